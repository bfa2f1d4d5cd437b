import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { EmptyState } from '#client/components/admin/empty-state';
import type { FieldNode } from '#client/components/admin/schema-fields';
import { StructuredField } from '#client/components/admin/structured-form';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import type { PreviewViews } from '#client/pages/kind-page';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import { pageFieldTexts, pageFieldTree } from '../page-fields';
import { type LoadedPage, type PageEditorState, usePageEditor } from '../use-page-editor';
import { ConflictNotice } from './conflict-notice';
import { PageHistory } from './page-history';
import { PagePreview, type PreviewSource } from './page-preview';
import { PublishPanel } from './publish-panel';
import '../admin-pages.css';

const copy = adminMessages.adminPages;

/** `/admin/pages/$key`: loads the page, then the editor starts from its draft (anew for another key). */
export function PageEditorScreen({ pageKey, views }: { pageKey: PageKey; views: PreviewViews }) {
  const page = trpc.pages.get.useQuery({ key: pageKey });
  const list = trpc.pages.list.useQuery();
  const title = list.data?.find((item) => item.key === pageKey)?.title ?? copy.title;
  if (page.isError) {
    return (
      <AdminPage title={title}>
        <EmptyState
          title={copy.loadPageFailed}
          text={failureReason(page.error)}
          action={
            <AdminButton variant="secondary" onClick={() => void page.refetch()}>
              {adminMessages.adminArea.retry}
            </AdminButton>
          }
        />
      </AdminPage>
    );
  }
  if (page.isPending) {
    return (
      <AdminPage title={title}>
        <p role="status" className="admin-field__hint">
          {adminMessages.adminArea.loadingTitle}
        </p>
      </AdminPage>
    );
  }
  return <PageEditor key={pageKey} pageKey={pageKey} title={title} loaded={page.data} views={views} />;
}

/**
 * Top-level parts of a document as the editor's cards: a group or a list is a card of its own; the
 * single fields between them (a direction's lead, watermark and video) share one.
 */
function sectionsOf(tree: FieldNode): { key: string; fields: { key: string; node: FieldNode }[] }[] {
  if (tree.kind !== 'group') return [];
  const sections: { key: string; fields: { key: string; node: FieldNode }[] }[] = [];
  for (const field of tree.fields) {
    const alone = field.node.kind === 'group' || field.node.kind === 'list';
    const last = sections[sections.length - 1];
    if (!alone && last && last.key.startsWith('#')) last.fields.push(field);
    else sections.push({ key: alone ? field.key : `#${field.key}`, fields: [field] });
  }
  return sections;
}

function sectionTitle(section: ReturnType<typeof sectionsOf>[number]): string | undefined {
  if (section.key.startsWith('#')) return copy.mainSection;
  return section.fields[0]?.node.kind === 'list' ? undefined : pageFieldTexts.label([section.key]);
}

function EditorFields({ pageKey, state }: { pageKey: PageKey; state: PageEditorState }) {
  const tree = pageFieldTree(pageKey);
  const { editor } = state;
  const document = (editor.document ?? {}) as Record<string, unknown>;
  return (
    <>
      {sectionsOf(tree).map((section) => (
        // A list names itself (its legend); a group's fields are under the card's title.
        <AdminSection key={section.key} title={sectionTitle(section)}>
          {section.fields.map(({ key, node }) => (
            <StructuredField
              key={key}
              node={node}
              path={[key]}
              value={document[key]}
              errors={editor.errors}
              texts={pageFieldTexts}
              disabled={state.busy}
              onChange={editor.change}
            />
          ))}
        </AdminSection>
      ))}
    </>
  );
}

/**
 * The bar's height as `--page-editor-bar-h` on the root while the editor is open, so the toasts on a
 * phone stand above the bar instead of over its buttons (admin-pages.css).
 */
function useBarHeight() {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--page-editor-bar-h', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--page-editor-bar-h');
    };
  }, []);
  return bar;
}

function PageEditor({
  pageKey,
  title,
  loaded,
  views,
}: {
  pageKey: PageKey;
  title: string;
  loaded: LoadedPage;
  views: PreviewViews;
}) {
  const state = usePageEditor(pageKey, loaded);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const [summary, setSummary] = useState('');
  const bar = useBarHeight();
  // The server's page as it is now (refetched after each call): its schedule and what is published.
  const server = trpc.pages.get.useQuery({ key: pageKey }).data ?? loaded;
  const differs = JSON.stringify(server.draft) !== JSON.stringify(server.published);
  const status: ReactNode = state.editor.isDirty ? copy.unsaved : differs ? copy.draftDiffers : copy.sameAsPublished;

  return (
    <AdminPage
      title={title}
      description={copy.editorLead}
      actions={
        <Link to="/admin/pages" className="admin-button admin-button--secondary admin-button--sm">
          {copy.backToList}
        </Link>
      }
    >
      {state.conflict ? <ConflictNotice pageKey={pageKey} state={state} /> : null}
      <div className="page-editor">
        <div className="page-editor__fields">
          <EditorFields pageKey={pageKey} state={state} />
        </div>
        <aside className="page-editor__side">
          <section ref={bar} className="page-editor__bar" aria-label={copy.saveDraft}>
            <p className="page-editor__status" data-dirty={state.editor.isDirty || undefined} aria-live="polite">
              {status}
            </p>
            <div className="page-editor__buttons">
              <AdminButton
                variant="secondary"
                pending={state.saving}
                disabled={state.busy || !state.editor.isDirty}
                onClick={() => void state.saveDraft()}
              >
                {copy.saveDraft}
              </AdminButton>
              <AdminButton
                variant="ghost"
                onClick={() => {
                  if (state.editor.check().ok) setPreview({ title: copy.previewTitle(title), document: state.editor.document });
                  else void notify.error(copy.previewInvalid);
                }}
              >
                {copy.preview}
              </AdminButton>
              {/* On a phone publishing is in the thumb's reach too; from a wide screen's side column it is the panel's. */}
              <AdminButton
                className="page-editor__quick-publish"
                pending={state.publishing}
                pendingLabel={copy.publishing}
                disabled={state.busy}
                onClick={() => void state.publishNow(summary).then((done) => done && setSummary(''))}
              >
                {copy.publish}
              </AdminButton>
            </div>
          </section>
          <PublishPanel state={state} schedule={server.schedule} summary={summary} onSummary={setSummary} />
        </aside>
      </div>
      <PageHistory
        pageKey={pageKey}
        currentRevisionId={server.publishedRevisionId}
        onPreview={(source) => setPreview(source)}
        onRestore={(id, when) => void state.restore(id, when)}
        busy={state.busy}
      />
      {preview ? <PagePreview pageKey={pageKey} source={preview} views={views} onClose={() => setPreview(null)} /> : null}
    </AdminPage>
  );
}
