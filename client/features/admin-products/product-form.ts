import type { ListFormCheck, ListFormErrors } from '#client/components/admin/use-list-editor';
import { parseForm } from '#client/lib/request-errors';
import { adminMessages } from '#shared/messages/admin.ru';
import { type Product, productFieldsSchema } from '#shared/schemas/product';

/** What the inputs hold, as typed. */
export type ProductFormValues = {
  text: string;
  price: string;
  discount: string;
  rating: string;
  isNew: boolean;
  /** The picture's library id ('' none chosen: a new product needs one). */
  mediaId: string;
};

export const emptyProductForm: ProductFormValues = { text: '', price: '', discount: '0', rating: '5', isNew: true, mediaId: '' };

export function productFormFrom(product: Product): ProductFormValues {
  return {
    text: product.text,
    price: String(product.price),
    discount: String(product.discount),
    rating: String(product.rating),
    isNew: product.isNew,
    mediaId: product.mediaId === undefined ? '' : String(product.mediaId),
  };
}

/** The numbers a card shows while the admin types: the store's view of a half-filled form. */
export function previewNumbers(values: ProductFormValues): { price: number; discount: number } {
  const price = Number(values.price);
  const discount = Number(values.discount);
  return {
    price: Number.isFinite(price) && price >= 0 ? price : 0,
    discount: Number.isInteger(discount) && discount >= 0 && discount <= 99 ? discount : 0,
  };
}

/**
 * Name and price are required ('Пожалуйста, заполните все поля'), a new product also needs an image
 * ('…и выберите изображение'); other bad values get the server schema's own message.
 */
export function checkProductForm(
  values: ProductFormValues,
  context: { isNew: boolean; file: File | null },
): ListFormCheck<ProductFormValues, ProductFormValues> {
  const missing: ListFormErrors<ProductFormValues> = {};
  if (values.text.trim() === '') missing.text = adminMessages.adminArea.required;
  if (values.price.trim() === '') missing.price = adminMessages.adminArea.required;
  const anyMissing = Object.keys(missing).length > 0;
  // A picture chosen in the library, or (the legacy multipart call's way) a file.
  const hasPicture = Boolean(context.file || values.mediaId);
  if (context.isNew && (anyMissing || !hasPicture)) {
    const errors = hasPicture ? missing : { ...missing, mediaId: adminMessages.adminProducts.fillAllFieldsAndImage };
    return { ok: false, message: adminMessages.adminProducts.fillAllFieldsAndImage, errors };
  }
  if (anyMissing) return { ok: false, message: adminMessages.adminProducts.fillAllFields, errors: missing };
  const parsed = parseForm(productFieldsSchema, toFormFields(values), Object.keys(emptyProductForm));
  if (parsed.ok) return { ok: true, data: values };
  return {
    ok: false,
    message: Object.values(parsed.errors)[0] ?? adminMessages.adminProducts.fillAllFields,
    errors: parsed.errors,
  };
}

function toFormFields(values: ProductFormValues): Record<string, string> {
  return {
    text: values.text.trim(),
    price: values.price.trim(),
    discount: values.discount.trim() === '' ? '0' : values.discount.trim(),
    rating: values.rating.trim() === '' ? '0' : values.rating.trim(),
    isNew: String(values.isNew),
    mediaId: values.mediaId,
  };
}

/** The multipart body the product procedures take (and the legacy POST/PUT /api/products). */
export function productFormData(values: ProductFormValues, image: File | null, id?: string): FormData {
  const form = new FormData();
  if (id) form.set('id', id);
  for (const [key, value] of Object.entries(toFormFields(values))) form.set(key, value);
  if (image) form.set('image', image);
  return form;
}
