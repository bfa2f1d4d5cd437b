import type { ListFormProps } from '#client/components/admin/list-editor';
import { NumberField } from '#client/components/admin/number-field';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { messages } from '#shared/messages/admin.ru';
import type { PriceItem } from '#shared/schemas/price';
import type { PriceFormValues } from '../price-form';

const copy = messages.adminPrices;

/** The four inputs of a price position; the add form and a card in edit mode share them. */
export function PriceFields({ values, errors, disabled, onChange }: ListFormProps<PriceItem, PriceFormValues>) {
  return (
    <div className="list-card__fields">
      <TextField
        label={copy.category}
        name="category"
        required
        value={values.category}
        error={errors.category}
        disabled={disabled}
        maxLength={200}
        onChange={(event) => onChange('category', event.target.value)}
      />
      <NumberField
        label={`${copy.price}, ${messages.prices.currency}`}
        name="price"
        required
        min={0}
        step="any"
        value={values.price}
        error={errors.price}
        disabled={disabled}
        placeholder={copy.pricePlaceholder}
        onChange={(event) => onChange('price', event.target.value)}
      />
      <TextField
        label={copy.duration}
        name="duration"
        value={values.duration}
        error={errors.duration}
        disabled={disabled}
        maxLength={100}
        placeholder={copy.durationPlaceholder}
        onChange={(event) => onChange('duration', event.target.value)}
      />
      <TextareaField
        label={copy.description}
        name="description"
        rows={4}
        value={values.description}
        error={errors.description}
        hint={copy.descriptionHint}
        disabled={disabled}
        maxLength={5000}
        onChange={(event) => onChange('description', event.target.value)}
      />
    </div>
  );
}
