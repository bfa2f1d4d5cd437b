import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { CheckboxField } from '#client/components/admin/checkbox-field';
import { TextField } from '#client/components/admin/text-field';
import { type FieldErrors, isUnauthorized, parseForm, serverFieldErrors } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { resolveAdvertiser } from '#shared/rules/ad-marking';
import { type AdMarking, adMarkingSchema } from '#shared/schemas/ad';

const FIELDS = ['advertiserName', 'advertiserInn', 'erid'] as const;
type Field = (typeof FIELDS)[number];

const markingOf = (ad: AdMarking): AdMarking => ({
  isAdvertising: ad.isAdvertising,
  advertiserName: ad.advertiserName,
  advertiserInn: ad.advertiserInn,
  erid: ad.erid,
});

const sameMarking = (a: AdMarking, b: AdMarking) =>
  a.isAdvertising === b.isAdvertising &&
  a.advertiserName.trim() === b.advertiserName &&
  a.advertiserInn.trim() === b.advertiserInn &&
  a.erid.trim() === b.erid;

/**
 * The marking's draft over the stored one: the editor's section edits it, and the preview draws the
 * label from it before it is saved (the label as the visitor will see it, operator default included).
 */
export function useAdMarkingForm() {
  const utils = trpc.useUtils();
  const query = trpc.ad.marking.useQuery();
  const saved = query.data;
  const save = trpc.ad.updateMarking.useMutation();
  const [draft, setDraft] = useState<AdMarking | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const values = draft ?? (saved ? markingOf(saved) : null);
  const changed = draft !== null && saved !== undefined && !sameMarking(draft, markingOf(saved));

  const set = (change: Partial<AdMarking>) => {
    if (!values) return;
    setDraft({ ...values, ...change });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as Field];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !values) return;
    const parsed = parseForm(adMarkingSchema, values, FIELDS);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        utils.ad.marking.setData(undefined, next);
        setDraft(null);
        setErrors({});
        void notify.success(adminMessages.ad.markingSaved);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setErrors(serverFieldErrors(error, FIELDS));
        void notify.error(adminMessages.ad.markingSaveFailed);
      },
    });
  };

  // Until the marking loads the preview shows no label rather than a guessed one.
  const preview =
    values?.isAdvertising && saved
      ? {
          advertiser: resolveAdvertiser({ name: values.advertiserName, inn: values.advertiserInn }, saved.operator),
          erid: values.erid.trim(),
        }
      : null;

  return { query, values, errors, changed, pending: save.isPending, set, submit, preview, operator: saved?.operator };
}

export type AdMarkingForm = ReturnType<typeof useAdMarkingForm>;

/**
 * 'Это реклама' (on by default), the advertiser (empty: the site's operator from the settings) and the
 * erid token. A missing token is warned about, not refused: the advertising data operator may issue it
 * after the admin prepares the pop-up.
 */
export function AdMarkingSection({ form }: { form: AdMarkingForm }) {
  const copy = adminMessages.ad;
  const { values, errors, operator, query } = form;
  if (!values || !operator) {
    return (
      <AdminSection title={copy.markingTitle}>
        {query.isError ? (
          <p className="ad-editor__loading" role="alert">
            {copy.markingLoadFailed}{' '}
            <AdminButton variant="secondary" size="sm" onClick={() => void query.refetch()} pending={query.isFetching}>
              {adminMessages.adminArea.retry}
            </AdminButton>
          </p>
        ) : (
          <p className="ad-editor__loading" role="status">
            <span className="admin-spinner" aria-hidden="true" />
            {adminMessages.common.loading}
          </p>
        )}
      </AdminSection>
    );
  }
  const missingErid = values.isAdvertising && !values.erid.trim();
  return (
    <AdminSection title={copy.markingTitle}>
      <form className="ad-editor__marking-form" noValidate onSubmit={form.submit}>
        <CheckboxField
          label={copy.isAdvertising}
          name="isAdvertising"
          checked={values.isAdvertising}
          disabled={form.pending}
          onChange={(event) => form.set({ isAdvertising: event.target.checked })}
        />
        <p className="admin-field__hint">{copy.isAdvertisingHint}</p>
        {values.isAdvertising && (
          <>
            <TextField
              label={copy.advertiserName}
              name="advertiserName"
              maxLength={200}
              placeholder={operator.name}
              hint={operator.name ? copy.advertiserDefault(operator.name) : copy.noOperator}
              value={values.advertiserName}
              error={errors.advertiserName}
              disabled={form.pending}
              onChange={(event) => form.set({ advertiserName: event.target.value })}
            />
            <TextField
              label={copy.advertiserInn}
              name="advertiserInn"
              inputMode="numeric"
              maxLength={12}
              placeholder={values.advertiserName.trim() ? '' : operator.inn}
              hint={copy.advertiserInnHint}
              value={values.advertiserInn}
              error={errors.advertiserInn}
              disabled={form.pending}
              onChange={(event) => form.set({ advertiserInn: event.target.value })}
            />
            <TextField
              label={copy.erid}
              name="erid"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              hint={copy.eridHint}
              value={values.erid}
              error={errors.erid}
              disabled={form.pending}
              onChange={(event) => form.set({ erid: event.target.value })}
            />
            {missingErid && (
              <p className="ad-editor__warning" role="status" data-testid="ad-erid-warning">
                {copy.eridMissing}
              </p>
            )}
          </>
        )}
        <AdminButton type="submit" variant={form.changed ? 'primary' : 'secondary'} pending={form.pending}>
          {copy.saveMarking}
        </AdminButton>
      </form>
    </AdminSection>
  );
}
