import { type FormEvent, useEffect, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { SelectField } from '#client/components/admin/select-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { failureMessage } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminPaymentsMessages as copy } from '#shared/messages/admin-payments.ru';

/** The owner's parts: the public offer (a new edition per save) and the VAT code and notification addresses. */
export function OwnerSections() {
  const utils = trpc.useUtils();
  const offers = trpc.payments.offers.useQuery();
  const settings = trpc.payments.settings.useQuery();
  const [body, setBody] = useState('');
  const [vatCode, setVatCode] = useState('1');
  const [addresses, setAddresses] = useState('');
  useEffect(() => setBody(offers.data?.[0]?.body ?? ''), [offers.data]);
  useEffect(() => {
    if (!settings.data) return;
    setVatCode(String(settings.data.vatCode));
    setAddresses(settings.data.notificationAddresses.join('\n'));
  }, [settings.data]);
  const publish = trpc.payments.publishOffer.useMutation({
    onSuccess: () => {
      notify.success(copy.offerPublished);
      void utils.payments.offers.invalidate();
    },
    onError: (error) => notify.error(failureMessage(error, copy.offerFailed)),
  });
  const save = trpc.payments.updateSettings.useMutation({
    onSuccess: () => {
      notify.success(copy.saved);
      void utils.payments.settings.invalidate();
    },
    onError: (error) => notify.error(failureMessage(error, copy.saveFailed)),
  });
  const saveSettings = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ vatCode: Number(vatCode), notificationAddresses: addresses.split(/\s+/).filter(Boolean) });
  };
  return (
    <>
      <AdminSection title={copy.offerTitle}>
        <form
          className="payments-owner-form"
          onSubmit={(event) => {
            event.preventDefault();
            publish.mutate({ body });
          }}
        >
          <TextareaField
            label={copy.offerText}
            hint={copy.offerHint}
            rows={12}
            required
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <AdminButton type="submit" pending={publish.isPending}>
            {copy.offerPublish}
          </AdminButton>
        </form>
      </AdminSection>
      <AdminSection title={copy.settingsTitle}>
        <form className="payments-owner-form" onSubmit={saveSettings}>
          <SelectField
            label={copy.vatCode}
            value={vatCode}
            onChange={(e) => setVatCode(e.target.value)}
            options={Object.entries(copy.vatCodes).map(([value, label]) => ({ value, label: `${value} — ${label}` }))}
          />
          <TextareaField
            label={copy.addresses}
            hint={copy.addressesHint}
            rows={7}
            value={addresses}
            onChange={(e) => setAddresses(e.target.value)}
          />
          <AdminButton type="submit" pending={save.isPending}>
            {copy.save}
          </AdminButton>
        </form>
      </AdminSection>
    </>
  );
}
