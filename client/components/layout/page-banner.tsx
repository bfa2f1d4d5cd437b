import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { publicMessages } from '#shared/messages/public.ru';
import { AppLink } from '../ui/app-link';

interface PageBannerProps {
  title: string;
  /** The second breadcrumb link's text; it links to the current page. */
  crumb: string;
  crumbTo: string;
  icon?: ReactNode;
  lead?: string;
  /** A large outlined word behind the heading. */
  watermark?: string;
  /** Drawn over the banner's gradient, under the text (a background video). */
  background?: ReactNode;
  /** A modifier class of the banner's own (`page-banner--legal`), for what its page changes in it. */
  className?: string;
  children?: ReactNode;
}

/**
 * The page's banner: each page sets its heading, icon and second breadcrumb link; the first leads home.
 * A page draws it as its shell's `first` (page-shell.tsx), which ends the first screen after it.
 */
export function PageBanner({ title, crumb, crumbTo, icon, lead, watermark, background, className, children }: PageBannerProps) {
  const classes = ['page-banner', background ? 'page-banner--media' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes}>
      <div className="page-banner__bg" aria-hidden="true">
        {background}
        {watermark && <span className="page-banner__watermark">{watermark}</span>}
      </div>
      <div className="container page-banner__inner">
        <nav aria-label={publicMessages.nav.breadcrumb}>
          <ol className="breadcrumb">
            <li>
              <Link to="/" className="breadcrumb__link">
                {publicMessages.nav.home}
              </Link>
            </li>
            <li>
              <AppLink to={crumbTo} className="breadcrumb__link" aria-current="page">
                {crumb}
              </AppLink>
            </li>
          </ol>
        </nav>
        <div className="page-banner__heading">
          {icon && <span className="page-banner__icon">{icon}</span>}
          <h1 className="page-banner__title display">{title}</h1>
        </div>
        {lead && <p className="page-banner__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
