import { type ReactNode, useId, useRef } from 'react';
import { FadingBackdrop, useFadingValue } from './fading-backdrop';
import { CloseIcon } from './icons';

interface FadingDialogProps<T> {
  /** What the dialog shows; null closes it, and it fades out still showing the last one. */
  value: T | null;
  /** Another value is another panel, drawn afresh (its focus and scroll with it), not the same one changed. */
  keyOf: (value: T) => string;
  onClose: () => void;
  /**
   * The dialog's CSS block, its look beside fading-backdrop.css's fades: the backdrop is `<block>`,
   * the panel `<block>__panel`, the close button `<block>__close`; the backdrop's test id `<block>-backdrop`.
   */
  block: string;
  /** The close button's name (it has only a cross). */
  closeLabel: string;
  /** The dialog's name; without it the dialog is named by the element given the title id. */
  label?: (value: T) => string;
  /** The panel's content before its close button, given the value and the id for its title. */
  children: (value: T, titleId: string) => ReactNode;
}

/**
 * A public modal that fades in and out by CSS (the store's quick view, the press centre's photo
 * viewer): the value it shows kept through the fade-out (useFadingValue), the backdrop that locks
 * the scroll and hears Escape and Tab (FadingBackdrop), and the panel with its close button, which
 * takes focus once shown. Each dialog gives its content, words and CSS block.
 */
export function FadingDialog<T>({ value, keyOf, ...panel }: FadingDialogProps<T>) {
  const { shown, leaving, exited } = useFadingValue(value);
  if (shown === null) return null;
  return <FadingPanel key={keyOf(shown)} value={shown} leaving={leaving} onExited={exited} {...panel} />;
}

type FadingPanelProps<T> = Omit<FadingDialogProps<T>, 'value' | 'keyOf'> & {
  value: T;
  leaving: boolean;
  onExited: () => void;
};

function FadingPanel<T>({ value, leaving, onExited, onClose, block, closeLabel, label, children }: FadingPanelProps<T>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <FadingBackdrop
      className={block}
      leaving={leaving}
      onExited={onExited}
      panelRef={panelRef}
      closeRef={closeRef}
      onClose={onClose}
      testId={`${block}-backdrop`}
    >
      {/* While it fades out the backdrop hides it from assistive technology (FadingBackdrop). */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label?.(value)}
        aria-labelledby={label ? undefined : titleId}
        className={`${block}__panel fading-backdrop__panel`}
      >
        {children(value, titleId)}
        <button ref={closeRef} type="button" className={`${block}__close`} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </FadingBackdrop>
  );
}
