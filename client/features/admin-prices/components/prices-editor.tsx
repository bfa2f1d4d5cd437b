import { ListEditorPage } from '#client/components/admin/list-editor';
import { useListEditor, useListProcedures } from '#client/components/admin/use-list-editor';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatRub, splitParagraphs } from '#shared/rules/prices';
import { checkPriceForm, emptyPriceForm, priceFormFrom } from '../price-form';
import { PriceFields } from './price-fields';
import '../admin-prices.css';

const copy = adminMessages.adminPrices;

/** The price list editor: positions in the order the public page shows them. */
export function PricesEditor() {
  const editor = useListEditor({
    ...useListProcedures(trpc.prices, trpc.useUtils().prices.list),
    empty: emptyPriceForm,
    valuesOf: priceFormFrom,
    check: checkPriceForm,
    toCreate: (data) => data,
    toUpdate: (id, data) => ({ _id: id, ...data }),
    texts: copy,
  });

  return (
    <ListEditorPage
      editor={editor}
      texts={copy}
      nameOf={(item) => item.category}
      form={(form) => <PriceFields {...form} />}
      view={(item) => (
        <div className="list-card__body">
          <div className="price-admin-card__head">
            <h3 className="price-admin-card__category">{item.category}</h3>
            {item.duration ? <span className="admin-chip price-admin-card__duration">{item.duration}</span> : null}
          </div>
          <p className="price-admin-card__price">{formatRub(item.price)}</p>
          {item.description ? (
            <div className="price-admin-card__description">
              {splitParagraphs(item.description).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, order is the identity
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>
      )}
    />
  );
}
