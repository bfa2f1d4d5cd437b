import { type FormEvent, useEffect, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { EmptyState } from '#client/components/admin/empty-state';
import { MediaPicker } from '#client/components/admin/media-picker';
import { TextField } from '#client/components/admin/text-field';
import { ToggleField } from '#client/components/admin/toggle-field';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { failureReason, isUnauthorized, readableServerMessage } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { httpUrlSchema } from '#shared/schemas/common';
import { AdMarkingSection, useAdMarkingForm } from './ad-marking';
import { AdPopupPreview } from './ad-popup-preview';
import '../admin-ad.css';

/**
 * The home page pop-up: its picture (a media library item, chosen or uploaded through MediaPicker),
 * its link, whether it is shown and its advertising label (ad-marking.tsx); each load, picture,
 * link, toggle or label save reports by toast.
 */
export function AdEditor() {
  const copy = adminMessages.ad;
  const utils = trpc.useUtils();
  const status = trpc.ad.status.useQuery();
  const image = trpc.ad.image.useQuery();
  const setImage = trpc.ad.setImage.useMutation();
  const saveLink = trpc.ad.updateRedirectUrl.useMutation();
  const toggle = trpc.ad.toggle.useMutation();

  const [imageError, setImageError] = useState<string | null>(null);
  /** null until the admin types: the stored link is shown meanwhile. */
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  const saved = status.data;
  const link = linkDraft ?? saved?.redirectUrl ?? '';
  const linkChanged = saved !== undefined && linkDraft !== null && linkDraft.trim() !== saved.redirectUrl;
  const marking = useAdMarkingForm();
  useUnsavedChangesGuard(linkChanged || marking.changed);

  useEffect(() => {
    if (status.error && !isUnauthorized(status.error)) void notify.error(adminMessages.ad.loadFailed);
  }, [status.error]);

  const choose = (mediaId: number) => {
    setImageError(null);
    setImage.mutate(
      { mediaId },
      {
        onSuccess: (next) => {
          utils.ad.image.setData(undefined, next);
          utils.ad.status.setData(undefined, (current) => current && { ...current, imageUrl: next.imageUrl });
          void utils.ad.status.invalidate();
          void notify.success(adminMessages.ad.uploaded);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          setImageError(failureReason(error));
          void notify.error(adminMessages.ad.uploadFailed);
        },
      },
    );
  };

  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    if (saveLink.isPending) return;
    const parsed = httpUrlSchema.safeParse(link);
    if (!parsed.success) {
      setLinkError(parsed.error.issues[0]?.message ?? adminMessages.ad.linkUpdateFailed);
      return;
    }
    saveLink.mutate(
      { redirectUrl: parsed.data },
      {
        onSuccess: (next) => {
          utils.ad.status.setData(undefined, next);
          setLinkDraft(null);
          setLinkError(null);
          void notify.success(adminMessages.ad.linkUpdated);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          setLinkError(readableServerMessage(error) ?? adminMessages.ad.linkUpdateFailed);
          void notify.error(adminMessages.ad.linkUpdateFailed);
        },
      },
    );
  };

  const flip = () => {
    if (toggle.isPending) return;
    toggle.mutate(undefined, {
      onSuccess: (next) => {
        utils.ad.status.setData(undefined, next);
        void notify.success(next.isActive ? adminMessages.ad.enabled : adminMessages.ad.disabled);
      },
      onError: (error) => {
        if (!isUnauthorized(error)) void notify.error(adminMessages.ad.toggleFailed);
      },
    });
  };

  if (!saved) {
    return (
      <AdminPage title={copy.title} description={copy.lead}>
        {status.isError ? (
          <EmptyState
            title={adminMessages.ad.loadFailed}
            text={adminMessages.adminArea.loadError}
            action={
              <AdminButton variant="secondary" onClick={() => void status.refetch()} pending={status.isFetching}>
                {adminMessages.adminArea.retry}
              </AdminButton>
            }
          />
        ) : (
          <AdminSection>
            <p className="ad-editor__loading" role="status">
              <span className="admin-spinner" aria-hidden="true" />
              {adminMessages.common.loading}
            </p>
          </AdminSection>
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={copy.title} description={copy.lead}>
      <div className="ad-editor">
        <div className="ad-editor__controls">
          <AdminSection title={copy.stateTitle}>
            <ToggleField
              label={saved.isActive ? adminMessages.ad.enabled : adminMessages.ad.disabled}
              checked={saved.isActive}
              disabled={toggle.isPending}
              onCheckedChange={flip}
              hint={saved.imageUrl ? copy.showOnSite : copy.needsImage}
            />
          </AdminSection>

          <AdminSection title={copy.imageTitle}>
            <MediaPicker
              label={copy.picture}
              value={image.data?.mediaId ?? null}
              image={image.data?.picture ?? undefined}
              legacyUrl={image.data?.picture ? undefined : saved.imageUrl || undefined}
              error={imageError ?? undefined}
              disabled={setImage.isPending}
              onChange={choose}
            />
          </AdminSection>

          <AdminSection title={copy.linkTitle}>
            <form className="ad-editor__link-form" noValidate onSubmit={submitLink}>
              <TextField
                label={adminMessages.ad.redirectUrl}
                name="redirectUrl"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={copy.linkPlaceholder}
                value={link}
                error={linkError}
                hint={copy.linkHint}
                disabled={saveLink.isPending}
                onChange={(event) => {
                  setLinkDraft(event.target.value);
                  setLinkError(null);
                }}
              />
              <AdminButton type="submit" variant={linkChanged ? 'primary' : 'secondary'} pending={saveLink.isPending}>
                {copy.saveLink}
              </AdminButton>
            </form>
          </AdminSection>

          <AdMarkingSection form={marking} />
        </div>

        <aside className="ad-editor__preview" aria-label={copy.previewTitle}>
          <h2 className="ad-editor__preview-title">{copy.previewTitle}</h2>
          <AdPopupPreview
            imageUrl={saved.imageUrl || null}
            redirectUrl={link.trim()}
            marking={marking.preview}
            isActive={saved.isActive}
          />
        </aside>
      </div>
    </AdminPage>
  );
}
