import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Product, ProductFields } from '#shared/schemas/product';
import { products } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { nextPosition } from './positions';
import { deleteStoredImage, IMAGE_KIND, storeImage } from './uploads';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    text: row.text,
    price: row.price,
    image: row.image,
    isNew: row.isNew,
    discount: row.discount,
    rating: row.rating,
  };
}

/** Store order: the admin's position, then creation. */
export function listProducts(deps: AppDeps): Product[] {
  return deps.db
    .select()
    .from(products)
    .orderBy(asc(products.position), asc(products.createdAt), asc(sql`rowid`))
    .all()
    .map(toProduct);
}

function findProductRow(deps: AppDeps, id: string): ProductRow {
  const row = deps.db.select().from(products).where(eq(products.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.adminProducts.notFound);
  return row;
}

export function getProduct(deps: AppDeps, id: string): Product {
  return toProduct(findProductRow(deps, id));
}

/** Only the optional fields the form actually sent are written; absent ones keep their value. */
function optionalFields(fields: ProductFields) {
  return {
    ...(fields.isNew === undefined ? {} : { isNew: fields.isNew }),
    ...(fields.discount === undefined ? {} : { discount: fields.discount }),
    ...(fields.rating === undefined ? {} : { rating: fields.rating }),
  };
}

/** A new product goes last; it must come with an image (the store shows none without). */
export async function createProduct(deps: AppDeps, fields: ProductFields, image: File | null): Promise<Product> {
  if (!image) throw new DomainError('bad-input', serverMessages.adminProducts.fillAllFieldsAndImage);
  const imageUrl = await storeImage(deps, image, IMAGE_KIND.photo);
  try {
    const row = deps.db
      .insert(products)
      .values({
        id: randomUUID(),
        text: fields.text,
        price: fields.price,
        image: imageUrl,
        position: nextPosition(deps.db, products),
        createdAt: deps.now(),
        updatedAt: deps.now(),
        ...optionalFields(fields),
      })
      .returning()
      .get();
    return toProduct(row);
  } catch (error) {
    await deleteStoredImage(deps, imageUrl);
    throw error;
  }
}

/** A new image replaces the old one, whose file is deleted once the row points at the new one. */
export async function updateProduct(deps: AppDeps, id: string, fields: ProductFields, image: File | null): Promise<Product> {
  const existing = findProductRow(deps, id);
  const imageUrl = image ? await storeImage(deps, image, IMAGE_KIND.photo) : existing.image;
  let row: ProductRow | undefined;
  try {
    row = deps.db
      .update(products)
      .set({ text: fields.text, price: fields.price, image: imageUrl, updatedAt: deps.now(), ...optionalFields(fields) })
      .where(eq(products.id, id))
      .returning()
      .get();
    // Deleted while the image was being stored.
    if (!row) throw new DomainError('not-found', serverMessages.adminProducts.notFound);
  } catch (error) {
    if (image) await deleteStoredImage(deps, imageUrl);
    throw error;
  }
  if (image) await deleteStoredImage(deps, existing.image);
  return toProduct(row);
}

export async function deleteProduct(deps: AppDeps, id: string): Promise<void> {
  const existing = findProductRow(deps, id);
  deps.db.delete(products).where(eq(products.id, id)).run();
  await deleteStoredImage(deps, existing.image);
}
