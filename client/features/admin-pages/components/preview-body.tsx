import { type ComponentType, Suspense } from 'react';
import { SiteFooter } from '#client/components/layout/site-footer';
import { SiteHeader } from '#client/components/layout/site-header';
import { useSiteSettings } from '#client/lib/use-site-settings';
import type { PreviewViews } from '#client/pages/kind-page';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PagePreviewData } from '#shared/pages/registry';

const copy = adminMessages.adminPages;

/** The page inside the preview's frame: the site's header and footer around the page's own body. */
export function PreviewBody({ preview, views }: { preview: PagePreviewData; views: PreviewViews }) {
  const settings = useSiteSettings();
  const View = views[preview.kind] as ComponentType<{ data: PagePreviewData['data'] }>;
  return (
    <div data-page-preview={preview.kind}>
      <p className="page-preview__badge">{copy.previewBadge}</p>
      <SiteHeader settings={settings} />
      <main id="main" className="site-main">
        <Suspense fallback={<p className="page-preview__waiting">{copy.previewLoading}</p>}>
          <View data={preview.data} />
        </Suspense>
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
