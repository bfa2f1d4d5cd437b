import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '#client/components/admin/modal-dialog';
import { failureReason } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import type { PreviewViews } from '#client/pages/kind-page';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import { FramedDocument } from './framed-document';
import { PreviewBody } from './preview-body';

const copy = adminMessages.adminPages;

/** What to preview: the editor's document (not yet saved, perhaps) or a revision's. */
export interface PreviewSource {
  title: string;
  document: unknown;
}

const PREVIEW_DIALOG = { dialog: 'page-preview', head: 'page-preview__bar', title: 'page-preview__title' };

const WIDTHS = { phone: 390, desktop: 1440 } as const;
type Width = keyof typeof WIDTHS;

/**
 * Below this a scaled page is too small to read (a 1440 px page on a 390 px phone would be at 0.27):
 * it is shown at its real scale instead, and the stage scrolls sideways.
 */
const MIN_READABLE_SCALE = 0.6;

/**
 * The frame's scale to fit the box it is in: a page a little wider than the screen (the desktop one on
 * a laptop) is shown whole, smaller; one much wider (the desktop one on a phone) at its real size,
 * scrolled (`scrolls`).
 */
function useFit(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fit = size.width ? Math.min(1, size.width / width) : 1;
  const scale = fit < MIN_READABLE_SCALE ? 1 : fit;
  return { box, scale, scrolls: fit < MIN_READABLE_SCALE, height: size.height ? size.height / scale : 800 };
}

/**
 * The page as visitors would get it, drawn by the public components in a frame of the chosen width
 * (390 or 1440 px, scaled to fit the screen or, where that would be unreadable, scrolled), from the server's `pages.resolvePreview` of the
 * document: the draft before it is saved or published, or a revision of the history.
 */
export function PagePreview({
  pageKey,
  source,
  views,
  onClose,
}: {
  pageKey: PageKey;
  source: PreviewSource;
  views: PreviewViews;
  onClose: () => void;
}) {
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 700 ? 'phone' : 'desktop'));
  const fit = useFit(WIDTHS[width]);
  const resolved = trpc.pages.resolvePreview.useQuery(
    { key: pageKey, document: source.document },
    { staleTime: Number.POSITIVE_INFINITY, retry: false },
  );

  return (
    <ModalDialog
      title={source.title}
      closeLabel={copy.previewClose}
      onClose={onClose}
      classes={PREVIEW_DIALOG}
      tools={
        <fieldset className="page-preview__widths">
          <legend className="visually-hidden">{copy.previewWidths}</legend>
          {(Object.keys(WIDTHS) as Width[]).map((each) => (
            <button
              key={each}
              type="button"
              className="page-preview__width"
              aria-pressed={width === each}
              onClick={() => setWidth(each)}
            >
              {each === 'phone' ? copy.previewPhone : copy.previewDesktop}
            </button>
          ))}
        </fieldset>
      }
    >
      <div ref={fit.box} className="page-preview__stage" data-width={width} data-scrolls={fit.scrolls || undefined}>
        {resolved.isError ? (
          <p className="admin-field__error" role="alert">
            {copy.previewFailed}: {failureReason(resolved.error)}
          </p>
        ) : (
          <FramedDocument
            className="page-preview__frame"
            title={copy.previewFrame(WIDTHS[width])}
            style={{
              width: WIDTHS[width],
              height: fit.height,
              transform: fit.scale === 1 ? undefined : `scale(${fit.scale})`,
            }}
          >
            {resolved.data ? <PreviewBody preview={resolved.data} views={views} /> : null}
          </FramedDocument>
        )}
        {resolved.isPending ? (
          <p className="page-preview__loading" role="status">
            {copy.previewLoading}
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
