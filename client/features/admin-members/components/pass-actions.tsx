import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { TextField } from '#client/components/admin/text-field';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { clubDay } from '#shared/rules/dates';

const copy = membersMessages.members;
type Action = 'freeze' | 'unfreeze' | 'extend' | 'classes';

/** A pass's office actions, each with its reason: freeze, unfreeze, move the end, correct the classes. */
export function PassActions({ passId, unlimited, frozen }: { passId: number; unlimited: boolean; frozen: boolean }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [date, setDate] = useState(() => clubDay(Date.now() / 1000));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const utils = trpc.useUtils();
  const freeze = trpc.passes.freeze.useMutation();
  const unfreeze = trpc.passes.unfreeze.useMutation();
  const extend = trpc.passes.extend.useMutation();
  const classes = trpc.passes.correctClasses.useMutation();
  const pending = freeze.isPending || unfreeze.isPending || extend.isPending || classes.isPending;
  const actions: Action[] = [
    'freeze',
    ...(frozen ? (['unfreeze'] as const) : []),
    'extend',
    ...(unlimited ? [] : (['classes'] as const)),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const handlers = {
      onSuccess: async () => {
        setOpen(null);
        setAmount('');
        setReason('');
        await utils.members.invalidate();
        void notify.success(copy.done);
      },
      onError: (error: unknown) => void notify.error(`${copy.actionFailed}: ${failureReason(error)}`),
    };
    if (open === 'freeze') freeze.mutate({ passId, from: date, days: Number(amount), reason }, handlers);
    if (open === 'unfreeze') unfreeze.mutate({ passId, on: date, reason }, handlers);
    if (open === 'extend') extend.mutate({ passId, days: Number(amount), reason }, handlers);
    if (open === 'classes') classes.mutate({ passId, classes: Number(amount), reason }, handlers);
  };

  return (
    <div className="pass-actions">
      <div className="pass-actions__buttons">
        {actions.map((action) => (
          <AdminButton
            key={action}
            variant={open === action ? 'primary' : 'secondary'}
            onClick={() => setOpen(open === action ? null : action)}
          >
            {copy[action]}
          </AdminButton>
        ))}
      </div>
      {open && (
        <form className="pass-actions__form" onSubmit={submit} aria-label={copy[open]}>
          {(open === 'freeze' || open === 'unfreeze') && (
            <TextField
              label={open === 'freeze' ? copy.freezeFrom : copy.unfreezeOn}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
          {open !== 'unfreeze' && (
            <TextField
              label={open === 'freeze' ? copy.freezeDays : open === 'extend' ? copy.extendDays : copy.classesDelta}
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
          <TextField
            label={copy.reason}
            required
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <AdminButton type="submit" pending={pending}>
            {copy.apply}
          </AdminButton>
        </form>
      )}
    </div>
  );
}
