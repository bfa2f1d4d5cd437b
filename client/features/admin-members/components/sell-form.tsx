import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { formatRubles } from '#shared/rules/money';

const copy = membersMessages.members;

/** 'Продажа в зале': a pass type, cash or terminal, a price only when it differs (a discount), a note. */
export function SellForm({ memberId }: { memberId: number }) {
  const types = trpc.passTypes.list.useQuery(undefined, { staleTime: 30_000 });
  const utils = trpc.useUtils();
  const sell = trpc.passes.sell.useMutation();
  const [typeId, setTypeId] = useState('');
  const [method, setMethod] = useState<'cash' | 'terminal'>('cash');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const list = types.data ?? [];
  const chosen = list.find((t) => String(t.id) === typeId) ?? list[0];
  if (list.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    sell.mutate(
      { memberId, passTypeId: chosen.id, method, price: price.trim() || undefined, note },
      {
        onSuccess: async () => {
          setPrice('');
          setNote('');
          await utils.members.invalidate();
          void notify.success(copy.sold);
        },
        onError: (error) => void notify.error(`${copy.sellFailed}: ${failureReason(error)}`),
      },
    );
  };

  return (
    <form className="member-sell" onSubmit={submit} aria-label={copy.sell}>
      <SelectField
        label={copy.sellType}
        options={list.map((t) => ({ value: String(t.id), label: `${t.name} — ${formatRubles(t.priceKopecks)}` }))}
        value={chosen ? String(chosen.id) : ''}
        onChange={(event) => setTypeId(event.target.value)}
      />
      <SelectField
        label={copy.sellMethod}
        options={(['cash', 'terminal'] as const).map((value) => ({ value, label: copy.methods[value] }))}
        value={method}
        onChange={(event) => setMethod(event.target.value as 'cash' | 'terminal')}
      />
      <TextField
        label={copy.sellPrice}
        inputMode="decimal"
        hint={chosen ? copy.sellPriceHint(formatRubles(chosen.priceKopecks)) : undefined}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <TextField label={copy.sellNote} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
      <AdminButton type="submit" pending={sell.isPending}>
        {copy.sellButton}
      </AdminButton>
    </form>
  );
}
