import { useId } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { messages } from '#shared/messages/admin.ru';
import { type ProductFieldErrors, type ProductFormValues, previewNumbers } from '../product-form';
import { ProductFields } from './product-fields';
import { ProductImagePicker } from './product-image-picker';
import { ProductPrice } from './product-price';

interface Props {
  values: ProductFormValues;
  image: File | null;
  errors: ProductFieldErrors;
  formError: string | null;
  imageMissing: boolean;
  pending: boolean;
  onChange: <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) => void;
  onImageChange: (file: File | null) => void;
  onSubmit: () => void;
}

/** Spec 2.11: the add-product card with its image picker. */
export function ProductAddCard({
  values,
  image,
  errors,
  formError,
  imageMissing,
  pending,
  onChange,
  onImageChange,
  onSubmit,
}: Props) {
  const copy = messages.adminEditors.products;
  const titleId = useId();
  const preview = previewNumbers(values);
  return (
    <section className="product-admin-card product-admin-card--add" aria-labelledby={titleId}>
      <h2 id={titleId} className="product-admin-card__add-title">
        {copy.addTitle}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ProductImagePicker
          file={image}
          onFileChange={onImageChange}
          label={messages.adminProducts.chooseImage}
          disabled={pending}
          invalid={imageMissing}
        />
        <ProductFields values={values} errors={errors} disabled={pending} onChange={onChange} />
        <div className="product-admin-card__preview">
          <span>{copy.storePrice}</span>
          <ProductPrice price={preview.price} discount={preview.discount} />
        </div>
        {formError ? (
          <p className="product-admin-card__error" role="alert">
            {formError}
          </p>
        ) : null}
        <AdminButton type="submit" className="product-admin-card__add-button" pending={pending} pendingLabel={copy.adding}>
          <span aria-hidden="true">+</span> {messages.adminProducts.addProduct}
        </AdminButton>
      </form>
    </section>
  );
}
