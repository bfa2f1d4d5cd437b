import { type FormEvent, type ReactNode, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { NumberField } from '#client/components/admin/number-field';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { ToggleField } from '#client/components/admin/toggle-field';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { failureMessage, isUnauthorized, serverFieldErrors } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { SiteSettings } from '#shared/schemas/settings';
import { parseDraft, type SettingsDraft, type SettingsErrors, toDraft } from '../settings-form-state';
import '../settings.css';

const copy = adminMessages.adminArea;
const labels = copy.settingsFields;

/** Site settings: contacts, links, map and journal privacy; saved values show in the shell at once. */
/** `children` follow the form on the same page (the data-handling settings, with their own save). */
export function SettingsForm({ settings, children }: { settings: SiteSettings; children?: ReactNode }) {
  const utils = trpc.useUtils();
  const update = trpc.settings.update.useMutation();
  const [saved, setSaved] = useState(() => toDraft(settings));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChangesGuard(dirty && !update.isPending);

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const text = (key: Exclude<keyof SettingsDraft, 'journalShowFullNames'>) => ({
    name: key,
    label: labels[key],
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      void notify.error(copy.fixErrors);
      return;
    }
    try {
      const result = await update.mutateAsync(parsed.value);
      const next = toDraft(result ?? parsed.value);
      setSaved(next);
      setDraft(next);
      setErrors({});
      // The header, footer and contacts read this query: they show the new values right away.
      await utils.settings.get.invalidate();
      void notify.success(copy.settingsSaved);
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(serverFieldErrors(error, Object.keys(draft) as (keyof SettingsErrors)[]));
      void notify.error(failureMessage(error, adminMessages.common.saveError));
    }
  };

  const saveButton = (
    <AdminButton type="submit" form="site-settings" pending={update.isPending} disabled={!dirty}>
      {adminMessages.common.save}
    </AdminButton>
  );

  return (
    <AdminPage title={copy.settingsTitle} description={copy.settingsLead} actions={saveButton}>
      <form id="site-settings" className="settings-form" onSubmit={submit} noValidate>
        <AdminSection title={copy.settingsSections.club}>
          <div className="admin-grid admin-grid--2">
            <TextField {...text('clubName')} required maxLength={100} />
            <TextField {...text('phone')} type="tel" required maxLength={30} autoComplete="off" />
            <TextField {...text('email')} type="email" maxLength={200} />
            <TextField {...text('city')} required maxLength={100} />
            <TextField {...text('address')} required maxLength={200} />
            <TextareaField {...text('addressNote')} rows={2} maxLength={300} />
          </div>
        </AdminSection>
        <AdminSection title={copy.settingsSections.hours}>
          <div className="admin-grid admin-grid--2">
            <TextField {...text('hoursWeekdays')} required maxLength={50} />
            <TextField {...text('hoursSunday')} required maxLength={50} />
          </div>
        </AdminSection>
        <AdminSection title={copy.settingsSections.links}>
          <div className="admin-grid admin-grid--2">
            <TextField {...text('vkUrl')} type="url" inputMode="url" hint={copy.settingsHints.urls} />
            <TextField {...text('telegramUrl')} type="url" inputMode="url" hint={copy.settingsHints.urls} />
            <TextField {...text('youtubeUrl')} type="url" inputMode="url" hint={copy.settingsHints.urls} />
            <TextField {...text('orderChatUrl')} type="url" inputMode="url" hint={copy.settingsHints.orderChatUrl} />
          </div>
        </AdminSection>
        <AdminSection title={copy.settingsSections.map}>
          <div className="admin-grid admin-grid--3">
            <NumberField {...text('mapLat')} step="any" />
            <NumberField {...text('mapLng')} step="any" />
            <NumberField {...text('mapZoom')} step={1} min={1} max={19} inputMode="numeric" />
          </div>
        </AdminSection>
        <AdminSection title={copy.settingsSections.journal}>
          <ToggleField
            name="journalShowFullNames"
            label={labels.journalShowFullNames}
            hint={copy.settingsHints.journalShowFullNames}
            checked={draft.journalShowFullNames}
            onCheckedChange={(checked) => set('journalShowFullNames', checked)}
          />
        </AdminSection>
        <div className="settings-form__footer">
          {dirty && <span className="settings-form__dirty">{copy.unsavedBadge}</span>}
          {saveButton}
        </div>
      </form>
      {children}
    </AdminPage>
  );
}
