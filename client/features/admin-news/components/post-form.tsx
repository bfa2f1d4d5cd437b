import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { CheckboxField } from '#client/components/admin/checkbox-field';
import { FieldShell } from '#client/components/admin/field-shell';
import { TextField } from '#client/components/admin/text-field';
import { adminMessages } from '#shared/messages/admin.ru';
import type { AdminPost } from '#shared/schemas/post';
import type { NewsAdmin } from '../hooks/use-news-admin';
import {
  draftFromPost,
  draftToInput,
  emptyDraft,
  fromMoscowDateTime,
  insertHashtag,
  type PostDraft,
  QUICK_HASHTAGS,
  sameDraft,
} from '../post-draft';
import { PhotoManager } from './photo-manager';
import { PostPreview } from './post-preview';

const copy = adminMessages.adminNews;

interface PostFormProps {
  /** null: a new post. */
  post: AdminPost | null;
  news: NewsAdmin;
  onSaved: (post: AdminPost) => void;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

interface FormErrors {
  text?: string;
  dateTime?: string;
}

/** Create or edit one post, with the live preview beside it (under it on a phone). */
export function PostForm({ post, news, onSaved, onClose, onDirtyChange }: PostFormProps) {
  const [initial] = useState<PostDraft>(() => (post ? draftFromPost(post) : emptyDraft(Math.floor(Date.now() / 1000))));
  const [draft, setDraft] = useState<PostDraft>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const textRef = useRef<HTMLTextAreaElement>(null);
  const dirty = !sameDraft(draft, initial);
  const fromVk = post?.source === 'vk';

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const change = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const insertTag = (tag: string) => {
    const area = textRef.current;
    const caret = area && document.activeElement === area ? area.selectionStart : draft.text.length;
    const next = insertHashtag(draft.text, tag, caret);
    change({ text: next.text });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = draftToInput(draft);
    const found: FormErrors = {};
    if (draft.text.trim() === '') found.text = `${copy.textLabel}: ${adminMessages.adminArea.required}`;
    if (!input) found.dateTime = copy.dateInvalid;
    setErrors(found);
    if (!input || found.text) return;
    const saved = post ? await news.update(post.id, input, fromVk ? draft.detached : undefined) : await news.create(input);
    if (saved) onSaved(saved);
  };

  const remove = async () => {
    if (!post) return;
    const confirmed = await askConfirmation({
      title: copy.confirmDeleteTitle,
      message: `${copy.confirmDelete(post.title || copy.untitled)}${post.source === 'vk' ? ` ${copy.confirmDeleteVk}` : ''}`,
      confirmLabel: copy.delete,
      tone: 'danger',
    });
    if (confirmed && (await news.remove(post.id))) onClose();
  };

  return (
    <div className="news-editor">
      <form className="news-form" onSubmit={submit} noValidate aria-label={post ? copy.editPost : copy.newPost}>
        {fromVk && (
          <div className="news-vk">
            <p className="news-vk__title">
              <span className="news-badge news-badge--vk">{copy.sourceVk}</span> {copy.vkPost}
            </p>
            <CheckboxField
              label={copy.detach}
              checked={draft.detached}
              onChange={(event) => change({ detached: event.target.checked })}
            />
            <p className="admin-field__hint">{copy.detachHint}</p>
          </div>
        )}
        <TextField
          label={copy.titleLabel}
          hint={copy.titleHint}
          value={draft.title}
          maxLength={200}
          onChange={(event) => change({ title: event.target.value })}
        />
        <div className="news-form__text">
          {/* The shell, not TextareaField: quick hashtags need the textarea itself (caret position). */}
          <FieldShell label={copy.textLabel} hint={copy.textHint} error={errors.text} required>
            {(ids) => (
              <textarea
                {...ids}
                ref={textRef}
                className="admin-input"
                rows={8}
                value={draft.text}
                maxLength={20000}
                required
                onChange={(event) => {
                  change({ text: event.target.value });
                  if (errors.text) setErrors((current) => ({ ...current, text: undefined }));
                }}
              />
            )}
          </FieldShell>
          <div className="news-form__tags">
            {QUICK_HASHTAGS.map((tag) => (
              <button
                key={tag}
                type="button"
                className="news-tag-button"
                onClick={() => insertTag(tag)}
                aria-label={copy.insertHashtag(tag)}
              >
                {tag}
              </button>
            ))}
          </div>
        </div>
        <TextField
          label={copy.dateLabel}
          type="datetime-local"
          value={draft.dateTime}
          required
          error={errors.dateTime}
          onChange={(event) => {
            change({ dateTime: event.target.value });
            if (errors.dateTime) setErrors((current) => ({ ...current, dateTime: undefined }));
          }}
        />
        <PhotoManager
          photos={draft.photos}
          onPhotosChange={(photos) => change({ photos })}
          photoUrls={draft.photoUrls}
          onPhotoUrlsChange={(photoUrls) => change({ photoUrls })}
          fromVk={fromVk}
          pendingPhotos={post?.pendingPhotos ?? 0}
        />
        <div className="news-form__actions">
          <AdminButton type="submit" pending={news.saving}>
            {post ? copy.save : copy.create}
          </AdminButton>
          <AdminButton variant="ghost" onClick={onClose}>
            {copy.cancel}
          </AdminButton>
          {post && (
            <AdminButton
              variant="danger"
              className="news-form__delete"
              onClick={remove}
              pending={news.deleting}
              pendingLabel={copy.delete}
            >
              {copy.delete}
            </AdminButton>
          )}
        </div>
      </form>
      <PostPreview
        title={draft.title}
        text={draft.text}
        date={fromMoscowDateTime(draft.dateTime)}
        photoUrls={draft.photoUrls}
        photos={draft.photos}
        attachments={post?.attachments ?? []}
      />
    </div>
  );
}
