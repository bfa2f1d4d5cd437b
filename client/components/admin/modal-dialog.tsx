import { type ReactNode, useEffect, useId, useRef } from 'react';

/** The class names of a modal's parts: each screen keeps its own look (media-picker.css, page-preview's). */
export interface ModalDialogClasses {
  dialog: string;
  head: string;
  title: string;
}

/**
 * A modal on the native <dialog>, opened as it mounts: the browser keeps focus inside, Esc asks
 * `onClose` (the caller unmounts it), a titled head ends with the × button. The media library's
 * details and pickers (MediaDialog) and the pages' preview draw it; `tools` go between the title
 * and the close button (the preview's width switch).
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  classes,
  tools,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  classes: ModalDialogClasses;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      // jsdom (the component tests) has no showModal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {tools}
        <button type="button" className="media-dialog__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
