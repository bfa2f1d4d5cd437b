import type { ReactNode } from 'react';
import { PageBanner } from './page-banner';
import { type BelowFirstScreen, PlainPage } from './page-shell';

interface BannerPageProps {
  /** The page's name: its heading, its breadcrumb link and, unless `label` says otherwise, its section's name. */
  title: string;
  /** The page's own address, which the breadcrumb links to. */
  path: string;
  icon: ReactNode;
  lead: string;
  /** The large outlined word behind the heading. */
  watermark: string;
  /** The main section's own class, beside the light section every such page has. */
  className: string;
  /** What a screen reader calls the main section when it is not the page's name. */
  label?: string;
  /** How the section under the banner hydrates (page-shell.tsx); the default is apart. */
  below?: BelowFirstScreen;
  children: ReactNode;
}

/**
 * A page that is a banner and one light section under it (the schedule, the journal, the prices,
 * the store): the banner names the page, leads home and back to itself, and the section holds the
 * page's content in the site's container.
 */
export function BannerPage({ title, path, icon, lead, watermark, className, label, below, children }: BannerPageProps) {
  return (
    <PlainPage
      first={<PageBanner title={title} crumb={title} crumbTo={path} icon={icon} lead={lead} watermark={watermark} />}
      below={below}
    >
      <section className={`section section--light ${className}`} aria-label={label ?? title}>
        <div className="container">{children}</div>
      </section>
    </PlainPage>
  );
}
