import { CheckboxField } from '#client/components/admin/checkbox-field';
import type { ListFormProps } from '#client/components/admin/list-editor';
import { checkboxInput, pickerInput, textInput } from '#client/components/admin/list-form';
import { MediaPicker } from '#client/components/admin/media-picker';
import { NumberField } from '#client/components/admin/number-field';
import { TextField } from '#client/components/admin/text-field';
import { adminMessages } from '#shared/messages/admin.ru';
import type { Product } from '#shared/schemas/product';
import { type ProductFormValues, previewNumbers } from '../product-form';
import { ProductPrice } from './product-price';

const copy = adminMessages.adminProducts;

/** The image, name, price, discount, rating, the new badge and the store's price; the add card and a card in edit mode share them. */
export function ProductFields(form: ListFormProps<Product, ProductFormValues>) {
  const preview = previewNumbers(form.values);
  return (
    <div className="list-card__fields">
      <MediaPicker label={copy.picture} {...pickerInput(form, form.item?.picture, form.item?.image)} />
      <TextField label={copy.name} required maxLength={200} {...textInput(form, 'text')} />
      <div className="product-fields__row">
        <NumberField
          label={`${copy.price}, ${adminMessages.prices.currency}`}
          required
          min={0}
          step="any"
          {...textInput(form, 'price')}
        />
        <NumberField label={copy.discount} min={0} max={99} step={1} inputMode="numeric" {...textInput(form, 'discount')} />
        <NumberField label={copy.rating} min={0} max={5} step={0.5} {...textInput(form, 'rating')} />
      </div>
      <CheckboxField label={copy.isNew} {...checkboxInput(form, 'isNew')} />
      <div className="product-admin-card__preview">
        <span>{copy.storePrice}</span>
        <ProductPrice price={preview.price} discount={preview.discount} />
      </div>
    </div>
  );
}
