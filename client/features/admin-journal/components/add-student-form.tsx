import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { TextField } from '#client/components/admin/text-field';
import { adminMessages } from '#shared/messages/admin.ru';

const copy = adminMessages.adminJournalEditor;

interface AddStudentFormProps {
  onAdd: (name: string) => Promise<boolean>;
  pending: boolean;
  disabled?: boolean;
}

/** Adds a student to the month at once (the server creates the record); the name is kept if that fails. */
export function AddStudentForm({ onAdd, pending, disabled }: AddStudentFormProps) {
  const [name, setName] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || pending) return;
    if (await onAdd(name.trim())) setName('');
  };

  return (
    <form className="journal-inline-form" onSubmit={submit}>
      <div className="journal-inline-form__field journal-inline-form__field--grow">
        <TextField
          label={copy.newStudentName}
          value={name}
          maxLength={100}
          placeholder={copy.newStudentPlaceholder}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          disabled={disabled}
        />
      </div>
      <div className="journal-inline-form__buttons">
        <AdminButton type="submit" pending={pending} disabled={disabled || name.trim() === ''}>
          {adminMessages.journal.addStudent}
        </AdminButton>
      </div>
    </form>
  );
}
