import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { EmptyState } from '#client/components/admin/empty-state';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { adminMessages } from '#shared/messages/admin.ru';
import type { AdminPost } from '#shared/schemas/post';
import { useNewsAdmin } from '../hooks/use-news-admin';
import { PostForm } from './post-form';
import { PostList } from './post-list';
import { SyncPanel } from './sync-panel';
import '../admin-news.css';

const copy = adminMessages.adminNews;

/** 'new', a post id, or nothing open. */
export type NewsEditTarget = 'new' | number | undefined;

interface NewsEditorProps {
  edit: NewsEditTarget;
  onEditChange: (next: NewsEditTarget) => void;
}

/** /admin/news: the list of posts, the form with its live preview, and the VK sync panel. */
export function NewsEditor({ edit, onEditChange }: NewsEditorProps) {
  const news = useNewsAdmin();
  const [dirty, setDirty] = useState(false);
  const editorRef = useRef<HTMLDivElement>(null);
  useUnsavedChangesGuard(dirty);

  const post = typeof edit === 'number' ? (news.posts.find((each) => each.id === edit) ?? null) : null;
  const open = edit === 'new' || post !== null;

  const goTo = async (next: NewsEditTarget) => {
    if (next === edit) return;
    if (dirty) {
      const leave = await askConfirmation({
        title: copy.unsavedTitle,
        message: copy.unsavedSwitch,
        confirmLabel: copy.discard,
        cancelLabel: copy.stay,
        tone: 'danger',
      });
      if (!leave) return;
    }
    setDirty(false);
    onEditChange(next);
  };

  // On a phone the form sits above the list: bring it into view when a post is opened.
  useEffect(() => {
    if (edit !== undefined && window.matchMedia('(max-width: 1024px)').matches) {
      editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [edit]);

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const onSaved = (saved: AdminPost) => {
    setDirty(false);
    onEditChange(saved.id);
  };

  return (
    <AdminPage
      title={copy.title}
      description={copy.lead}
      actions={
        <AdminButton onClick={() => void goTo('new')} disabled={edit === 'new'}>
          + {copy.newPost}
        </AdminButton>
      }
    >
      <AdminSection title={copy.sync}>
        <SyncPanel />
      </AdminSection>
      <div className="news-layout" data-open={open || undefined}>
        <div className="news-layout__editor" ref={editorRef}>
          <AdminSection title={edit === 'new' ? copy.newPost : post ? copy.editPost : copy.preview}>
            {open ? (
              <PostForm
                key={edit === 'new' ? 'new' : `${post?.id}:${post?.updatedAt}`}
                post={post}
                news={news}
                onSaved={onSaved}
                onClose={() => void goTo(undefined)}
                onDirtyChange={onDirtyChange}
              />
            ) : (
              <EmptyState
                title={news.loading ? adminMessages.common.loading : copy.posts}
                text={copy.lead}
                action={<AdminButton onClick={() => void goTo('new')}>+ {copy.newPost}</AdminButton>}
              />
            )}
          </AdminSection>
        </div>
        <div className="news-layout__list">
          <AdminSection title={copy.posts}>
            {news.failed ? (
              <p className="news-list__empty">{copy.loadFailed}</p>
            ) : (
              <PostList posts={news.posts} selectedId={post?.id ?? null} onSelect={(each) => void goTo(each.id)} />
            )}
          </AdminSection>
        </div>
      </div>
    </AdminPage>
  );
}
