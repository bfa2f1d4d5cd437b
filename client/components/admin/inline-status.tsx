import { adminMessages } from '#shared/messages/admin.ru';
import './admin.css';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** A small live note next to a control saved in place: 'Сохранение…', a saved mark, or the error. */
export function InlineStatus({ state, savedText, errorText }: { state: SaveState; savedText: string; errorText?: string }) {
  return (
    <span className={`admin-status admin-status--${state}`} role="status" aria-live="polite">
      {state === 'saving' && (
        <>
          <span className="admin-spinner" aria-hidden="true" />
          {adminMessages.adminArea.saving}
        </>
      )}
      {state === 'saved' && `✓ ${savedText}`}
      {state === 'error' && (errorText ?? adminMessages.common.saveError)}
    </span>
  );
}
