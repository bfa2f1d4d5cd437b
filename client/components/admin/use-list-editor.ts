import { useEffect, useState } from 'react';
import { type FieldErrors, failureMessage, isUnauthorized, serverFieldErrors } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** What every list item has: the id the procedures take. */
export interface ListItem {
  _id: string;
}

/** A form's values: text as typed, or a flag. */
export type FormValues = Record<string, string | boolean>;

/** Field messages of a form; `file` is the picked photo or image (a new item may require one). */
export type ListFormErrors<Values extends FormValues> = FieldErrors<(keyof Values & string) | 'file'>;

export type ListFormCheck<Data, Values extends FormValues> =
  | { ok: true; data: Data }
  | { ok: false; errors: ListFormErrors<Values>; message?: string };

/** The parts of a tRPC list query the editor reads. */
export interface ListQuery<Item> {
  data: Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The parts of `trpc.useUtils().<domain>.list` the editor writes to. */
export interface ListCache<Item> {
  setData: (input: undefined, updater: (list: Item[] | undefined) => Item[] | undefined) => unknown;
  invalidate: () => Promise<unknown>;
}

interface Mutation<Input, Output> {
  mutate: (input: Input, options: { onSuccess: (output: Output) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * One list's procedures as the tRPC client has them (`trpc.<domain>`): every list editor calls the
 * same four. The list's items are learnt from the cache and the mutations, not from the query's
 * overloaded hook.
 */
export interface ListProcedures<Item extends ListItem, CreateInput, UpdateInput> {
  list: { useQuery: (input: undefined) => NoInfer<ListQuery<Item>> };
  create: { useMutation: () => Mutation<CreateInput, Item> };
  update: { useMutation: () => Mutation<UpdateInput, Item> };
  delete: { useMutation: () => Mutation<{ id: string }, unknown> };
}

/**
 * The calls and cache of `useListEditor` from one domain's procedures:
 * `useListEditor({ ...useListProcedures(trpc.coaches, trpc.useUtils().coaches.list), … })`.
 */
export function useListProcedures<Item extends ListItem, CreateInput, UpdateInput>(
  procedures: ListProcedures<Item, CreateInput, UpdateInput>,
  cache: ListCache<Item>,
) {
  return {
    query: procedures.list.useQuery(undefined),
    cache,
    create: procedures.create.useMutation(),
    update: procedures.update.useMutation(),
    remove: procedures.delete.useMutation(),
  };
}

/**
 * A delete procedure whose id is a number (a slot, a pass type): the list editor deletes by the
 * item's `_id`, which is text, and a JSON input takes numbers as numbers (docs/decisions/input-hardening.md).
 */
export function deleteByNumber<Output>(procedure: {
  useMutation: () => Mutation<{ id: number }, Output>;
}): ListProcedures<ListItem, unknown, unknown>['delete'] {
  return {
    useMutation: () => {
      const remove = procedure.useMutation();
      return {
        isPending: remove.isPending,
        mutate: (input, options) => remove.mutate({ id: Number(input.id) }, options),
      };
    },
  };
}

/** The toasts of one editor, from its messages namespace. */
export interface ListEditorTexts {
  loadFailed: string;
  added: string;
  addFailed: string;
  saved: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

export interface ListEditorOptions<Item extends ListItem, Values extends FormValues, Data, CreateInput, UpdateInput> {
  query: ListQuery<Item>;
  cache: ListCache<Item>;
  create: Mutation<CreateInput, Item>;
  update: Mutation<UpdateInput, Item>;
  remove: Mutation<{ id: string }, unknown>;
  /** The add form's starting values. */
  empty: Values;
  /** The edit form's values for an item. */
  valuesOf: (item: Item) => Values;
  /** The form's check before sending (the server's schema); `file` is the picked file, if any. */
  check: (values: Values, context: { isNew: boolean; file: File | null }) => ListFormCheck<Data, Values>;
  /** A new item must come with a file (a photo): the message shown on the picker when it has none. */
  fileRequired?: string;
  toCreate: (data: Data, file: File | null) => CreateInput;
  toUpdate: (id: string, data: Data, file: File | null) => UpdateInput;
  texts: ListEditorTexts;
  /** The toast after a delete when the server's answer tells more than 'deleted' (e.g. switched off instead). */
  deletedText?: (answer: unknown) => string;
}

export interface Draft<Values extends FormValues> {
  values: Values;
  file: File | null;
  errors: ListFormErrors<Values>;
  /** A message for the whole form (the server's, or the check's), shown under the fields. */
  formError: string | null;
}

interface Editing<Values extends FormValues> extends Draft<Values> {
  id: string;
  initial: Values;
}

export function isFormChanged<Values extends FormValues>(initial: Values, current: Values): boolean {
  return Object.keys(initial).some((field) => {
    const before = initial[field];
    const after = current[field];
    return typeof before === 'string' && typeof after === 'string' ? before.trim() !== after.trim() : before !== after;
  });
}

function withValue<Values extends FormValues, D extends Draft<Values>>(
  draft: D,
  field: keyof Values & string,
  value: Values[keyof Values],
): D {
  const { [field]: _fixed, ...errors } = draft.errors;
  return { ...draft, values: { ...draft.values, [field]: value }, errors: errors as ListFormErrors<Values>, formError: null };
}

/**
 * One admin list editor's state and calls: the add form, the one card in edit mode (the others are
 * locked meanwhile), the item awaiting delete confirmation. It owns the calls, the list's cache,
 * the toasts, the server's field errors and the unsaved-changes guard; a 401 is left to the app's
 * handler (session cleared, sent to login), so nothing is toasted for it here.
 */
export function useListEditor<Item extends ListItem, Values extends FormValues, Data, CreateInput, UpdateInput>(
  options: ListEditorOptions<Item, Values, Data, CreateInput, UpdateInput>,
) {
  const { query, cache, create, update, remove, empty, texts } = options;
  const fields = Object.keys(empty) as (keyof Values & string)[];
  const emptyDraft: Draft<Values> = { values: empty, file: null, errors: {}, formError: null };
  const [adding, setAdding] = useState<Draft<Values>>(emptyDraft);
  const [editing, setEditing] = useState<Editing<Values> | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);

  const isDirty =
    isFormChanged(empty, adding.values) ||
    adding.file !== null ||
    (editing !== null && (editing.file !== null || isFormChanged(editing.initial, editing.values)));
  useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    if (query.error && !isUnauthorized(query.error)) void notify.error(texts.loadFailed);
  }, [query.error, texts.loadFailed]);

  /** The server refused: its field messages go onto the fields, its readable message (or ours) is toasted. */
  const refused = (error: unknown, fallback: string): Pick<Draft<Values>, 'errors' | 'formError'> => {
    const errors = serverFieldErrors(error, [...fields, 'file'] as const) as ListFormErrors<Values>;
    const hasFieldErrors = Object.keys(errors).length > 0;
    const message = hasFieldErrors ? fallback : failureMessage(error, fallback);
    void notify.error(message);
    return { errors, formError: hasFieldErrors ? null : message };
  };

  const checked = (draft: Draft<Values>, isNew: boolean): ListFormCheck<Data, Values> => {
    const check = options.check(draft.values, { isNew, file: draft.file });
    if (!check.ok && check.message) void notify.error(check.message);
    if (!isNew || draft.file || !options.fileRequired) return check;
    const errors: ListFormErrors<Values> = check.ok ? {} : { ...check.errors };
    errors.file = options.fileRequired;
    return { ok: false, errors };
  };

  const submitAdd = () => {
    if (create.isPending) return;
    const check = checked(adding, true);
    if (!check.ok) {
      setAdding((draft) => ({ ...draft, errors: check.errors, formError: check.message ?? null }));
      return;
    }
    create.mutate(options.toCreate(check.data, adding.file), {
      onSuccess: (item) => {
        cache.setData(undefined, (list) => [...(list ?? []), item]);
        void cache.invalidate();
        setAdding(emptyDraft);
        void notify.success(texts.added);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const failure = refused(error, texts.addFailed);
        setAdding((draft) => ({ ...draft, ...failure }));
      },
    });
  };

  const save = () => {
    if (!editing || update.isPending) return;
    const check = checked(editing, false);
    if (!check.ok) {
      setEditing({ ...editing, errors: check.errors, formError: check.message ?? null });
      return;
    }
    const { id } = editing;
    update.mutate(options.toUpdate(id, check.data, editing.file), {
      onSuccess: (item) => {
        cache.setData(undefined, (list) => list?.map((each) => (each._id === id ? item : each)));
        void cache.invalidate();
        setEditing(null);
        void notify.success(texts.saved);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const failure = refused(error, texts.saveFailed);
        setEditing((current) => (current && current.id === id ? { ...current, ...failure } : current));
      },
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete._id;
    remove.mutate(
      { id },
      {
        onSuccess: (answer) => {
          cache.setData(undefined, (list) => list?.filter((each) => each._id !== id));
          void cache.invalidate();
          setToDelete(null);
          void notify.success(options.deletedText?.(answer) ?? texts.deleted);
        },
        onError: (error) => {
          setToDelete(null);
          if (!isUnauthorized(error)) void notify.error(failureMessage(error, texts.deleteFailed));
        },
      },
    );
  };

  return {
    query,
    items: query.data ?? [],
    adding: { ...adding, pending: create.isPending },
    changeAdd: (field: keyof Values & string, value: Values[keyof Values]) =>
      setAdding((draft) => withValue(draft, field, value)),
    pickAddFile: (file: File | null) =>
      setAdding(({ errors: { file: _fixed, ...errors }, ...draft }) => ({
        ...draft,
        file,
        errors: errors as ListFormErrors<Values>,
        formError: null,
      })),
    submitAdd,
    editing: editing ? { ...editing, saving: update.isPending } : null,
    startEdit: (item: Item) => {
      const initial = options.valuesOf(item);
      setEditing({ id: item._id, initial, values: initial, file: null, errors: {}, formError: null });
    },
    change: (field: keyof Values & string, value: Values[keyof Values]) =>
      setEditing((current) => current && withValue(current, field, value)),
    pickFile: (file: File | null) => setEditing((current) => current && { ...current, file, formError: null }),
    save,
    cancel: () => setEditing(null),
    toDelete,
    askDelete: (item: Item) => setToDelete(item),
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: (item: Item) => remove.isPending && toDelete?._id === item._id,
    deletePending: remove.isPending,
  };
}

export type ListEditor<Item extends ListItem, Values extends FormValues> = ReturnType<
  typeof useListEditor<Item, Values, unknown, unknown, unknown>
>;

/**
 * The multipart body of an editor with a file (tRPC takes FormData as is; the server reads it with
 * formDataInput): the fields as text, lists one item per line, the id when editing, the file when picked.
 */
export function multipartBody(
  fields: Record<string, string | number | boolean | readonly string[] | undefined>,
  file: { key: string; file: File | null },
  id?: string,
): FormData {
  const form = new FormData();
  if (id) form.set('id', id);
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(key, Array.isArray(value) ? value.join('\n') : String(value));
  }
  if (file.file) form.set(file.key, file.file);
  return form;
}
