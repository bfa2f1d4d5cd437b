import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { NumberField } from '#client/components/admin/number-field';
import { failureReason, parseForm } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { AUDIT_RETENTION, auditSettingsSchema } from '#shared/schemas/audit';

const copy = adminMessages.adminAudit;

/** How many months the journal keeps its entries (the retention job deletes older ones daily). */
export function AuditRetention() {
  const utils = trpc.useUtils();
  const settings = trpc.audit.settings.useQuery();
  const update = trpc.audit.updateSettings.useMutation();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = typed ?? (settings.data ? String(settings.data.retentionMonths) : '');

  const save = async () => {
    const checked = parseForm(auditSettingsSchema, { retentionMonths: value === '' ? Number.NaN : Number(value) }, [
      'retentionMonths',
    ]);
    if (!checked.ok) {
      setError(checked.errors.retentionMonths);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync(checked.data);
      setTyped(null);
      await utils.audit.settings.invalidate();
      void notify.success(copy.retentionSaved);
    } catch (failure) {
      void notify.error(`${copy.retentionFailed}: ${failureReason(failure)}`);
    }
  };

  return (
    <AdminSection title={copy.retentionTitle}>
      <div className="audit-retention">
        <NumberField
          label={copy.retentionLabel}
          name="retentionMonths"
          inputMode="numeric"
          min={AUDIT_RETENTION.min}
          max={AUDIT_RETENTION.max}
          step={1}
          value={value}
          error={error}
          hint={copy.retentionHint(AUDIT_RETENTION.min, AUDIT_RETENTION.max)}
          onChange={(event) => setTyped(event.target.value)}
        />
        <AdminButton
          pending={update.isPending}
          pendingLabel={copy.retentionSave}
          disabled={!settings.data}
          onClick={() => void save()}
        >
          {copy.retentionSave}
        </AdminButton>
      </div>
    </AdminSection>
  );
}
