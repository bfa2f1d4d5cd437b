import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { InlineStatus } from '#client/components/admin/inline-status';
import { TextField } from '#client/components/admin/text-field';
import { adminMessages } from '#shared/messages/admin.ru';
import type { Group } from '#shared/schemas/group';
import type { useJournalGroups } from '../hooks/use-journal-groups';
import { GroupDirection } from './group-direction';

const copy = adminMessages.adminJournalEditor;

type Groups = ReturnType<typeof useJournalGroups>;

interface GroupManagerProps {
  groups: Groups;
  /** A new group becomes the selected one. */
  onCreated: (group: Group) => void;
}

/** A group row goes from view to rename mode, then to saved. */
function GroupRow({ group, groups }: { group: Group; groups: Groups }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'saved'>('view');
  const [name, setName] = useState(group.name);
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const ok = await groups.rename(group._id, name.trim());
    setPending(false);
    if (ok) setMode('saved');
  };

  const remove = async () => {
    const confirmed = await askConfirmation({
      title: adminMessages.journal.deleteGroup,
      message: copy.confirmDeleteGroup(group.name),
      confirmLabel: copy.confirmDelete,
      tone: 'danger',
    });
    if (confirmed) await groups.remove(group._id);
  };

  if (mode === 'rename') {
    return (
      <li className="journal-group journal-group--editing">
        <form className="journal-group__form" onSubmit={save}>
          <TextField
            label={copy.groupNameLabel(group.name)}
            value={name}
            maxLength={100}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          <div className="journal-group__buttons">
            <AdminButton type="submit" pending={pending} disabled={name.trim() === ''}>
              {adminMessages.common.save}
            </AdminButton>
            <AdminButton
              type="button"
              variant="ghost"
              onClick={() => {
                setName(group.name);
                setMode('view');
              }}
            >
              {adminMessages.common.cancel}
            </AdminButton>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="journal-group">
      <span className="journal-group__name">{group.name}</span>
      {mode === 'saved' && <InlineStatus state="saved" savedText={adminMessages.adminArea.saved} />}
      <GroupDirection groupId={group._id} groupName={group.name} />
      <div className="journal-group__buttons">
        <AdminButton
          type="button"
          variant="secondary"
          size="sm"
          aria-label={copy.renameGroupLabel(group.name)}
          onClick={() => {
            setName(group.name);
            setMode('rename');
          }}
        >
          {adminMessages.journal.renameGroup}
        </AdminButton>
        <AdminButton type="button" variant="danger" size="sm" aria-label={copy.deleteGroupLabel(group.name)} onClick={remove}>
          {adminMessages.common.delete}
        </AdminButton>
      </div>
    </li>
  );
}

export function GroupManager({ groups, onCreated }: GroupManagerProps) {
  const [name, setName] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const group = await groups.add(name.trim());
    if (group) {
      setName('');
      onCreated(group);
    }
  };

  return (
    <div className="journal-groups">
      {groups.groups.length === 0 ? (
        <p className="journal-muted">{copy.noGroups}</p>
      ) : (
        <ul className="journal-groups__list">
          {groups.groups.map((group) => (
            <GroupRow key={group._id} group={group} groups={groups} />
          ))}
        </ul>
      )}
      <form className="journal-inline-form" onSubmit={add}>
        <div className="journal-inline-form__field journal-inline-form__field--grow">
          <TextField label={copy.newGroupName} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="journal-inline-form__buttons">
          <AdminButton type="submit" variant="secondary" pending={groups.creating} disabled={name.trim() === ''}>
            {adminMessages.journal.addGroup}
          </AdminButton>
        </div>
      </form>
    </div>
  );
}
