import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { ToggleField } from '#client/components/admin/toggle-field';
import { failureMessage } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { lawCopy } from '#shared/content/law.ru';
import { adminMessages } from '#shared/messages/admin.ru';
import { messagePerField } from '#shared/schemas/field-messages';
import { type LawSettings, lawSettingsSchema } from '#shared/schemas/law';

const copy = lawCopy.privacyAdmin;
const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const when = (seconds: number) => dateFormat.format(new Date(seconds * 1000));
const errorText = (error: unknown) => failureMessage(error, adminMessages.common.saveError);

type Draft = Record<Exclude<keyof LawSettings, 'telegramIncludeContacts'>, string> & { telegramIncludeContacts: boolean };

const toDraft = (s: LawSettings): Draft => ({
  ...s,
  retentionMonths: String(s.retentionMonths),
  reminderEveningHour: String(s.reminderEveningHour),
});

/** Personal data, reminders and analytics: the operator, retention, Telegram, Metrica; the consent text; the audit. */
export function LawSettingsPanel() {
  const [settings] = trpc.privacy.settings.useSuspenseQuery();
  return (
    <>
      <LawSettingsForm settings={settings} />
      <ConsentEditor />
      <AuditLog />
    </>
  );
}

function LawSettingsForm({ settings }: { settings: LawSettings }) {
  const utils = trpc.useUtils();
  const update = trpc.privacy.updateSettings.useMutation();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof LawSettings, string>>>({});
  const text = (key: Exclude<keyof Draft, 'telegramIncludeContacts'>) => ({
    name: key,
    label: copy[key],
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = lawSettingsSchema.safeParse({
      ...draft,
      retentionMonths: Number(draft.retentionMonths),
      reminderEveningHour: Number(draft.reminderEveningHour),
    });
    if (!parsed.success) {
      setErrors(messagePerField(parsed.error.issues));
      void notify.error(adminMessages.adminArea.fixErrors);
      return;
    }
    try {
      setDraft(toDraft(await update.mutateAsync(parsed.data)));
      setErrors({});
      await Promise.all([utils.privacy.invalidate()]);
      void notify.success(copy.saved);
    } catch (error) {
      void notify.error(errorText(error));
    }
  };

  return (
    <AdminSection title={copy.heading}>
      <form className="law-settings" onSubmit={submit} noValidate aria-label={copy.heading}>
        <div className="admin-grid admin-grid--2">
          <TextField {...text('operatorName')} maxLength={200} />
          <TextField {...text('operatorInn')} inputMode="numeric" maxLength={12} />
          <TextField {...text('retentionMonths')} inputMode="numeric" maxLength={2} />
          <TextField {...text('reminderEveningHour')} inputMode="numeric" maxLength={2} />
          <TextareaField {...text('visitChecklist')} rows={2} maxLength={300} />
          <TextField {...text('metricaCounterId')} inputMode="numeric" maxLength={12} />
        </div>
        <ToggleField
          name="telegramIncludeContacts"
          label={copy.telegramIncludeContacts}
          hint={copy.telegramIncludeContactsHint}
          checked={draft.telegramIncludeContacts}
          onCheckedChange={(checked) => setDraft((d) => ({ ...d, telegramIncludeContacts: checked }))}
        />
        <div className="law-settings__footer">
          <AdminButton type="submit" pending={update.isPending}>
            {copy.save}
          </AdminButton>
        </div>
      </form>
    </AdminSection>
  );
}

/** The consent text: saving a changed text creates a new edition; applications keep theirs. */
function ConsentEditor() {
  const utils = trpc.useUtils();
  const [editions] = trpc.privacy.editions.useSuspenseQuery();
  const create = trpc.privacy.createEdition.useMutation();
  const current = editions[0];
  const [body, setBody] = useState(current?.body ?? '');

  const save = async () => {
    try {
      const { edition, created } = await create.mutateAsync({ body });
      await utils.privacy.invalidate();
      void (created ? notify.success(copy.editionCreated(edition.id)) : notify.success(copy.editionUnchanged));
    } catch (error) {
      void notify.error(errorText(error));
    }
  };

  return (
    <AdminSection title={copy.editionsHeading}>
      <TextareaField
        name="consentBody"
        label={current ? lawCopy.consentPage.edition(current.id, when(current.effectiveAt)) : copy.editionsHeading}
        hint={copy.editionsHint}
        rows={16}
        maxLength={20000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <ul className="law-editions">
        {editions.map((edition) => (
          <li key={edition.id}>{lawCopy.consentPage.edition(edition.id, when(edition.effectiveAt))}</li>
        ))}
      </ul>
      <AdminButton pending={create.isPending} onClick={() => void save()} disabled={body.trim() === current?.body}>
        {copy.saveEdition}
      </AdminButton>
    </AdminSection>
  );
}

function AuditLog() {
  const [entries] = trpc.privacy.audit.useSuspenseQuery();
  const actions = copy.auditActions;
  return (
    <AdminSection title={copy.auditHeading}>
      {entries.length === 0 ? (
        <p>{copy.auditEmpty}</p>
      ) : (
        <ul className="law-audit">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.at * 1000).toISOString()}>{when(entry.at)}</time>{' '}
              {entry.action === 'deleted_by_retention'
                ? actions.deleted_by_retention(entry.count)
                : entry.action === 'member_marketing_withdrawn' || entry.action === 'member_deletion_requested'
                  ? actions[entry.action](entry.memberId)
                  : actions[entry.action](entry.applicationId)}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
