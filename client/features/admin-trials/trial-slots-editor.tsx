import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { EmptyState } from '#client/components/admin/empty-state';
import { NumberField } from '#client/components/admin/number-field';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { ToggleField } from '#client/components/admin/toggle-field';
import { failureMessage, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { directionName, directions } from '#shared/directions';
import { messages } from '#shared/messages/admin.ru';
import { addDays, clubDateTime, formatSession, sessionIdOf } from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';
import { messagePerField } from '#shared/schemas/field-messages';
import { trialSlotFieldsSchema } from '#shared/schemas/trial';
import './admin-trials.css';

const copy = messages.adminTrials;
type Slot = RouterOutputs['trials']['slots'][number];
type Attendee = RouterOutputs['trials']['adminSessions'][number]['attendees'][number];

const weekdayOptions = messages.calendar.weekdays.map((label, index) => ({ value: String(index + 1), label }));
const directionOptions = directions.map((d) => ({ value: d.applicationValue, label: d.name }));

interface SlotDraft {
  weekday: string;
  time: string;
  durationMinutes: string;
  direction: string;
  title: string;
  ageMin: string;
  ageMax: string;
  capacity: string;
  active: boolean;
}

const emptyDraft: SlotDraft = {
  weekday: '1',
  time: '18:00',
  durationMinutes: '60',
  direction: 'Mma',
  title: '',
  ageMin: '7',
  ageMax: '12',
  capacity: '2',
  active: true,
};

const draftOf = (slot: Slot): SlotDraft => ({
  weekday: String(slot.weekday),
  time: slot.time,
  durationMinutes: String(slot.durationMinutes),
  direction: slot.direction,
  title: slot.title,
  ageMin: String(slot.ageMin),
  ageMax: String(slot.ageMax),
  capacity: String(slot.capacity),
  active: slot.active,
});

function onFailure(error: unknown) {
  if (!isUnauthorized(error)) notify.error(failureMessage(error, messages.common.saveError));
}

/** The slot's fields, checked with the server's schema before sending; one message per field. */
function SlotForm({ slot, onDone }: { slot?: Slot; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<SlotDraft>(slot ? draftOf(slot) : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.trials.createSlot.useMutation();
  const update = trpc.trials.updateSlot.useMutation();
  const set = (key: keyof SlotDraft) => (value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = trialSlotFieldsSchema.safeParse({ ...draft, direction: draft.direction as Direction });
    if (!parsed.success) {
      setErrors(messagePerField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (slot) await update.mutateAsync({ id: slot.id, slot: parsed.data });
      else await create.mutateAsync(parsed.data);
      notify.success(slot ? copy.saved : copy.created);
      await utils.trials.invalidate();
      onDone();
    } catch (error) {
      onFailure(error);
    }
  };

  return (
    <form className="ats-form" onSubmit={submit} noValidate>
      <div className="admin-grid admin-grid--3">
        <SelectField
          label={copy.weekday}
          value={draft.weekday}
          onChange={(e) => set('weekday')(e.target.value)}
          options={weekdayOptions}
        />
        <TextField
          label={copy.time}
          type="time"
          value={draft.time}
          onChange={(e) => set('time')(e.target.value)}
          error={errors.time}
        />
        <NumberField
          label={copy.duration}
          inputMode="numeric"
          value={draft.durationMinutes}
          onChange={(e) => set('durationMinutes')(e.target.value)}
          error={errors.durationMinutes}
        />
        <SelectField
          label={copy.direction}
          value={draft.direction}
          onChange={(e) => set('direction')(e.target.value)}
          options={directionOptions}
        />
        <TextField
          label={copy.title}
          placeholder={copy.titlePlaceholder}
          value={draft.title}
          maxLength={80}
          onChange={(e) => set('title')(e.target.value)}
          error={errors.title}
        />
        <NumberField
          label={copy.capacity}
          inputMode="numeric"
          value={draft.capacity}
          onChange={(e) => set('capacity')(e.target.value)}
          error={errors.capacity}
        />
        <NumberField
          label={copy.ageMin}
          inputMode="numeric"
          value={draft.ageMin}
          onChange={(e) => set('ageMin')(e.target.value)}
          error={errors.ageMin}
        />
        <NumberField
          label={copy.ageMax}
          inputMode="numeric"
          value={draft.ageMax}
          onChange={(e) => set('ageMax')(e.target.value)}
          error={errors.ageMax}
        />
        <ToggleField label={copy.active} checked={draft.active} onCheckedChange={set('active')} />
      </div>
      <div className="ats-form__buttons">
        <AdminButton type="submit" pending={create.isPending || update.isPending}>
          {slot ? copy.save : copy.create}
        </AdminButton>
        <AdminButton variant="ghost" onClick={onDone}>
          {messages.common.cancel}
        </AdminButton>
      </div>
    </form>
  );
}

function SlotRow({ slot }: { slot: Slot }) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const remove = trpc.trials.deleteSlot.useMutation();
  if (editing) {
    return (
      <li className="ats-slot ats-slot--editing">
        <SlotForm slot={slot} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className={slot.active ? 'ats-slot' : 'ats-slot ats-slot--off'}>
      <div className="ats-slot__when">
        <span className="ats-slot__day">{messages.calendar.weekdaysShort[slot.weekday - 1]}</span>
        <span className="ats-slot__time">{slot.time}</span>
      </div>
      <div className="ats-slot__what">
        <span className="ats-slot__direction">{directionName(slot.direction)}</span>
        <span className="ats-slot__meta">
          {[slot.title, copy.ages(slot.ageMin, slot.ageMax), copy.places(slot.capacity), slot.active ? '' : copy.off]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <div className="ats-slot__buttons">
        <AdminButton size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {messages.common.edit}
        </AdminButton>
        <AdminButton
          size="sm"
          variant="danger"
          pending={remove.isPending}
          pendingLabel={copy.delete}
          onClick={async () => {
            const yes = await askConfirmation({
              title: copy.delete,
              message: copy.deleteConfirm,
              confirmLabel: copy.delete,
              tone: 'danger',
            });
            if (!yes) return;
            try {
              const { deleted } = await remove.mutateAsync({ id: slot.id });
              notify.success(deleted ? copy.deleted : copy.switchedOff);
              await utils.trials.invalidate();
            } catch (error) {
              onFailure(error);
            }
          }}
        >
          {copy.delete}
        </AdminButton>
      </div>
    </li>
  );
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
function CloseDate({ slots }: { slots: Slot[] }) {
  const utils = trpc.useUtils();
  const [closures] = trpc.trials.closures.useSuspenseQuery();
  const [slotId, setSlotId] = useState(String(slots[0]?.id ?? ''));
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [called, setCalled] = useState<Attendee[] | null>(null);
  const close = trpc.trials.closeDate.useMutation();
  const reopen = trpc.trials.reopenDate.useMutation();
  const slot = slots.find((s) => String(s.id) === slotId);
  // The slot's next eight dates on its weekday, today included.
  const today = clubDateTime(Math.floor(Date.now() / 1000)).date;
  const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const dates = slot
    ? Array.from({ length: 8 }, (_, week) => addDays(today, ((slot.weekday - todayWeekday + 7) % 7) + week * 7))
    : [];
  const slotLabel = (s: Slot) =>
    `${messages.calendar.weekdaysShort[s.weekday - 1]} ${s.time} · ${directionName(s.direction)}${s.title ? ` · ${s.title}` : ''}`;

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

function WhatToBring() {
  const [settings] = trpc.trials.settings.useSuspenseQuery();
  const [text, setText] = useState(settings.whatToBring);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.trials.updateSettings.useMutation();
  return (
    <AdminSection title={copy.bringTitle}>
      <form
        className="ats-form"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!text.trim()) {
            setError('Что взять с собой: обязательное поле');
            return;
          }
          setError(null);
          try {
            await save.mutateAsync({ whatToBring: text });
            notify.success(copy.bringSaved);
          } catch (e) {
            onFailure(e);
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

/** The admin's trial slots: which weekly classes take trial visitors, closed dates, what to bring. */
export function TrialSlotsEditor() {
  const [slots] = trpc.trials.slots.useSuspenseQuery();
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      title={copy.slotsTitle}
      description={copy.slotsLead}
      actions={
        <Link to="/admin/trials" className="admin-button admin-button--secondary">
          {copy.toSessions}
        </Link>
      }
    >
      <AdminSection
        title={copy.slotsTitle}
        actions={
          !adding && (
            <AdminButton size="sm" onClick={() => setAdding(true)}>
              {copy.addSlot}
            </AdminButton>
          )
        }
      >
        {adding && (
          <div className="ats-new">
            <h3 className="ats-subtitle">{copy.newSlot}</h3>
            <SlotForm onDone={() => setAdding(false)} />
          </div>
        )}
        {slots.length === 0 && !adding ? (
          <EmptyState title={copy.empty} />
        ) : (
          <ul className="ats-slots">
            {slots.map((slot) => (
              <SlotRow key={slot.id} slot={slot} />
            ))}
          </ul>
        )}
      </AdminSection>
      {slots.length > 0 && <CloseDate slots={slots} />}
      <WhatToBring />
    </AdminPage>
  );
}
