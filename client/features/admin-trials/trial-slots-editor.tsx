import { Link } from '@tanstack/react-router';
import { AdminPage } from '#client/components/admin/admin-page';
import { CheckboxField } from '#client/components/admin/checkbox-field';
import { ListEditorView, type ListFormProps } from '#client/components/admin/list-editor';
import { checkboxInput, textInput } from '#client/components/admin/list-form';
import { NumberField } from '#client/components/admin/number-field';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { deleteByNumber, useListEditor, useListProcedures } from '#client/components/admin/use-list-editor';
import { trpc } from '#client/lib/trpc';
import { directionName, directions } from '#shared/directions';
import { adminMessages } from '#shared/messages/admin.ru';
import type { Direction } from '#shared/schemas/application';
import { CloseDate } from './closed-dates';
import { checkSlotForm, emptySlotForm, type Slot, type SlotFormValues, slotFormFrom } from './slot-form';
import { WhatToBring } from './what-to-bring';
import './admin-trials.css';

const copy = adminMessages.adminTrials;

const weekdayOptions = adminMessages.calendar.weekdays.map((label, index) => ({ value: String(index + 1), label }));
const directionOptions = directions.map((d) => ({ value: d.applicationValue, label: d.name }));

/** A slot as the buttons and the delete question name it: 'Ср 18:00 · Каратэ'. */
const slotName = (slot: Slot) =>
  `${adminMessages.calendar.weekdaysShort[slot.weekday - 1]} ${slot.time} · ${directionName(slot.direction)}`;

/** The two pickers of the form: a native select whose change goes to the list editor's form. */
function selectInput(form: ListFormProps<Slot, SlotFormValues>, name: 'weekday' | 'direction') {
  return {
    name,
    value: form.values[name],
    error: form.errors[name],
    disabled: form.disabled,
    onChange: (event: { target: { value: string } }) => form.onChange(name, event.target.value),
  };
}

function SlotFields(form: ListFormProps<Slot, SlotFormValues>) {
  // Two columns of short fields; the direction, the group's name and the switch take a whole row.
  return (
    <div className="list-card__fields ats-slot-fields">
      <SelectField label={copy.weekday} options={weekdayOptions} {...selectInput(form, 'weekday')} />
      <TextField label={copy.time} type="time" {...textInput(form, 'time')} />
      <div className="ats-slot-fields__wide">
        <SelectField label={copy.direction} options={directionOptions} {...selectInput(form, 'direction')} />
      </div>
      <div className="ats-slot-fields__wide">
        <TextField label={copy.title} placeholder={copy.titlePlaceholder} maxLength={80} {...textInput(form, 'title')} />
      </div>
      <NumberField label={copy.ageMin} inputMode="numeric" {...textInput(form, 'ageMin')} />
      <NumberField label={copy.ageMax} inputMode="numeric" {...textInput(form, 'ageMax')} />
      <NumberField label={copy.capacity} inputMode="numeric" {...textInput(form, 'capacity')} />
      <NumberField label={copy.duration} inputMode="numeric" {...textInput(form, 'durationMinutes')} />
      <div className="ats-slot-fields__wide">
        <CheckboxField label={copy.active} {...checkboxInput(form, 'active')} />
      </div>
    </div>
  );
}

function SlotView(slot: Slot) {
  return (
    <div className={slot.active ? 'list-card__body ats-slot' : 'list-card__body ats-slot ats-slot--off'}>
      <div className="ats-slot__when">
        <span className="ats-slot__day">{adminMessages.calendar.weekdaysShort[slot.weekday - 1]}</span>
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
    </div>
  );
}

/**
 * The admin's trial slots, on the shared list editor (calls, cache, toasts, field errors and the
 * unsaved-changes guard), then the closed dates and 'what to bring'. A slot somebody booked is
 * switched off instead of deleted: the toast says so.
 */
export function TrialSlotsEditor() {
  const slotCalls = trpc.trials.slots;
  const procedures = {
    list: slotCalls.list,
    create: slotCalls.create,
    update: slotCalls.update,
    delete: deleteByNumber(slotCalls.delete),
  };
  const editor = useListEditor({
    ...useListProcedures(procedures, trpc.useUtils().trials.slots.list),
    empty: emptySlotForm,
    valuesOf: slotFormFrom,
    check: checkSlotForm,
    toCreate: (slot) => slot,
    toUpdate: (id, slot) => ({ id: Number(id), slot: { ...slot, direction: slot.direction as Direction } }),
    texts: copy,
    deletedText: (answer) => ((answer as { deleted?: boolean } | undefined)?.deleted === false ? copy.switchedOff : copy.deleted),
  });
  const slots = editor.items;

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
      <ListEditorView editor={editor} texts={copy} nameOf={slotName} form={SlotFields} view={SlotView} />
      {slots.length > 0 && <CloseDate slots={slots} />}
      <WhatToBring />
    </AdminPage>
  );
}
