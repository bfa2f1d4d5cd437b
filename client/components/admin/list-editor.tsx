import { type ReactNode, useEffect, useId, useRef } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { AdminButton } from './admin-button';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import type { FormValues, ListEditor, ListFormErrors, ListItem } from './use-list-editor';
import './list-editor.css';

const words = adminMessages.listEditor;

/**
 * The screen texts a list editor shows; one admin adminMessages namespace per screen carries them
 * all but the words every list says alike (`adminMessages.listEditor`: adding, deleting, edit of…).
 */
export interface ListEditorScreenTexts {
  addTitle: string;
  addButton: string;
  listTitle: string;
  empty: string;
  deleteTitle: string;
  confirmDelete: (name: string) => string;
  loadFailed: string;
}

/** What a form's fields get: the add form and a card in edit mode render the same ones. */
export interface ListFormProps<Item, Values extends FormValues> {
  values: Values;
  errors: ListFormErrors<Values>;
  file: File | null;
  disabled: boolean;
  /** The item being edited; absent in the add form. */
  item?: Item;
  onChange: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  onFile: (file: File | null) => void;
}

interface Props<Item extends ListItem, Values extends FormValues> {
  editor: ListEditor<Item, Values>;
  texts: ListEditorScreenTexts;
  /** The item's name in button labels and the delete question. */
  nameOf: (item: Item) => string;
  /** The card's content in view mode. */
  view: (item: Item) => ReactNode;
  /** The form's fields (and anything shown with them, e.g. a preview). */
  form: (props: ListFormProps<Item, Values>) => ReactNode;
}

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="list-card__error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * An admin list editor's screen: the add card beside (desktop) or above (phone) the list of cards,
 * each with edit/save/cancel and delete after confirmation. State and calls come from useListEditor.
 */
export function ListEditorView<Item extends ListItem, Values extends FormValues>({
  editor,
  texts,
  nameOf,
  view,
  form,
}: Props<Item, Values>) {
  const addTitleId = useId();
  const listTitleId = useId();
  const { query, items, adding, editing } = editor;

  return (
    <div className="list-editor">
      <section className="list-card list-card--add" aria-labelledby={addTitleId}>
        <h2 id={addTitleId} className="list-card__add-title">
          {texts.addTitle}
        </h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            editor.submitAdd();
          }}
        >
          {form({
            values: adding.values,
            errors: adding.errors,
            file: adding.file,
            disabled: adding.pending,
            onChange: editor.changeAdd,
            onFile: editor.pickAddFile,
          })}
          <FormError message={adding.formError} />
          <AdminButton type="submit" className="list-card__add-button" pending={adding.pending} pendingLabel={words.adding}>
            <span aria-hidden="true">+</span> {texts.addButton}
          </AdminButton>
        </form>
      </section>

      <section className="list-editor__list" aria-labelledby={listTitleId} aria-busy={query.isPending || undefined}>
        <h2 id={listTitleId} className="list-editor__list-title">
          {texts.listTitle}
          {query.isSuccess ? <span className="list-editor__count">{items.length}</span> : null}
        </h2>
        {query.isPending ? (
          <div className="list-editor__grid" aria-hidden="true">
            <div className="list-card list-card--skeleton" />
            <div className="list-card list-card--skeleton" />
          </div>
        ) : query.isError ? (
          <EmptyState
            title={texts.loadFailed}
            text={adminMessages.adminArea.loadError}
            action={
              <AdminButton variant="secondary" onClick={() => void query.refetch()} pending={query.isFetching}>
                {adminMessages.adminArea.retry}
              </AdminButton>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState title={texts.empty} />
        ) : (
          <div className="list-editor__grid">
            {items.map((item) => (
              <ListCard
                key={item._id}
                item={item}
                editing={editing?.id === item._id}
                locked={editing !== null && editing.id !== item._id}
                deleting={editor.deleting(item)}
                name={nameOf(item)}
                onEdit={() => editor.startEdit(item)}
                onDelete={() => editor.askDelete(item)}
              >
                {editing?.id === item._id ? (
                  <form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      editor.save();
                    }}
                  >
                    {form({
                      values: editing.values,
                      errors: editing.errors,
                      file: editing.file,
                      disabled: editing.saving,
                      item,
                      onChange: editor.change,
                      onFile: editor.pickFile,
                    })}
                    <FormError message={editing.formError} />
                    <div className="list-card__actions">
                      <AdminButton variant="secondary" onClick={editor.cancel} disabled={editing.saving}>
                        {adminMessages.common.cancel}
                      </AdminButton>
                      <AdminButton type="submit" pending={editing.saving}>
                        {adminMessages.common.save}
                      </AdminButton>
                    </div>
                  </form>
                ) : (
                  view(item)
                )}
              </ListCard>
            ))}
          </div>
        )}
      </section>
      <ConfirmDialog
        open={editor.toDelete !== null}
        title={texts.deleteTitle}
        message={editor.toDelete ? texts.confirmDelete(nameOf(editor.toDelete)) : ''}
        confirmLabel={adminMessages.common.delete}
        cancelLabel={adminMessages.common.cancel}
        tone="danger"
        pending={editor.deletePending}
        onConfirm={editor.confirmDelete}
        onCancel={editor.cancelDelete}
      />
    </div>
  );
}

/** A list editor as a whole admin screen: its title and lead (from the same texts) over the editor. */
export function ListEditorPage<Item extends ListItem, Values extends FormValues>(
  props: Props<Item, Values> & { texts: ListEditorScreenTexts & { title: string; lead: string } },
) {
  return (
    <AdminPage title={props.texts.title} description={props.texts.lead}>
      <ListEditorView {...props} />
    </AdminPage>
  );
}

interface CardProps {
  item: ListItem;
  editing: boolean;
  /** Another card is being edited: this one's edit and delete wait until it is saved or cancelled. */
  locked: boolean;
  deleting: boolean;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** One item's card: its content (or its form), and in view mode the edit and delete buttons. */
function ListCard({ item, editing, locked, deleting, name, onEdit, onDelete, children }: CardProps) {
  const cardRef = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);

  // Focus follows the mode: into the form when it opens, back to its Edit button when it closes.
  useEffect(() => {
    if (editing) cardRef.current?.querySelector<HTMLInputElement>('input:not([type="file"]), textarea')?.focus();
    else if (wasEditing.current) cardRef.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const lockedHint = locked ? words.busyElsewhere : undefined;
  return (
    <article ref={cardRef} className={`list-card${editing ? ' list-card--editing' : ''}`} data-id={item._id}>
      {children}
      {editing ? null : (
        <div className="list-card__actions">
          <AdminButton
            data-action="edit"
            variant="secondary"
            size="sm"
            onClick={onEdit}
            disabled={locked || deleting}
            title={lockedHint}
            aria-label={words.editOf(name)}
          >
            {adminMessages.common.edit}
          </AdminButton>
          <AdminButton
            variant="danger"
            size="sm"
            onClick={onDelete}
            disabled={locked}
            pending={deleting}
            pendingLabel={words.deleting}
            title={lockedHint}
            aria-label={words.deleteOf(name)}
          >
            {adminMessages.common.delete}
          </AdminButton>
        </div>
      )}
    </article>
  );
}
