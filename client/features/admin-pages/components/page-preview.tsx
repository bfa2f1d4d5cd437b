import { useEffect, useId, useRef, useState } from 'react';
import { failureReason } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import { isPreviewReady, PREVIEW_PATH, type PreviewMessage } from '../preview-protocol';

const copy = adminMessages.adminPages;

/** What to preview: the editor's document (not yet saved, perhaps) or a revision's. */
export interface PreviewSource {
  title: string;
  document: unknown;
}

const WIDTHS = { phone: 390, desktop: 1440 } as const;
type Width = keyof typeof WIDTHS;

/** The frame's scale to fit the box it is in: a 1440 px page on a phone is shown whole, smaller. */
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
  const scale = size.width ? Math.min(1, size.width / width) : 1;
  return { box, scale, height: size.height ? size.height / scale : 800 };
}

/**
 * The page as visitors would get it, drawn by the public components inside an isolated admin route
 * (`/admin/page-preview`) in a frame of the chosen width (390 or 1440 px), scaled to fit. The data is
 * the server's `pages.resolvePreview` of the document, handed to the frame by a message.
 */
export function PagePreview({ pageKey, source, onClose }: { pageKey: PageKey; source: PreviewSource; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 700 ? 'phone' : 'desktop'));
  const [ready, setReady] = useState(false);
  const fit = useFit(WIDTHS[width]);
  const resolved = trpc.pages.resolvePreview.useQuery(
    { key: pageKey, document: source.document },
    { staleTime: Number.POSITIVE_INFINITY, retry: false },
  );

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && isPreviewReady(event.data))
        setReady(true);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (!ready || !resolved.data) return;
    const message: PreviewMessage = { type: 'academy:page-preview', preview: resolved.data };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, resolved.data]);

  return (
    <dialog
      ref={dialog}
      className="page-preview"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="page-preview__bar">
        <h2 id={titleId} className="page-preview__title">
          {source.title}
        </h2>
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
        <button type="button" className="media-dialog__close" onClick={onClose} aria-label={copy.previewClose}>
          ×
        </button>
      </div>
      <div ref={fit.box} className="page-preview__stage" data-width={width}>
        {resolved.isError ? (
          <p className="admin-field__error" role="alert">
            {copy.previewFailed}: {failureReason(resolved.error)}
          </p>
        ) : (
          <iframe
            ref={frame}
            className="page-preview__frame"
            title={copy.previewFrame(WIDTHS[width])}
            src={PREVIEW_PATH}
            style={{ width: WIDTHS[width], height: fit.height, transform: `scale(${fit.scale})` }}
          />
        )}
        {!ready || resolved.isPending ? (
          <p className="page-preview__loading" role="status">
            {copy.previewLoading}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
