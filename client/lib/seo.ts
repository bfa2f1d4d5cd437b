/** The absolute address of a path on the site (canonical and Open Graph links). */
export function absoluteUrl(siteOrigin: string, path: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

interface PageHeadInput {
  siteOrigin: string;
  /** The canonical path; for two directions it differs from the route (/hand-to-hand, /women-self-defense). */
  path: string;
  title: string;
  description: string;
  image?: string;
}

/** Title, description, canonical link and Open Graph tags for a route's `head()`. */
/** The shared Open Graph picture (scripts/generate-media.mjs draws it at 1200×630). */
export const DEFAULT_OG_IMAGE = { path: '/media/images/og-default.jpg', width: 1200, height: 630 } as const;

export function pageHead({ siteOrigin, path, title, description, image = DEFAULT_OG_IMAGE.path }: PageHeadInput) {
  const url = absoluteUrl(siteOrigin, path);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:image', content: absoluteUrl(siteOrigin, image) },
      ...(image === DEFAULT_OG_IMAGE.path
        ? [
            { property: 'og:image:width', content: String(DEFAULT_OG_IMAGE.width) },
            { property: 'og:image:height', content: String(DEFAULT_OG_IMAGE.height) },
          ]
        : []),
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
