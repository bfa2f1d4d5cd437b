import { adminMessages } from '#shared/messages/admin.ru';
import { pathKey } from '#shared/schemas/field-messages';
import { CheckboxField } from './checkbox-field';
import { ListField } from './list-field';
import { ImageRefField, VideoRefField } from './media-ref-fields';
import { NumberField } from './number-field';
import type { FieldNode, Path } from './schema-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import './structured-form.css';

const copy = adminMessages.structuredFields;

/** The words of one editor's fields, by path (the indices of list items are in the path too). */
export interface FieldTexts {
  label: (path: Path) => string;
  hint?: (path: Path) => string | undefined;
  /** A choice's words (a select's option). */
  option?: (path: Path, value: string) => string;
}

export interface StructuredFieldProps {
  node: FieldNode;
  path: Path;
  value: unknown;
  /** Messages by path (`messagePerPath`): each field shows its own. */
  errors: Readonly<Record<string, string>>;
  texts: FieldTexts;
  disabled?: boolean | undefined;
  onChange: (path: Path, value: unknown) => void;
}

/** A field's hint and its counter ('12 из 60') on one line under it. */
function withCounter(hint: string | undefined, used: number, max: number | null) {
  if (max === null) return hint;
  return (
    <span className="structured-hint">
      {hint ? <span>{hint}</span> : null}
      <span className="structured-hint__counter" data-over={used > max || undefined}>
        {copy.counter(used, max)}
      </span>
    </span>
  );
}

/**
 * One part of a document, drawn from its schema's description (schema-fields.ts): texts with their
 * limit and a counter, links, numbers, flags, choices, a library photo or video, lists and groups.
 */
export function StructuredField(props: StructuredFieldProps) {
  const { node, path, value, errors, texts, disabled, onChange } = props;
  const key = pathKey(path);
  const label = texts.label(path);
  const hint = texts.hint?.(path);
  const error = errors[key];
  switch (node.kind) {
    case 'text':
    case 'link': {
      const text = typeof value === 'string' ? value : '';
      const common = {
        label,
        name: key,
        value: text,
        error,
        disabled,
        required: node.kind === 'text' ? node.min > 0 && !node.optional : !node.optional,
        maxLength: node.max ?? undefined,
        onChange: (event: { target: { value: string } }) => onChange(path, event.target.value),
      };
      if (node.kind === 'link') {
        return (
          <TextField
            {...common}
            inputMode="url"
            autoComplete="off"
            hint={withCounter(hint ?? copy.linkHint, text.length, null)}
          />
        );
      }
      const chrome = withCounter(hint, text.length, node.max);
      return node.multiline ? (
        // A caption needs two lines, a paragraph room to read it whole.
        <TextareaField {...common} rows={(node.max ?? 1000) <= 300 ? 2 : text.length > 300 ? 7 : 4} hint={chrome} />
      ) : (
        <TextField {...common} hint={chrome} />
      );
    }
    case 'number':
      return (
        <NumberField
          label={label}
          hint={hint}
          error={error}
          disabled={disabled}
          min={node.min ?? undefined}
          max={node.max ?? undefined}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(path, event.target.value === '' ? null : Number(event.target.value))}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          label={label}
          error={error}
          disabled={disabled}
          checked={value === true}
          onChange={(event) => onChange(path, event.target.checked)}
        />
      );
    case 'choice':
      return (
        <SelectField
          label={label}
          hint={hint}
          error={error}
          disabled={disabled}
          value={typeof value === 'string' ? value : ''}
          options={node.options.map((option) => ({ value: option, label: texts.option?.(path, option) ?? option }))}
          onChange={(event) => onChange(path, event.target.value)}
        />
      );
    case 'image':
      return <ImageRefField {...props} node={node} label={label} hint={hint} error={error} />;
    case 'video':
      return <VideoRefField {...props} label={label} hint={hint} error={error} />;
    case 'list':
      return <ListField {...props} node={node} label={label} hint={hint} error={error} />;
    case 'group':
      return <GroupFields {...props} node={node} />;
    case 'unsupported':
      return <p className="admin-field__hint">{copy.unsupported(label)}</p>;
  }
}

/** The fields of an object one under another (a list item's card, or a whole document's section). */
export function GroupFields(props: StructuredFieldProps & { node: Extract<FieldNode, { kind: 'group' }> }) {
  const { node, path, value } = props;
  const object = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return (
    <div className="structured-group">
      {node.fields.map(({ key, node: field }) => (
        <StructuredField {...props} key={key} node={field} path={[...path, key]} value={object[key]} />
      ))}
    </div>
  );
}
