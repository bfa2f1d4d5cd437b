import { ListEditorPage } from '#client/components/admin/list-editor';
import { useListEditor, useListProcedures } from '#client/components/admin/use-list-editor';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { checkProductForm, emptyProductForm, productFormData, productFormFrom } from '../product-form';
import { ProductFields } from './product-fields';
import { ProductPrice, ProductRating } from './product-price';
import '../admin-products.css';

const copy = adminMessages.adminProducts;

function Badges({ isNew, discount }: { isNew: boolean; discount: number }) {
  if (!isNew && discount <= 0) return null;
  return (
    <div className="product-admin-card__badges">
      {isNew ? <span className="product-badge product-badge--new">{adminMessages.store.newBadge}</span> : null}
      {discount > 0 ? (
        <span className="product-badge product-badge--discount">{adminMessages.store.discountBadge(discount)}</span>
      ) : null}
    </div>
  );
}

/** The store's products, in the order the store shows them; name, price and a photo each. */
export function ProductsEditor() {
  const editor = useListEditor({
    ...useListProcedures(trpc.products, trpc.useUtils().products.list),
    empty: emptyProductForm,
    valuesOf: productFormFrom,
    check: checkProductForm,
    toCreate: (values, file) => productFormData(values, file),
    toUpdate: (id, values, file) => productFormData(values, file, id),
    texts: copy,
  });

  return (
    <ListEditorPage
      editor={editor}
      texts={copy}
      nameOf={(product) => product.text}
      form={(form) => <ProductFields {...form} />}
      view={(product) => (
        <>
          <div className="product-admin-card__media">
            <img src={product.image} alt="" width={480} height={480} loading="lazy" decoding="async" />
            <Badges isNew={product.isNew} discount={product.discount} />
          </div>
          <div className="list-card__body">
            <h3 className="product-admin-card__name">{product.text}</h3>
            <ProductRating rating={product.rating} />
            <ProductPrice price={product.price} discount={product.discount} />
          </div>
        </>
      )}
    />
  );
}
