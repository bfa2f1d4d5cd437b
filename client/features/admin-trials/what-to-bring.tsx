import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { TextareaField } from '#client/components/admin/textarea-field';
import { failureMessage, isUnauthorized, parseForm } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { trialSettingsSchema } from '#shared/schemas/trial';

const copy = adminMessages.adminTrials;

/** The trial settings' one text: what a visitor brings, shown after booking and in the calendar file. */
export function WhatToBring() {
  const [settings] = trpc.trials.settings.get.useSuspenseQuery();
  const [text, setText] = useState(settings.whatToBring);
  const [error, setError] = useState<string | undefined>(undefined);
  const save = trpc.trials.settings.update.useMutation();
  return (
    <AdminSection title={copy.bringTitle}>
      <form
        className="ats-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          // The server's own schema checks the text first, its message on the field.
          const checked = parseForm(trialSettingsSchema, { whatToBring: text }, ['whatToBring']);
          setError(checked.ok ? undefined : checked.errors.whatToBring);
          if (!checked.ok) return;
          try {
            await save.mutateAsync(checked.data);
            notify.success(copy.bringSaved);
          } catch (failure) {
            if (!isUnauthorized(failure)) notify.error(failureMessage(failure, adminMessages.common.saveError));
          }
        }}
      >
        <TextareaField
          label={copy.bringTitle}
          hint={copy.bringLead}
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
          error={error}
        />
        <div className="ats-form__buttons">
          <AdminButton type="submit" pending={save.isPending}>
            {copy.save}
          </AdminButton>
        </div>
      </form>
    </AdminSection>
  );
}
