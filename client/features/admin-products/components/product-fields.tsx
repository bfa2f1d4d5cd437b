import { CheckboxField } from '#client/components/admin/checkbox-field';
import { NumberField } from '#client/components/admin/number-field';
import { TextField } from '#client/components/admin/text-field';
import { messages } from '#shared/messages/admin.ru';
import type { ProductFieldErrors, ProductFormValues } from '../product-form';

interface Props {
  values: ProductFormValues;
  errors: ProductFieldErrors;
  disabled?: boolean;
  onChange: <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) => void;
}

/** Name, price, discount, rating and the new badge; the add card and a card in edit mode share them. */
export function ProductFields({ values, errors, disabled, onChange }: Props) {
  const copy = messages.adminEditors.products;
  return (
    <div className="product-fields">
      <TextField
        label={messages.adminProducts.name}
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
          label={`${messages.adminProducts.price}, ${messages.prices.currency}`}
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
    </div>
  );
}
