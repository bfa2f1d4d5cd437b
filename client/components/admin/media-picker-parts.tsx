import { type ReactNode, useEffect, useId, useRef } from 'react';
import { MediaPicture } from '#client/components/ui/media-picture';
import { adminMessages } from '#shared/messages/admin.ru';
import { clampFocal, type FocalPoint } from '#shared/rules/media';
import type { ResolvedImage } from '#shared/schemas/media';
import './media-picker.css';

const copy = adminMessages.adminMedia;

/**
 * A large modal on the native <dialog> (the browser keeps focus inside and closes it on Esc): full
 * screen on a phone, a centred panel on a desktop. The library's details and the picker use it.
 */
export function MediaDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className="media-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="media-dialog__head">
        <h2 id={titleId} className="media-dialog__title">
          {title}
        </h2>
        <button type="button" className="media-dialog__close" onClick={onClose} aria-label={copy.close}>
          ×
        </button>
      </div>
      <div className="media-dialog__body">{children}</div>
    </dialog>
  );
}

const STEP = 0.05;

/**
 * The photo, tapped where its subject is: that point becomes the focal point every crop keeps
 * (arrow keys move it for keyboard users). The marker shows where it is now.
 */
export function FocalPointPicker({
  image,
  focal,
  onChange,
}: {
  image: ResolvedImage;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
}) {
  const hintId = useId();
  const percent = (value: number) => Math.round(value * 100);
  return (
    <div className="focal-picker">
      <button
        type="button"
        className="focal-picker__area"
        aria-label={copy.focalLabel(percent(focal.x), percent(focal.y))}
        aria-describedby={hintId}
        onClick={(event) => {
          // A keyboard 'click' has no position: the arrows move the point instead.
          if (event.detail === 0) return;
          const box = event.currentTarget.getBoundingClientRect();
          onChange(clampFocal({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }));
        }}
        onKeyDown={(event) => {
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-STEP, 0],
            ArrowRight: [STEP, 0],
            ArrowUp: [0, -STEP],
            ArrowDown: [0, STEP],
          };
          const move = moves[event.key];
          if (!move) return;
          event.preventDefault();
          onChange(clampFocal({ x: focal.x + move[0], y: focal.y + move[1] }));
        }}
      >
        <MediaPicture
          image={image}
          sizes="(min-width: 900px) 480px, 100vw"
          alt=""
          className="focal-picker__image"
          draggable={false}
        />
        <span
          className="focal-picker__marker"
          style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          aria-hidden="true"
        />
      </button>
      <p id={hintId} className="admin-field__hint">
        {copy.focalHint}
      </p>
    </div>
  );
}

/** How the photo comes out in a tall frame (a portrait card) and a wide one (a banner), with this focal point. */
export function CropPreviews({ image, focal }: { image: ResolvedImage; focal: FocalPoint }) {
  const shown = { ...image, focal };
  return (
    <div className="crop-previews">
      <figure className="crop-previews__item">
        <div className="crop-previews__frame crop-previews__frame--tall">
          <MediaPicture image={shown} sizes="160px" alt="" className="crop-previews__image" />
        </div>
        <figcaption>{copy.cropTall}</figcaption>
      </figure>
      <figure className="crop-previews__item crop-previews__item--wide">
        <div className="crop-previews__frame crop-previews__frame--wide">
          <MediaPicture image={shown} sizes="(min-width: 900px) 360px, 90vw" alt="" className="crop-previews__image" />
        </div>
        <figcaption>{copy.cropWide}</figcaption>
      </figure>
    </div>
  );
}
