import { MediaPicture } from '#client/components/ui/media-picture';
import { adminMessages } from '#shared/messages/admin.ru';
import type { BrandData } from '#shared/schemas/pages/views';

const copy = adminMessages.adminPages;

/**
 * The logo and the tab's icon at the sizes they are shown: the logo on the header's dark band, the
 * icon at 16, 32 and 180 px (a tab, a bookmark, a phone's home screen). The header around the page
 * in the preview shows the published logo; this is the draft's.
 */
export function BrandPreview({ data }: { data: BrandData }) {
  return (
    <div className="brand-preview container">
      <h2 className="brand-preview__title">{copy.brandLogo}</h2>
      <div className="brand-preview__band">
        {data.logo ? (
          <MediaPicture image={data.logo} sizes="200px" className="brand-preview__logo" />
        ) : (
          <p>{copy.brandBuiltIn}</p>
        )}
      </div>
      <h2 className="brand-preview__title">{copy.brandFavicon}</h2>
      <div className="brand-preview__icons">
        {data.favicon ? (
          [16, 32, 180].map((size) => (
            <figure key={size}>
              <MediaPicture
                image={data.favicon as NonNullable<BrandData['favicon']>}
                sizes={`${size}px`}
                style={{ width: size, height: size, objectFit: 'cover' }}
              />
              <figcaption>{copy.brandIconSize(size)}</figcaption>
            </figure>
          ))
        ) : (
          <p>{copy.brandBuiltIn}</p>
        )}
      </div>
    </div>
  );
}
