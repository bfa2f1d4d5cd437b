import { useEffect, useId, useRef } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { AdminButton } from './admin-button';
import { FieldError } from './field-shell';
import { emptyValue, type FieldNode, moved } from './schema-fields';
import type { StructuredFieldProps } from './structured-form';
import { StructuredField } from './structured-form';

const copy = adminMessages.structuredFields;

type Action = 'up' | 'down' | 'remove';

interface ListFieldProps extends StructuredFieldProps {
  node: Extract<FieldNode, { kind: 'list' }>;
  label: string;
  hint: string | undefined;
  error: string | undefined;
}

/**
 * A list a person adds to, reorders and removes from, within the schema's least and most items.
 * Reordering is by buttons (a phone and a keyboard both have them; dragging is neither), and the
 * focus follows the moved item so pressing 'Выше' again keeps moving it.
 */
export function ListField({ node, path, value, label, hint, error, disabled, onChange, ...rest }: ListFieldProps) {
  const items = Array.isArray(value) ? value : [];
  const headingId = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  const focusNext = useRef<{ index: number; action: Action | 'add' } | null>(null);
  const canAdd = node.max === null || items.length < node.max;
  const canRemove = items.length > node.min;

  useEffect(() => {
    const target = focusNext.current;
    if (!target || !box.current) return;
    focusNext.current = null;
    const buttons = box.current.querySelectorAll<HTMLButtonElement>(`[data-item="${target.index}"] [data-action]`);
    const wanted = [...buttons].find((button) => button.dataset.action === target.action && !button.disabled);
    // At an end the pressed button is disabled: the item's other move button, or the item itself.
    (wanted ?? [...buttons].find((button) => !button.disabled))?.focus();
  });

  const change = (next: unknown[], focus: { index: number; action: Action | 'add' } | null) => {
    focusNext.current = focus;
    onChange(path, next);
  };

  return (
    <fieldset ref={box} className="structured-list" aria-describedby={error ? `${headingId}-error` : undefined}>
      <legend id={headingId} className="structured-list__legend">
        {label} <span className="structured-list__count">{copy.listCount(items.length, node.max)}</span>
      </legend>
      {hint || node.min > 0 || node.max !== null ? (
        <p className="admin-field__hint">
          {[hint, node.min > 0 || node.max !== null ? copy.listLimits(node.min, node.max) : null].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <FieldError id={`${headingId}-error`} error={error} />
      <ol className="structured-list__items">
        {items.map((item, index) => {
          const itemPath = [...path, index];
          const name = rest.texts.label(itemPath);
          return (
            // Items have no ids of their own: the index is who they are (the fields hold no state of their own).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="structured-list__item" data-item={index}>
              <div className="structured-list__head">
                {/* A text item's own label names it already; a card of several fields gets its name here. */}
                {node.item.kind === 'group' ? <span className="structured-list__name">{name}</span> : null}
                <div className="structured-list__buttons">
                  <AdminButton
                    size="sm"
                    variant="ghost"
                    data-action="up"
                    aria-label={copy.moveUpOf(name)}
                    disabled={disabled || index === 0}
                    onClick={() => change(moved(items, index, -1), { index: index - 1, action: 'up' })}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="structured-list__word">{copy.up}</span>
                  </AdminButton>
                  <AdminButton
                    size="sm"
                    variant="ghost"
                    data-action="down"
                    aria-label={copy.moveDownOf(name)}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => change(moved(items, index, 1), { index: index + 1, action: 'down' })}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="structured-list__word">{copy.down}</span>
                  </AdminButton>
                  <AdminButton
                    size="sm"
                    variant="ghost"
                    data-action="remove"
                    aria-label={copy.removeOf(name)}
                    title={canRemove ? undefined : copy.atLeast(node.min)}
                    disabled={disabled || !canRemove}
                    onClick={() =>
                      change(
                        items.filter((_, each) => each !== index),
                        items.length > 1 ? { index: Math.min(index, items.length - 2), action: 'remove' } : null,
                      )
                    }
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="structured-list__word">{copy.remove}</span>
                  </AdminButton>
                </div>
              </div>
              <StructuredField {...rest} node={node.item} path={itemPath} value={item} disabled={disabled} onChange={onChange} />
            </li>
          );
        })}
      </ol>
      <AdminButton
        variant="secondary"
        size="sm"
        data-action="add"
        disabled={disabled || !canAdd}
        aria-label={copy.addOf(label)}
        onClick={() => change([...items, emptyValue(node.item)], null)}
      >
        + {copy.add}
      </AdminButton>
      {/* A list of a fixed length says so in its hint ('ровно 4'); one that is full says why it cannot grow. */}
      {!canAdd && node.max !== null && node.min !== node.max ? (
        <p className="admin-field__hint">{copy.atMost(node.max)}</p>
      ) : null}
    </fieldset>
  );
}
