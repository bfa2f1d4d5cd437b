import { z } from 'zod';
import { messages } from '#shared/messages/admin.ru';
import { type Product, productFieldsSchema } from '#shared/schemas/product';

/** What the inputs hold, as typed. */
export interface ProductFormValues {
  text: string;
  price: string;
  discount: string;
  rating: string;
  isNew: boolean;
}

export const emptyProductForm: ProductFormValues = { text: '', price: '', discount: '0', rating: '5', isNew: true };

/** Spec 5: product images are JPEG or PNG; checked on the file's type before anything is sent. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export function isAcceptedProductImage(file: Pick<File, 'type'>): boolean {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export function productFormFrom(product: Product): ProductFormValues {
  return {
    text: product.text,
    price: String(product.price),
    discount: String(product.discount),
    rating: String(product.rating),
    isNew: product.isNew,
  };
}

export function isProductFormChanged(initial: ProductFormValues, current: ProductFormValues): boolean {
  return (
    initial.isNew !== current.isNew ||
    (['text', 'price', 'discount', 'rating'] as const).some((field) => initial[field].trim() !== current[field].trim())
  );
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

export type ProductFieldErrors = Partial<Record<keyof ProductFormValues, string>>;

type Check = { ok: true } | { ok: false; message: string; fieldErrors: ProductFieldErrors };

/**
 * Spec 5: name and price are required ('Пожалуйста, заполните все поля'), a new product also needs
 * an image ('…и выберите изображение'); other bad values get the server schema's own message.
 */
export function checkProductForm(values: ProductFormValues, options: { isNew: boolean; hasImage: boolean }): Check {
  const missing: ProductFieldErrors = {};
  if (values.text.trim() === '') missing.text = messages.adminArea.required;
  if (values.price.trim() === '') missing.price = messages.adminArea.required;
  const anyMissing = Object.keys(missing).length > 0;
  if (options.isNew && (anyMissing || !options.hasImage)) {
    return { ok: false, message: messages.adminProducts.fillAllFieldsAndImage, fieldErrors: missing };
  }
  if (anyMissing) return { ok: false, message: messages.adminProducts.fillAllFields, fieldErrors: missing };
  const parsed = productFieldsSchema.safeParse(toFormFields(values));
  if (parsed.success) return { ok: true };
  const flat = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
  const fieldErrors: ProductFieldErrors = {};
  for (const field of ['text', 'price', 'discount', 'rating', 'isNew'] as const) {
    const message = flat[field]?.[0];
    if (message) fieldErrors[field] = message;
  }
  const first = Object.values(fieldErrors)[0];
  return { ok: false, message: first ?? messages.adminProducts.fillAllFields, fieldErrors };
}

function toFormFields(values: ProductFormValues): Record<string, string> {
  return {
    text: values.text.trim(),
    price: values.price.trim(),
    discount: values.discount.trim() === '' ? '0' : values.discount.trim(),
    rating: values.rating.trim() === '' ? '0' : values.rating.trim(),
    isNew: String(values.isNew),
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
