import type { ReactNode } from 'react';
import { AppLink } from './app-link';

interface ContentLinkProps {
  /** A link of a page document, checked by shared/schemas/pages/fields.ts: a page of the site or an https address. */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link the club wrote into a page: a page of this site goes through the router (its query and
 * anchor kept), an outside address opens in a new tab without handing it this page.
 */
export function ContentLink({ href, className, children }: ContentLinkProps) {
  if (!href.startsWith('/')) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const url = new URL(href, 'https://site.invalid');
  const search = Object.fromEntries(url.searchParams);
  return (
    <AppLink
      to={url.pathname}
      className={className}
      {...(Object.keys(search).length > 0 ? { search } : {})}
      {...(url.hash ? { hash: url.hash.slice(1) } : {})}
    >
      {children}
    </AppLink>
  );
}
