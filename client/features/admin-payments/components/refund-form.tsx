import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { TextField } from '#client/components/admin/text-field';
import { failureMessage } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminPaymentsMessages as copy } from '#shared/messages/admin-payments.ru';
import { kopecksFromTyped, typedFromKopecks } from '#shared/rules/money';

/** A refund of one online payment, in full (the default amount) or in part, with its reason. */
export function RefundForm({ paymentId, leftKopecks }: { paymentId: number; leftKopecks: number }) {
  const [amount, setAmount] = useState(typedFromKopecks(leftKopecks));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const refund = trpc.payments.refund.useMutation({
    onSuccess: () => {
      notify.success(copy.refundDone);
      setReason('');
      setAmount('');
      void utils.payments.list.invalidate();
    },
    onError: (failure) => setError(failureMessage(failure, copy.refundFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kopecks = kopecksFromTyped(amount);
    if (kopecks === null || kopecks <= 0) return setError(copy.badAmount);
    setError(null);
    refund.mutate({ paymentId, amountKopecks: kopecks, reason });
  };
  return (
    <form className="payments-refund" onSubmit={submit}>
      <TextField
        label={copy.refundAmount}
        inputMode="decimal"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        label={copy.refundReason}
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
      />
      <AdminButton type="submit" variant="secondary" pending={refund.isPending}>
        {copy.refundButton}
      </AdminButton>
    </form>
  );
}
