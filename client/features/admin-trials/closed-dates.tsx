import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { failureMessage, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { directionName } from '#shared/directions';
import { adminMessages } from '#shared/messages/admin.ru';
import { addDays, clubDateTime, formatSession, sessionIdOf } from '#shared/rules/trial-sessions';
import type { Slot } from './slot-form';

const copy = adminMessages.adminTrials;
type Attendee = RouterOutputs['trials']['sessions']['admin'][number]['attendees'][number];

function onFailure(error: unknown) {
  if (!isUnauthorized(error)) notify.error(failureMessage(error, adminMessages.common.saveError));
}

function CallList({ people }: { people: Attendee[] }) {
  if (!people.length) return null;
  return (
    <ul className="ats-call">
      {people.map((p) => (
        <li key={p.bookingId}>
          {p.name} {p.lastname}, {copy.age(p.age)} — <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>
          {p.status === 'waitlisted' ? ` (${copy.waitlist.toLowerCase()})` : ''}
        </li>
      ))}
    </ul>
  );
}

/** Close one date of a slot; the answer lists who is booked on it, to call. */
export function CloseDate({ slots }: { slots: Slot[] }) {
  const utils = trpc.useUtils();
  const [closures] = trpc.trials.closures.list.useSuspenseQuery();
  const [slotId, setSlotId] = useState(String(slots[0]?.id ?? ''));
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [called, setCalled] = useState<Attendee[] | null>(null);
  const close = trpc.trials.closures.close.useMutation();
  const reopen = trpc.trials.closures.reopen.useMutation();
  const slot = slots.find((s) => String(s.id) === slotId);
  // The slot's next eight dates on its weekday, today included.
  const today = clubDateTime(Math.floor(Date.now() / 1000)).date;
  const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const dates = slot
    ? Array.from({ length: 8 }, (_, week) => addDays(today, ((slot.weekday - todayWeekday + 7) % 7) + week * 7))
    : [];
  const slotLabel = (s: Slot) =>
    `${adminMessages.calendar.weekdaysShort[s.weekday - 1]} ${s.time} · ${directionName(s.direction)}${s.title ? ` · ${s.title}` : ''}`;

  return (
    <AdminSection title={copy.closeTitle}>
      <p className="ats-lead">{copy.closeLead}</p>
      <form
        className="ats-form"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!slot || !date) return;
          try {
            const { bookings } = await close.mutateAsync({ slotId: slot.id, date, reason });
            setCalled(bookings);
            notify.success(copy.closedDone(bookings.length));
            await utils.trials.invalidate();
          } catch (error) {
            onFailure(error);
          }
        }}
      >
        <div className="admin-grid admin-grid--3">
          <SelectField
            label={copy.closeSlot}
            value={slotId}
            onChange={(e) => {
              setSlotId(e.target.value);
              setDate('');
            }}
            options={slots.map((s) => ({ value: String(s.id), label: slotLabel(s) }))}
          />
          <SelectField
            label={copy.closeDate}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            options={[{ value: '', label: '—' }, ...dates.map((d) => ({ value: d, label: formatSession(d, slot?.time ?? '') }))]}
          />
          <TextField label={copy.closeReason} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="ats-form__buttons">
          <AdminButton type="submit" variant="danger" disabled={!date} pending={close.isPending}>
            {copy.closeSubmit}
          </AdminButton>
        </div>
      </form>
      {called && called.length > 0 && (
        <div className="ats-called" role="status">
          <strong>{copy.callList}</strong>
          <CallList people={called} />
        </div>
      )}
      <h3 className="ats-subtitle">{copy.closures}</h3>
      {closures.length === 0 ? (
        <p className="ats-lead">{copy.noClosures}</p>
      ) : (
        <ul className="ats-closures">
          {closures.map((c) => {
            const s = slots.find((each) => each.id === c.slotId);
            return (
              <li key={sessionIdOf(c.slotId, c.date)} className="ats-closure">
                <div>
                  <strong>{formatSession(c.date, s?.time ?? '')}</strong>
                  {s ? ` · ${directionName(s.direction)}${s.title ? ` · ${s.title}` : ''}` : ''}
                  {c.reason ? ` — ${c.reason}` : ''}
                  <CallList people={c.bookings} />
                </div>
                <AdminButton
                  size="sm"
                  variant="secondary"
                  pending={reopen.isPending}
                  onClick={async () => {
                    try {
                      await reopen.mutateAsync({ slotId: c.slotId, date: c.date });
                      await utils.trials.invalidate();
                    } catch (error) {
                      onFailure(error);
                    }
                  }}
                >
                  {copy.reopen}
                </AdminButton>
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
