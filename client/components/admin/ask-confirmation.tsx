import { createRoot } from 'react-dom/client';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Question = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'tone'>;

/**
 * Shows a ConfirmDialog outside the React tree and resolves with the answer: true = confirmed.
 * For one-off questions (delete this row?) and for the router blocker, which cannot render.
 */
export function askConfirmation(question: Question): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise<boolean>((resolve) => {
    const answer = (value: boolean) => {
      root.unmount();
      host.remove();
      opener?.focus();
      resolve(value);
    };
    root.render(<ConfirmDialog open {...question} onConfirm={() => answer(true)} onCancel={() => answer(false)} />);
  });
}
