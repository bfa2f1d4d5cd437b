import { AdminButton } from '#client/components/admin/admin-button';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { PageEditorState } from '../use-page-editor';

const copy = adminMessages.adminPages;

/**
 * A save refused because the page was saved meanwhile (another tab, another admin). The typed text
 * stays in the fields below; the newer version opens in a new tab to compare, and the admin decides.
 */
export function ConflictNotice({ pageKey, state }: { pageKey: PageKey; state: PageEditorState }) {
  return (
    <div className="page-conflict" role="alert">
      <p className="page-conflict__title">{copy.conflictTitle}</p>
      <p>{copy.conflictText}</p>
      <div className="page-conflict__buttons">
        <a
          className="admin-button admin-button--secondary admin-button--sm"
          href={`/admin/pages/${encodeURIComponent(pageKey)}`}
          target="_blank"
          rel="noopener"
        >
          {copy.conflictSeeNewer}
        </a>
        <AdminButton size="sm" variant="secondary" disabled={state.busy} onClick={() => void state.takeNewer()}>
          {copy.conflictTakeNewer}
        </AdminButton>
        <AdminButton size="sm" variant="danger" disabled={state.busy} onClick={() => void state.keepMine()}>
          {copy.conflictKeepMine}
        </AdminButton>
      </div>
    </div>
  );
}
