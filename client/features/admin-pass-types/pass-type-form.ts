import type { FormValues } from '#client/components/admin/use-list-editor';
import { parseForm } from '#client/lib/request-errors';
import { typedFromKopecks } from '#shared/rules/money';
import { directionValues } from '#shared/schemas/application';
import { type PassType, passTypeFields } from '#shared/schemas/passes';

/**
 * What the inputs hold: numbers and the price as typed (the server's schema converts the roubles to
 * kopecks), a flag per direction ('dir:Karate') and per group ('grp:<id>').
 */
export type PassTypeFormValues = {
  [choice: `dir:${string}` | `grp:${string}`]: boolean;
  name: string;
  price: string;
  classes: string;
  validityDays: string;
  validFrom: string;
  ageMin: string;
  ageMax: string;
  freezeDays: string;
  soldOnline: boolean;
};

export const emptyPassTypeForm: PassTypeFormValues = {
  name: '',
  price: '',
  classes: '8',
  validityDays: '30',
  validFrom: 'purchase',
  ageMin: '',
  ageMax: '',
  freezeDays: '0',
  soldOnline: false,
};

/** The price as a manager types it (shared/rules/money.ts). */
export const typedPrice = typedFromKopecks;

export function passTypeFormFrom(type: PassType): PassTypeFormValues {
  const values: PassTypeFormValues = {
    name: type.name,
    price: typedPrice(type.priceKopecks),
    classes: type.classes === null ? '' : String(type.classes),
    validityDays: String(type.validityDays),
    validFrom: type.validFrom,
    ageMin: type.ageMin === null ? '' : String(type.ageMin),
    ageMax: type.ageMax === null ? '' : String(type.ageMax),
    freezeDays: String(type.freezeDays),
    soldOnline: type.soldOnline,
  };
  for (const d of type.directions) values[`dir:${d}`] = true;
  for (const g of type.groupIds) values[`grp:${g}`] = true;
  return values;
}

function chosen(values: FormValues, prefix: string): string[] {
  return Object.entries(values)
    .filter(([key, on]) => key.startsWith(prefix) && on === true)
    .map(([key]) => key.slice(prefix.length));
}

const fields = ['name', 'price', 'classes', 'validityDays', 'validFrom', 'ageMin', 'ageMax', 'freezeDays', 'soldOnline'] as const;

/** The server's own schema, its messages on the fields. */
export function checkPassTypeForm(values: PassTypeFormValues) {
  return parseForm(
    passTypeFields,
    {
      ...values,
      directions: chosen(values, 'dir:').filter((d): d is (typeof directionValues)[number] =>
        (directionValues as readonly string[]).includes(d),
      ),
      groupIds: chosen(values, 'grp:'),
    },
    fields,
  );
}
