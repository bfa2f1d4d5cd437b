import { CheckboxField } from '#client/components/admin/checkbox-field';
import { ListEditorPage, type ListFormProps } from '#client/components/admin/list-editor';
import { checkboxInput, textInput } from '#client/components/admin/list-form';
import { NumberField } from '#client/components/admin/number-field';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { deleteByNumber, useListEditor, useListProcedures } from '#client/components/admin/use-list-editor';
import { trpc } from '#client/lib/trpc';
import { directionName, directions } from '#shared/directions';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { formatRubles } from '#shared/rules/money';
import type { PassType } from '#shared/schemas/passes';
import { checkPassTypeForm, emptyPassTypeForm, type PassTypeFormValues, passTypeFormFrom, typedPrice } from '../pass-type-form';
import '../admin-pass-types.css';

const copy = membersMessages.passTypes;
const validFromOptions = (['purchase', 'first_class'] as const).map((value) => ({ value, label: copy.validFromOptions[value] }));

function Fields(form: ListFormProps<PassType, PassTypeFormValues>) {
  const groups = trpc.groups.list.useQuery(undefined, { staleTime: 60_000 });
  return (
    <div className="list-card__fields apt-fields">
      <div className="apt-fields__wide">
        <TextField label={copy.name} required maxLength={100} placeholder={copy.namePlaceholder} {...textInput(form, 'name')} />
      </div>
      <TextField label={copy.price} required inputMode="decimal" {...textInput(form, 'price')} />
      <NumberField label={copy.classes} hint={copy.classesHint} inputMode="numeric" {...textInput(form, 'classes')} />
      <NumberField label={copy.validityDays} required inputMode="numeric" {...textInput(form, 'validityDays')} />
      <SelectField
        label={copy.validFrom}
        options={validFromOptions}
        name="validFrom"
        value={form.values.validFrom}
        disabled={form.disabled}
        onChange={(event) => form.onChange('validFrom', event.target.value)}
      />
      <NumberField label={copy.ageMin} inputMode="numeric" {...textInput(form, 'ageMin')} />
      <NumberField label={copy.ageMax} inputMode="numeric" {...textInput(form, 'ageMax')} />
      <NumberField label={copy.freezeDays} inputMode="numeric" {...textInput(form, 'freezeDays')} />
      <div className="apt-fields__wide">
        <CheckboxField label={copy.soldOnline} {...checkboxInput(form, 'soldOnline')} />
      </div>
      <fieldset className="apt-fields__wide apt-choices">
        <legend>
          {copy.directions} <span className="apt-choices__hint">{copy.anyDirection}</span>
        </legend>
        {directions.map((d) => (
          <CheckboxField
            key={d.applicationValue}
            label={d.name}
            checked={form.values[`dir:${d.applicationValue}`] === true}
            disabled={form.disabled}
            onChange={(event) => form.onChange(`dir:${d.applicationValue}`, event.target.checked)}
          />
        ))}
      </fieldset>
      {(groups.data?.length ?? 0) > 0 && (
        <fieldset className="apt-fields__wide apt-choices">
          <legend>{copy.groups}</legend>
          {groups.data?.map((g) => (
            <CheckboxField
              key={g._id}
              label={g.name}
              checked={form.values[`grp:${g._id}`] === true}
              disabled={form.disabled}
              onChange={(event) => form.onChange(`grp:${g._id}`, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}

function View(type: PassType) {
  const what = [
    type.directions.length || type.groupIds.length ? type.directions.map(directionName).join(', ') : copy.all,
    type.classes === null ? copy.unlimited : copy.classesCount(type.classes),
    `${copy.days(type.validityDays)} ${copy.validFromOptions[type.validFrom]}`,
    copy.ages(type.ageMin, type.ageMax),
    copy.freeze(type.freezeDays),
  ].filter(Boolean);
  return (
    <div className="list-card__body apt-card">
      <div className="apt-card__head">
        <h3 className="apt-card__name">{type.name}</h3>
        <span className="apt-card__price">{formatRubles(type.priceKopecks)}</span>
      </div>
      <p className="apt-card__meta">{what.join(' · ')}</p>
      <ul className="admin-chips">
        {type.soldOnline && <li className="admin-chip">{copy.online}</li>}
        {type.archived && <li className="admin-chip">{copy.archivedMark}</li>}
      </ul>
    </div>
  );
}

/** 'Абонементы': the kinds of pass the club sells, on the shared list editor. */
export function PassTypesEditor() {
  const editor = useListEditor({
    ...useListProcedures({ ...trpc.passTypes, delete: deleteByNumber(trpc.passTypes.delete) }, trpc.useUtils().passTypes.list),
    empty: emptyPassTypeForm,
    valuesOf: passTypeFormFrom,
    check: checkPassTypeForm,
    toCreate: (data) => ({ ...data, price: typedPrice(data.price) }),
    toUpdate: (id, data) => ({ ...data, price: typedPrice(data.price), id: Number(id) }),
    texts: copy,
    deletedText: (answer) => ((answer as { archived?: boolean } | undefined)?.archived ? copy.archived : copy.deleted),
  });
  return <ListEditorPage editor={editor} texts={copy} nameOf={(type) => type.name} form={Fields} view={View} />;
}
