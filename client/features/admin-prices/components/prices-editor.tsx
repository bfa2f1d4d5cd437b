import { type FormEvent, useEffect, useId, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog';
import { EmptyState } from '#client/components/admin/empty-state';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { messages } from '#shared/messages/admin.ru';
import type { PriceItem } from '#shared/schemas/price';
import {
  emptyPriceForm,
  isPriceFormChanged,
  type PriceFormErrors,
  type PriceFormValues,
  parsePriceForm,
  priceFormFrom,
} from '../price-form';
import { serverFieldErrors } from '../request-errors';
import { PriceCard } from './price-card';
import { PriceFields } from './price-fields';
import '../admin-prices.css';

interface Editing {
  id: string;
  initial: PriceFormValues;
  values: PriceFormValues;
  errors: PriceFormErrors;
}

/** Spec 2.11 / 4.2 / 8: the price list editor. Only one card is in edit mode at a time. */
export function PricesEditor() {
  const copy = messages.adminEditors.prices;
  const addTitleId = useId();
  const listTitleId = useId();
  const utils = trpc.useUtils();
  const prices = trpc.prices.list.useQuery();
  const create = trpc.prices.create.useMutation();
  const update = trpc.prices.update.useMutation();
  const remove = trpc.prices.delete.useMutation();

  const [addValues, setAddValues] = useState<PriceFormValues>(emptyPriceForm);
  const [addErrors, setAddErrors] = useState<PriceFormErrors>({});
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<PriceItem | null>(null);

  const isDirty =
    isPriceFormChanged(emptyPriceForm, addValues) || (editing !== null && isPriceFormChanged(editing.initial, editing.values));
  useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    if (prices.error && !isUnauthorized(prices.error)) void notify.error(messages.adminPrices.loadFailed);
  }, [prices.error]);

  const changeAdd = (field: keyof PriceFormValues, value: string) => {
    setAddValues((values) => ({ ...values, [field]: value }));
    setAddErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = parsePriceForm(addValues);
    if (!parsed.ok) {
      setAddErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (item) => {
        utils.prices.list.setData(undefined, (list) => [...(list ?? []), item]);
        void utils.prices.list.invalidate();
        setAddValues(emptyPriceForm);
        setAddErrors({});
        void notify.success(messages.adminPrices.added);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setAddErrors(serverFieldErrors(error));
        void notify.error(messages.adminPrices.addFailed);
      },
    });
  };

  const startEdit = (item: PriceItem) => {
    const initial = priceFormFrom(item);
    setEditing({ id: item._id, initial, values: initial, errors: {} });
  };

  const changeEdit = (field: keyof PriceFormValues, value: string) => {
    setEditing((current) => {
      if (!current) return current;
      const { [field]: _fixed, ...errors } = current.errors;
      return { ...current, values: { ...current.values, [field]: value }, errors };
    });
  };

  const saveEdit = () => {
    if (!editing || update.isPending) return;
    const parsed = parsePriceForm(editing.values);
    if (!parsed.ok) {
      setEditing({ ...editing, errors: parsed.errors });
      return;
    }
    const { id } = editing;
    update.mutate(
      { _id: id, ...parsed.data },
      {
        onSuccess: (item) => {
          utils.prices.list.setData(undefined, (list) => list?.map((each) => (each._id === id ? item : each)));
          void utils.prices.list.invalidate();
          setEditing(null);
          void notify.success(messages.adminPrices.saved);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          setEditing((current) => (current && current.id === id ? { ...current, errors: serverFieldErrors(error) } : current));
          void notify.error(messages.adminPrices.updateFailed);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete._id;
    remove.mutate(
      { id },
      {
        onSuccess: () => {
          utils.prices.list.setData(undefined, (list) => list?.filter((each) => each._id !== id));
          void utils.prices.list.invalidate();
          setToDelete(null);
          void notify.success(messages.adminPrices.deleted);
        },
        onError: (error) => {
          setToDelete(null);
          if (!isUnauthorized(error)) void notify.error(messages.adminPrices.deleteFailed);
        },
      },
    );
  };

  const list = prices.data ?? [];

  return (
    <AdminPage title={copy.title} description={copy.lead}>
      <div className="prices-admin">
        <section className="admin-card prices-admin__add" aria-labelledby={addTitleId}>
          <h2 id={addTitleId} className="admin-card__title prices-admin__add-title">
            {copy.addTitle}
          </h2>
          <form noValidate onSubmit={submitAdd}>
            <PriceFields values={addValues} errors={addErrors} disabled={create.isPending} onChange={changeAdd} />
            <AdminButton type="submit" className="prices-admin__add-button" pending={create.isPending} pendingLabel={copy.adding}>
              <span aria-hidden="true">+</span> {messages.adminPrices.addPosition}
            </AdminButton>
          </form>
        </section>

        <section className="prices-admin__list" aria-labelledby={listTitleId} aria-busy={prices.isPending || undefined}>
          <h2 id={listTitleId} className="prices-admin__list-title">
            {copy.listTitle}
            {prices.isSuccess ? <span className="prices-admin__count">{list.length}</span> : null}
          </h2>
          {prices.isPending ? (
            <div className="prices-admin__grid" aria-hidden="true">
              <div className="price-admin-card price-admin-card--skeleton" />
              <div className="price-admin-card price-admin-card--skeleton" />
            </div>
          ) : prices.isError ? (
            <EmptyState
              title={messages.adminPrices.loadFailed}
              text={messages.adminArea.loadError}
              action={
                <AdminButton variant="secondary" onClick={() => void prices.refetch()} pending={prices.isFetching}>
                  {messages.adminArea.retry}
                </AdminButton>
              }
            />
          ) : list.length === 0 ? (
            <EmptyState title={copy.empty} />
          ) : (
            <div className="prices-admin__grid">
              {list.map((item) => {
                const isEditing = editing?.id === item._id;
                return (
                  <PriceCard
                    key={item._id}
                    item={item}
                    edit={
                      isEditing && editing ? { values: editing.values, errors: editing.errors, saving: update.isPending } : null
                    }
                    locked={editing !== null && !isEditing}
                    deleting={remove.isPending && toDelete?._id === item._id}
                    onEdit={() => startEdit(item)}
                    onChange={changeEdit}
                    onSave={saveEdit}
                    onCancel={() => setEditing(null)}
                    onDelete={() => setToDelete(item)}
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
        message={messages.adminPrices.confirmDelete}
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
