import { useEffect, useId, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog';
import { EmptyState } from '#client/components/admin/empty-state';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { failureMessage, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { messages } from '#shared/messages/admin.ru';
import type { Product } from '#shared/schemas/product';
import {
  checkProductForm,
  emptyProductForm,
  isProductFormChanged,
  type ProductFieldErrors,
  type ProductFormValues,
  productFormData,
  productFormFrom,
} from '../product-form';
import { ProductAddCard } from './product-add-card';
import { ProductCard } from './product-card';
import '../admin-products.css';

interface Draft {
  values: ProductFormValues;
  image: File | null;
  errors: ProductFieldErrors;
  formError: string | null;
}

interface Editing extends Draft {
  id: string;
  initial: ProductFormValues;
}

const emptyDraft: Draft = { values: emptyProductForm, image: null, errors: {}, formError: null };

function withField<T extends Draft, Field extends keyof ProductFormValues>(
  draft: T,
  field: Field,
  value: ProductFormValues[Field],
): T {
  const { [field]: _fixed, ...errors } = draft.errors;
  return { ...draft, values: { ...draft.values, [field]: value }, errors };
}

/** Spec 2.11 / 5 / 8: the store's products. One card is edited at a time, like the price list. */
export function ProductsEditor() {
  const copy = messages.adminEditors.products;
  const listTitleId = useId();
  const utils = trpc.useUtils();
  const products = trpc.products.list.useQuery();
  const create = trpc.products.create.useMutation();
  const update = trpc.products.update.useMutation();
  const remove = trpc.products.delete.useMutation();

  const [adding, setAdding] = useState<Draft>(emptyDraft);
  const [imageMissing, setImageMissing] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const isDirty =
    isProductFormChanged(emptyProductForm, adding.values) ||
    adding.image !== null ||
    (editing !== null && (editing.image !== null || isProductFormChanged(editing.initial, editing.values)));
  useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    if (products.error && !isUnauthorized(products.error)) void notify.error(messages.adminProducts.loadFailed);
  }, [products.error]);

  const submitAdd = () => {
    if (create.isPending) return;
    const check = checkProductForm(adding.values, { isNew: true, hasImage: adding.image !== null });
    if (!check.ok) {
      setAdding((draft) => ({ ...draft, errors: check.fieldErrors, formError: check.message }));
      setImageMissing(adding.image === null);
      void notify.error(check.message);
      return;
    }
    create.mutate(productFormData(adding.values, adding.image), {
      onSuccess: (product) => {
        utils.products.list.setData(undefined, (list) => [...(list ?? []), product]);
        void utils.products.list.invalidate();
        setAdding(emptyDraft);
        setImageMissing(false);
        void notify.success(messages.adminProducts.added);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const message = failureMessage(error, messages.adminProducts.addFailed);
        setAdding((draft) => ({ ...draft, formError: message }));
        void notify.error(message);
      },
    });
  };

  const startEdit = (product: Product) => {
    const initial = productFormFrom(product);
    setEditing({ id: product._id, initial, values: initial, image: null, errors: {}, formError: null });
  };

  const saveEdit = () => {
    if (!editing || update.isPending) return;
    const check = checkProductForm(editing.values, { isNew: false, hasImage: true });
    if (!check.ok) {
      setEditing({ ...editing, errors: check.fieldErrors, formError: check.message });
      void notify.error(check.message);
      return;
    }
    const { id } = editing;
    update.mutate(productFormData(editing.values, editing.image, id), {
      onSuccess: (product) => {
        utils.products.list.setData(undefined, (list) => list?.map((each) => (each._id === id ? product : each)));
        void utils.products.list.invalidate();
        setEditing(null);
        void notify.success(messages.adminProducts.updated);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const message = failureMessage(error, messages.adminProducts.saveFailed);
        setEditing((current) => (current && current.id === id ? { ...current, formError: message } : current));
        void notify.error(message);
      },
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete._id;
    remove.mutate(
      { id },
      {
        onSuccess: () => {
          utils.products.list.setData(undefined, (list) => list?.filter((each) => each._id !== id));
          void utils.products.list.invalidate();
          setToDelete(null);
          void notify.success(messages.adminProducts.deleted);
        },
        onError: (error) => {
          setToDelete(null);
          if (!isUnauthorized(error)) void notify.error(messages.adminProducts.deleteFailed);
        },
      },
    );
  };

  const list = products.data ?? [];

  return (
    <AdminPage title={copy.title} description={copy.lead}>
      <div className="products-admin">
        <ProductAddCard
          values={adding.values}
          image={adding.image}
          errors={adding.errors}
          formError={adding.formError}
          imageMissing={imageMissing}
          pending={create.isPending}
          onChange={(field, value) => setAdding((draft) => ({ ...withField(draft, field, value), formError: null }))}
          onImageChange={(image) => {
            setAdding((draft) => ({ ...draft, image, formError: null }));
            if (image) setImageMissing(false);
          }}
          onSubmit={submitAdd}
        />
        <section className="products-admin__list" aria-labelledby={listTitleId} aria-busy={products.isPending || undefined}>
          <h2 id={listTitleId} className="products-admin__list-title">
            {copy.listTitle}
            {products.isSuccess ? <span className="products-admin__count">{list.length}</span> : null}
          </h2>
          {products.isPending ? (
            <p className="products-admin__loading" role="status">
              <span className="admin-spinner" aria-hidden="true" />
              {messages.store.loading}
            </p>
          ) : products.isError ? (
            <EmptyState
              title={messages.adminProducts.loadFailed}
              text={messages.adminArea.loadError}
              action={
                <AdminButton variant="secondary" onClick={() => void products.refetch()} pending={products.isFetching}>
                  {messages.adminArea.retry}
                </AdminButton>
              }
            />
          ) : list.length === 0 ? (
            <EmptyState title={copy.empty} />
          ) : (
            <div className="products-admin__grid">
              {list.map((product) => {
                const isEditing = editing?.id === product._id;
                return (
                  <ProductCard
                    key={product._id}
                    product={product}
                    edit={isEditing && editing ? { ...editing, saving: update.isPending } : null}
                    locked={editing !== null && !isEditing}
                    deleting={remove.isPending && toDelete?._id === product._id}
                    onEdit={() => startEdit(product)}
                    onChange={(field, value) =>
                      setEditing((current) => current && { ...withField(current, field, value), formError: null })
                    }
                    onImageChange={(image) => setEditing((current) => current && { ...current, image, formError: null })}
                    onSave={saveEdit}
                    onCancel={() => setEditing(null)}
                    onDelete={() => setToDelete(product)}
                  />
                );
              })}
            </div>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={copy.deleteTitle}
        message={toDelete ? copy.confirmDelete(toDelete.text) : ''}
        confirmLabel={messages.common.delete}
        cancelLabel={messages.common.cancel}
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
