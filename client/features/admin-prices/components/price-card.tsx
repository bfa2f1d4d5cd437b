import { useEffect, useRef } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { messages } from '#shared/messages/admin.ru';
import { formatRub, splitParagraphs } from '#shared/rules/prices';
import type { PriceItem } from '#shared/schemas/price';
import type { PriceFormErrors, PriceFormValues } from '../price-form';
import { PriceFields } from './price-fields';

interface EditState {
  values: PriceFormValues;
  errors: PriceFormErrors;
  saving: boolean;
}

interface Props {
  item: PriceItem;
  /** Set while this card is in edit mode. */
  edit: EditState | null;
  /** Another card is being edited: spec 4.2 disables this one's edit and delete. */
  locked: boolean;
  deleting: boolean;
  onEdit: () => void;
  onChange: (field: keyof PriceFormValues, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** Spec 2.11: a price position with edit, save, cancel and delete. */
export function PriceCard({ item, edit, locked, deleting, onEdit, onChange, onSave, onCancel, onDelete }: Props) {
  const copy = messages.adminEditors.prices;
  const cardRef = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);
  const editing = edit !== null;

  // Focus follows the mode: into the form when it opens, back to its Edit button when it closes.
  useEffect(() => {
    if (editing) cardRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (wasEditing.current) cardRef.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const lockedHint = locked ? copy.busyElsewhere : undefined;

  return (
    <article ref={cardRef} className={`price-admin-card${editing ? ' price-admin-card--editing' : ''}`} data-price-id={item._id}>
      {edit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <PriceFields values={edit.values} errors={edit.errors} disabled={edit.saving} onChange={onChange} />
          <div className="price-admin-card__actions">
            <AdminButton variant="secondary" onClick={onCancel} disabled={edit.saving}>
              {messages.common.cancel}
            </AdminButton>
            <AdminButton type="submit" pending={edit.saving}>
              {messages.common.save}
            </AdminButton>
          </div>
        </form>
      ) : (
        <>
          <div className="price-admin-card__head">
            <h3 className="price-admin-card__category">{item.category}</h3>
            {item.duration ? <span className="price-admin-card__duration">{item.duration}</span> : null}
          </div>
          <p className="price-admin-card__price">{formatRub(item.price)}</p>
          {item.description ? (
            <div className="price-admin-card__description">
              {splitParagraphs(item.description).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, order is the identity
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          <div className="price-admin-card__actions">
            <AdminButton
              data-action="edit"
              variant="secondary"
              size="sm"
              onClick={onEdit}
              disabled={locked || deleting}
              title={lockedHint}
              aria-label={copy.editOf(item.category)}
            >
              {messages.common.edit}
            </AdminButton>
            <AdminButton
              variant="danger"
              size="sm"
              onClick={onDelete}
              disabled={locked}
              pending={deleting}
              pendingLabel={copy.deleting}
              title={lockedHint}
              aria-label={copy.deleteOf(item.category)}
            >
              {messages.common.delete}
            </AdminButton>
          </div>
        </>
      )}
    </article>
  );
}
