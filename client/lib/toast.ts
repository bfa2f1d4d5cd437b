import { TOASTS } from '#shared/constants';

type Sonner = typeof import('sonner');

/**
 * Toasts (bottom-right; success, error or neutral): sonner and its Toaster are loaded on the first toast, so pages that never
 * show one do not download them. Sonner replays toasts created before its Toaster subscribed.
 */
let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

function withSonner<T>(show: (sonner: Sonner) => T): Promise<T> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner.then(show);
}

export const notify = {
  success: (message: string) => withSonner(({ toast }) => toast.success(message, { duration: TOASTS.durationMs.success })),
  error: (message: string) => withSonner(({ toast }) => toast.error(message, { duration: TOASTS.durationMs.error })),
  message: (message: string) => withSonner(({ toast }) => toast(message, { duration: TOASTS.durationMs.neutral })),
  loading: (message: string) => withSonner(({ toast }) => toast.loading(message, { duration: TOASTS.durationMs.loading })),
  dismiss: (id?: string | number) => withSonner(({ toast }) => toast.dismiss(id)),
};
