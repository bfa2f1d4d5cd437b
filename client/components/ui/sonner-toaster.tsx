import { Toaster } from 'sonner';
import { TOASTS } from '#shared/constants';

export default function SonnerToaster() {
  return (
    <Toaster
      position={TOASTS.position}
      gap={TOASTS.gutterPx}
      visibleToasts={TOASTS.maxVisible}
      duration={TOASTS.durationMs.neutral}
      theme="dark"
      richColors
      closeButton
      toastOptions={{ style: { maxWidth: `${TOASTS.maxWidthPx}px` } }}
    />
  );
}
