import { useEffect, useId, useRef } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { AdminButton } from './admin-button';
import './admin.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger: a red confirm button and the focus starts on cancel. */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: the browser keeps focus inside, makes the page inert
 * and closes it on Esc (treated as cancel); focus returns to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = adminMessages.auth.yes,
  cancelLabel = adminMessages.auth.no,
  tone = 'primary',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute still exposes the content to tests.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Esc, which the dialog's cancel event already handles
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget && !pending) onCancel();
      }}
    >
      {open && (
        <div className="admin-dialog__body">
          <h2 id={titleId} className="admin-dialog__title">
            {title}
          </h2>
          <p id={messageId} className="admin-dialog__message">
            {message}
          </p>
          <div className="admin-dialog__actions">
            <AdminButton variant="secondary" onClick={onCancel} disabled={pending} autoFocus={tone === 'danger'}>
              {cancelLabel}
            </AdminButton>
            <AdminButton
              variant={tone === 'danger' ? 'danger' : 'primary'}
              onClick={onConfirm}
              pending={pending}
              pendingLabel={confirmLabel}
              autoFocus={tone !== 'danger'}
            >
              {confirmLabel}
            </AdminButton>
          </div>
        </div>
      )}
    </dialog>
  );
}
