import { useEffect, useRef } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { messages } from '#shared/messages/admin.ru';
import type { Product } from '#shared/schemas/product';
import { type ProductFieldErrors, type ProductFormValues, previewNumbers } from '../product-form';
import { ProductFields } from './product-fields';
import { ProductImagePicker } from './product-image-picker';
import { ProductPrice, ProductRating } from './product-price';

export interface ProductEditState {
  values: ProductFormValues;
  image: File | null;
  errors: ProductFieldErrors;
  formError: string | null;
  saving: boolean;
}

interface Props {
  product: Product;
  edit: ProductEditState | null;
  locked: boolean;
  deleting: boolean;
  onEdit: () => void;
  onChange: <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) => void;
  onImageChange: (file: File | null) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

function Badges({ isNew, discount }: { isNew: boolean; discount: number }) {
  if (!isNew && discount <= 0) return null;
  return (
    <div className="product-admin-card__badges">
      {isNew ? <span className="product-badge product-badge--new">{messages.store.newBadge}</span> : null}
      {discount > 0 ? (
        <span className="product-badge product-badge--discount">{messages.store.discountBadge(discount)}</span>
      ) : null}
    </div>
  );
}

/** Spec 2.11 / 4.2: a product card, view or edit; saving returns it to view. */
export function ProductCard({
  product,
  edit,
  locked,
  deleting,
  onEdit,
  onChange,
  onImageChange,
  onSave,
  onCancel,
  onDelete,
}: Props) {
  const copy = messages.adminEditors.products;
  const cardRef = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);
  const editing = edit !== null;

  useEffect(() => {
    if (editing) cardRef.current?.querySelector<HTMLInputElement>('input[name="text"]')?.focus();
    else if (wasEditing.current) cardRef.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (edit) {
    const preview = previewNumbers(edit.values);
    return (
      <article ref={cardRef} className="product-admin-card product-admin-card--editing" data-product-id={product._id}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <ProductImagePicker
            currentUrl={product.image}
            file={edit.image}
            onFileChange={onImageChange}
            label={copy.replaceImage}
            disabled={edit.saving}
          />
          <ProductFields values={edit.values} errors={edit.errors} disabled={edit.saving} onChange={onChange} />
          <div className="product-admin-card__preview">
            <span>{copy.storePrice}</span>
            <ProductPrice price={preview.price} discount={preview.discount} />
          </div>
          {edit.formError ? (
            <p className="product-admin-card__error" role="alert">
              {edit.formError}
            </p>
          ) : null}
          <div className="product-admin-card__actions">
            <AdminButton variant="secondary" onClick={onCancel} disabled={edit.saving}>
              {messages.common.cancel}
            </AdminButton>
            <AdminButton type="submit" pending={edit.saving}>
              {messages.common.save}
            </AdminButton>
          </div>
        </form>
      </article>
    );
  }

  const lockedHint = locked ? copy.busyElsewhere : undefined;
  return (
    <article ref={cardRef} className="product-admin-card" data-product-id={product._id}>
      <div className="product-admin-card__media">
        <img src={product.image} alt="" width={480} height={480} loading="lazy" decoding="async" />
        <Badges isNew={product.isNew} discount={product.discount} />
      </div>
      <div className="product-admin-card__body">
        <h3 className="product-admin-card__name">{product.text}</h3>
        <ProductRating rating={product.rating} />
        <ProductPrice price={product.price} discount={product.discount} />
      </div>
      <div className="product-admin-card__actions">
        <AdminButton
          data-action="edit"
          variant="secondary"
          size="sm"
          onClick={onEdit}
          disabled={locked || deleting}
          title={lockedHint}
          aria-label={copy.editOf(product.text)}
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
          aria-label={copy.deleteOf(product.text)}
        >
          {messages.common.delete}
        </AdminButton>
      </div>
    </article>
  );
}
