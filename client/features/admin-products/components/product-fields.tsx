import { CheckboxField } from '#client/components/admin/checkbox-field';
import { ImagePicker } from '#client/components/admin/image-picker';
import type { ListFormProps } from '#client/components/admin/list-editor';
import { NumberField } from '#client/components/admin/number-field';
import { TextField } from '#client/components/admin/text-field';
import { messages } from '#shared/messages/admin.ru';
import type { Product } from '#shared/schemas/product';
import { type ProductFormValues, previewNumbers } from '../product-form';
import { ProductPrice } from './product-price';

const copy = messages.adminProducts;

/** The image, name, price, discount, rating, the new badge and the store's price; the add card and a card in edit mode share them. */
export function ProductFields({
  values,
  errors,
  file,
  item,
  disabled,
  onChange,
  onFile,
}: ListFormProps<Product, ProductFormValues>) {
  const preview = previewNumbers(values);
  return (
    <div className="list-card__fields">
      <ImagePicker
        currentUrl={item?.image}
        file={file}
        onFileChange={onFile}
        label={item ? copy.replaceImage : copy.chooseImage}
        texts={{
          noImage: copy.noImage,
          typesHint: copy.imageTypesHint,
          typeRefused: copy.imageTypeRefused,
          keepImage: copy.keepImage,
        }}
        disabled={disabled}
        invalid={errors.file !== undefined}
      />
      <TextField
        label={copy.name}
        name="text"
        required
        maxLength={200}
        value={values.text}
        disabled={disabled}
        error={errors.text}
        onChange={(event) => onChange('text', event.target.value)}
      />
      <div className="product-fields__row">
        <NumberField
          label={`${copy.price}, ${messages.prices.currency}`}
          name="price"
          required
          min={0}
          step="any"
          value={values.price}
          disabled={disabled}
          error={errors.price}
          onChange={(event) => onChange('price', event.target.value)}
        />
        <NumberField
          label={copy.discount}
          name="discount"
          min={0}
          max={99}
          step={1}
          inputMode="numeric"
          value={values.discount}
          disabled={disabled}
          error={errors.discount}
          onChange={(event) => onChange('discount', event.target.value)}
        />
        <NumberField
          label={copy.rating}
          name="rating"
          min={0}
          max={5}
          step={0.5}
          value={values.rating}
          disabled={disabled}
          error={errors.rating}
          onChange={(event) => onChange('rating', event.target.value)}
        />
      </div>
      <CheckboxField
        label={copy.isNew}
        name="isNew"
        checked={values.isNew}
        disabled={disabled}
        onChange={(event) => onChange('isNew', event.target.checked)}
      />
      <div className="product-admin-card__preview">
        <span>{copy.storePrice}</span>
        <ProductPrice price={preview.price} discount={preview.discount} />
      </div>
    </div>
  );
}
