import type { ListFormProps } from '#client/components/admin/list-editor';
import { textInput } from '#client/components/admin/list-form';
import { NumberField } from '#client/components/admin/number-field';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PriceItem } from '#shared/schemas/price';
import type { PriceFormValues } from '../price-form';

const copy = adminMessages.adminPrices;

/** The four inputs of a price position; the add form and a card in edit mode share them. */
export function PriceFields(form: ListFormProps<PriceItem, PriceFormValues>) {
  return (
    <div className="list-card__fields">
      <TextField label={copy.category} required maxLength={200} {...textInput(form, 'category')} />
      <NumberField
        label={`${copy.price}, ${adminMessages.prices.currency}`}
        required
        min={0}
        step="any"
        placeholder={copy.pricePlaceholder}
        {...textInput(form, 'price')}
      />
      <TextField label={copy.duration} maxLength={100} placeholder={copy.durationPlaceholder} {...textInput(form, 'duration')} />
      <TextareaField
        label={copy.description}
        rows={4}
        hint={copy.descriptionHint}
        maxLength={5000}
        {...textInput(form, 'description')}
      />
    </div>
  );
}
