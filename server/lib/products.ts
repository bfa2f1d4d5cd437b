import { asc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { imageSrcOrLegacy } from '#shared/rules/media';
import type { ResolvedImage } from '#shared/schemas/media';
import type { Product, ProductFields } from '#shared/schemas/product';
import { products } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { createWithPicture, pictureOfSave, saveWithPicture } from './media/form-picture';
import { resolveImages } from './media/resolve';
import { dropUsages, type MediaReference } from './media/usages';
import { nextPosition } from './positions';

type ProductRow = typeof products.$inferSelect;

/** The usage of a product's picture; a refusal (no alt text) is shown on the form's picker. */
export const productPictureRef = (id: string): MediaReference => ({ ownerKind: 'product', ownerId: id, field: 'image' });

/** A product as the API answers it: a library picture resolved (its `src` also as `image`, the spec's field). */
export function toProduct(row: ProductRow, picture?: ResolvedImage): Product {
  const product: Product = {
    _id: row.id,
    text: row.text,
    price: row.price,
    image: imageSrcOrLegacy(picture, row.image),
    isNew: row.isNew,
    discount: row.discount,
    rating: row.rating,
  };
  return row.imageMediaId !== null && picture ? { ...product, mediaId: row.imageMediaId, picture } : product;
}

/** The products with their library pictures resolved in one query. */
function withPictures(deps: Pick<AppDeps, 'db'>, rows: ProductRow[]): Product[] {
  const pictures = resolveImages(
    deps.db,
    rows.flatMap((row) => (row.imageMediaId === null ? [] : [row.imageMediaId])),
  );
  return rows.map((row) => toProduct(row, row.imageMediaId === null ? undefined : pictures.get(row.imageMediaId)));
}

/** Store order: the admin's position, then creation. */
export function listProducts(deps: AppDeps): Product[] {
  return withPictures(
    deps,
    deps.db.select().from(products).orderBy(asc(products.position), asc(products.createdAt), asc(sql`rowid`)).all(),
  );
}

function findProductRow(deps: AppDeps, id: string): ProductRow {
  const row = deps.db.select().from(products).where(eq(products.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.adminProducts.notFound);
  return row;
}

export function getProduct(deps: AppDeps, id: string): Product {
  const [product] = withPictures(deps, [findProductRow(deps, id)]);
  if (!product) throw new DomainError('not-found', serverMessages.adminProducts.notFound);
  return product;
}

/** Only the optional fields the form actually sent are written; absent ones keep their value. */
function optionalFields(fields: ProductFields) {
  return {
    ...(fields.isNew === undefined ? {} : { isNew: fields.isNew }),
    ...(fields.discount === undefined ? {} : { discount: fields.discount }),
    ...(fields.rating === undefined ? {} : { rating: fields.rating }),
  };
}

/** A new product goes last; it must come with a picture (the store shows none without). */
export async function createProduct(deps: AppDeps, fields: ProductFields, image: File | null): Promise<Product> {
  const id = await createWithPicture(deps, {
    picture: { file: image, mediaId: fields.mediaId, alt: fields.text },
    required: serverMessages.adminProducts.fillAllFieldsAndImage,
    ref: productPictureRef,
    insert: (newId, imageMediaId) => {
      deps.db
        .insert(products)
        .values({
          id: newId,
          text: fields.text,
          price: fields.price,
          image: '',
          imageMediaId,
          position: nextPosition(deps.db, products),
          createdAt: deps.now(),
          updatedAt: deps.now(),
          ...optionalFields(fields),
        })
        .run();
    },
  });
  return getProduct(deps, id);
}

/** A new picture replaces the old one; without one the product keeps its picture. */
export async function updateProduct(deps: AppDeps, id: string, fields: ProductFields, image: File | null): Promise<Product> {
  findProductRow(deps, id);
  const picture = await pictureOfSave(deps, { file: image, mediaId: fields.mediaId, alt: fields.text });
  saveWithPicture(deps, picture, {
    ref: productPictureRef(id),
    write: () => {
      const row = deps.db
        .update(products)
        .set({
          text: fields.text,
          price: fields.price,
          ...(picture ? { image: '', imageMediaId: picture.id } : {}),
          updatedAt: deps.now(),
          ...optionalFields(fields),
        })
        .where(eq(products.id, id))
        .returning()
        .get();
      // Deleted while the picture was being stored.
      if (!row) throw new DomainError('not-found', serverMessages.adminProducts.notFound);
    },
  });
  return getProduct(deps, id);
}

/** The library item stays in the library (other places may use it; the admin deletes it on 'Медиа'). */
export async function deleteProduct(deps: AppDeps, id: string): Promise<void> {
  findProductRow(deps, id);
  deps.db.transaction(() => {
    dropUsages(deps.db, 'product', id);
    deps.db.delete(products).where(eq(products.id, id)).run();
  });
}
