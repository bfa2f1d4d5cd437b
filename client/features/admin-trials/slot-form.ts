import { parseForm } from '#client/lib/request-errors';
import type { RouterOutputs } from '#client/lib/trpc';
import type { Direction } from '#shared/schemas/application';
import { numberFromText } from '#shared/schemas/common';
import { trialSlotFieldsSchema } from '#shared/schemas/trial';

export type Slot = RouterOutputs['trials']['slots']['list'][number];

/** What the inputs hold: numbers as typed (the check converts them), the on/off switch as a flag. */
export type SlotFormValues = {
  weekday: string;
  time: string;
  durationMinutes: string;
  direction: string;
  title: string;
  ageMin: string;
  ageMax: string;
  capacity: string;
  active: boolean;
};

export const emptySlotForm: SlotFormValues = {
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

export const slotFormFrom = (slot: Slot): SlotFormValues => ({
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

const fields = ['weekday', 'time', 'durationMinutes', 'direction', 'title', 'ageMin', 'ageMax', 'capacity', 'active'] as const;

/** The server's own schema, its messages on the fields. */
export const checkSlotForm = (values: SlotFormValues) =>
  parseForm(
    trialSlotFieldsSchema,
    {
      ...values,
      // The inputs hold text; the procedure takes numbers (docs/decisions/input-hardening.md).
      weekday: numberFromText(values.weekday),
      durationMinutes: numberFromText(values.durationMinutes),
      ageMin: numberFromText(values.ageMin),
      ageMax: numberFromText(values.ageMax),
      capacity: numberFromText(values.capacity),
      direction: values.direction as Direction,
    },
    fields,
  );
