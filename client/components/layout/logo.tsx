import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { MediaPicture } from '#client/components/ui/media-picture';
import { trpc } from '#client/lib/trpc';
import { publicMessages } from '#shared/messages/public.ru';
import type { BrandData } from '#shared/schemas/pages/views';

/** The club's emblem: a shield with a chevron "A" and a red strike. */
export function Emblem({ size = 44 }: { size?: number }) {
  const gradientId = `emblem-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className="logo__emblem" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f2942" />
          <stop offset="1" stopColor="#0b0f1a" />
        </linearGradient>
      </defs>
      <path
        d="M24 2 44 9v15c0 11.5-8.4 19.2-20 22C12.4 43.2 4 35.5 4 24V9Z"
        fill={`url(#${gradientId})`}
        stroke="#f5b301"
        strokeWidth="2"
      />
      <path d="M24 11 34.5 36h-5.2l-2.1-5.4h-6.4L18.7 36h-5.2Zm0 9.3-1.9 5.4h3.8Z" fill="#fff" />
      <path d="M9 30.5 39 22.5v3.6L9 34.1Z" fill="#e11d2e" />
    </svg>
  );
}

/**
 * The club's logo in the header and footer: the picture the owner chose on the 'Логотип и значок
 * сайта' page, or the built-in emblem (the root loader fetched the page for the server render; when
 * it could not, the emblem shows).
 */
export function Logo({ clubName }: { clubName: string }) {
  const [first, ...rest] = clubName.split(' ');
  const brand = trpc.pages.published.useQuery({ key: 'brand' }).data?.data as BrandData | undefined;
  return (
    <Link to="/" className="logo" aria-label={publicMessages.site.logoLabel(clubName)}>
      {brand?.logo ? (
        <MediaPicture className="logo__emblem logo__image" image={brand.logo} sizes="44px" alt="" decoding="async" />
      ) : (
        <Emblem />
      )}
      <span className="logo__text" aria-hidden="true">
        <span className="logo__line">{first}</span>
        {rest.length > 0 && <span className="logo__line logo__line--accent">{rest.join(' ')}</span>}
      </span>
    </Link>
  );
}
