import type { PagePreviewData } from '#shared/schemas/pages/views';

/**
 * The preview's frame and the editor talk by `postMessage` on the same origin: the frame says it is
 * ready, the editor sends the resolved page. Nothing of the draft goes into an address or storage.
 */
export const PREVIEW_PATH = '/admin/page-preview';

export interface PreviewMessage {
  type: 'academy:page-preview';
  preview: PagePreviewData;
}

export const PREVIEW_READY = { type: 'academy:page-preview-ready' } as const;

export function isPreviewReady(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PREVIEW_READY.type;
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'academy:page-preview';
}
