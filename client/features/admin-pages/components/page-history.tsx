import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { failureReason, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import { clubDateTime } from '../club-time';
import type { PreviewSource } from './page-preview';

const copy = adminMessages.adminPages;

interface Props {
  pageKey: PageKey;
  /** The revision visitors see now (no restore button on it). */
  currentRevisionId: number | null;
  onPreview: (source: PreviewSource) => void;
  onRestore: (revisionId: number, when: string) => void;
  busy: boolean;
}

/** Every publish of the page, newest first: when, who, what changed; each can be previewed and brought back. */
export function PageHistory({ pageKey, currentRevisionId, onPreview, onRestore, busy }: Props) {
  const revisions = trpc.pages.revisions.useQuery({ key: pageKey });
  const utils = trpc.useUtils();

  const preview = async (id: number, when: string) => {
    try {
      const revision = await utils.pages.revision.fetch({ id });
      onPreview({ title: copy.previewRevisionTitle(when), document: revision.document });
    } catch (error) {
      if (!isUnauthorized(error)) void notify.error(failureReason(error));
    }
  };

  return (
    <AdminSection title={copy.historyTitle}>
      <p className="admin-field__hint">{copy.historyLead}</p>
      {revisions.isError ? (
        <p className="admin-field__error" role="alert">
          {copy.historyFailed}
        </p>
      ) : revisions.data?.length === 0 ? (
        <p className="admin-field__hint">{copy.historyEmpty}</p>
      ) : (
        <ol className="page-history">
          {(revisions.data ?? []).map((revision) => {
            const when = clubDateTime(revision.createdAt);
            const current = revision.id === currentRevisionId;
            return (
              <li key={revision.id} className="page-history__item" data-current={current || undefined}>
                <div className="page-history__text">
                  <span className="page-history__when">
                    {copy.historyBy(when, revision.author.name)}
                    {current ? <span className="page-state">{copy.historyCurrent}</span> : null}
                  </span>
                  {revision.summary ? <span className="page-history__summary">{revision.summary}</span> : null}
                </div>
                <div className="page-history__buttons">
                  <AdminButton
                    size="sm"
                    variant="secondary"
                    aria-label={copy.historyViewOf(when)}
                    onClick={() => void preview(revision.id, when)}
                  >
                    {copy.historyView}
                  </AdminButton>
                  {current ? null : (
                    <AdminButton
                      size="sm"
                      variant="ghost"
                      aria-label={copy.restoreOf(when)}
                      disabled={busy}
                      onClick={() => onRestore(revision.id, when)}
                    >
                      {copy.restore}
                    </AdminButton>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </AdminSection>
  );
}
