import { useDeferredValue, useState } from 'react';
import { AdminPage } from '#client/components/admin/admin-page';
import { EmptyState } from '#client/components/admin/empty-state';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { anyVideoBusy } from '#client/components/admin/video-state';
import { useVideoUpload } from '#client/components/admin/video-upload';
import { VideoUploadButton } from '#client/components/admin/video-upload-button';
import { MediaPicture } from '#client/components/ui/media-picture';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { useMediaUpload } from '../use-media-upload';
import { MediaDetails } from './media-details';
import { UploadButton } from './upload-button';
import { VideoCard } from './video-card';
import { VideoDetails } from './video-details';
import '../admin-media.css';
import '../admin-media-video.css';

/** How often the grid asks for a transcode's progress while one is waiting or under way. */
const VIDEO_POLL_MS = 2000;

const copy = adminMessages.adminMedia;

/** The 'Медиа' screen: every library photo as a grid, searchable, by folder or tag, each with its details. */
export function MediaLibrary() {
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState('');
  const [tag, setTag] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  // Only the typed text is deferred (a fresh object would differ on every render and defer nothing).
  const typed = useDeferredValue(search.trim());
  const query = { search: typed || undefined, folder: folder || undefined, tag: tag || undefined };
  const list = trpc.media.list.useQuery(query, {
    placeholderData: (previous) => previous,
    refetchInterval: (current) => (anyVideoBusy(current.state.data?.items) ? VIDEO_POLL_MS : false),
  });
  const all = trpc.media.list.useQuery(undefined, {
    refetchInterval: (current) => (anyVideoBusy(current.state.data?.items) ? VIDEO_POLL_MS : false),
  });
  const videoUpload = useVideoUpload();
  const { uploadFiles, progress, failures } = useMediaUpload();
  const items = list.data?.items ?? [];
  const open =
    openId === null
      ? undefined
      : (all.data?.items.find((item) => item.id === openId) ?? items.find((item) => item.id === openId));
  const filtered = Boolean(search.trim() || folder || tag);

  return (
    <AdminPage
      title={copy.title}
      description={copy.lead}
      actions={
        <div className="media-actions">
          <UploadButton progress={progress} onFiles={(files) => void uploadFiles(files, folder)} />
          <VideoUploadButton percent={videoUpload.percent} onFile={(file) => void videoUpload.uploadVideo(file, { folder })} />
        </div>
      }
    >
      {failures.length > 0 ? (
        <ul className="media-failures" role="alert">
          {failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}
      <div className="media-filters">
        <TextField
          label={copy.search}
          type="search"
          placeholder={copy.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={copy.folder}
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
          options={[
            { value: '', label: copy.allFolders },
            ...(all.data?.folders ?? []).map((name) => ({ value: name, label: name })),
          ]}
        />
        {(all.data?.tags.length ?? 0) > 0 ? (
          <SelectField
            label={copy.tags}
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            options={[
              { value: '', label: copy.allTags },
              ...(all.data?.tags ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
        ) : null}
      </div>
      {list.isError ? (
        <EmptyState title={copy.loadFailed} />
      ) : list.data && items.length === 0 ? (
        <EmptyState title={filtered ? copy.nothingFound : copy.empty} />
      ) : (
        <ul className="media-grid" aria-busy={list.isFetching}>
          {items.map((item) => (
            <li key={item.id} className="media-grid__item">
              {item.video ? (
                <VideoCard item={item} onOpen={() => setOpenId(item.id)} />
              ) : (
                <button
                  type="button"
                  className="media-card"
                  onClick={() => setOpenId(item.id)}
                  aria-label={`${copy.details}: ${item.name}`}
                >
                  <span className="media-card__frame">
                    <MediaPicture
                      image={item.image}
                      sizes="(min-width: 1100px) 220px, (min-width: 600px) 30vw, 45vw"
                      alt=""
                      className="media-card__image"
                      loading="lazy"
                      decoding="async"
                    />
                    {item.alt ? null : <span className="media-card__badge">{copy.noAlt}</span>}
                  </span>
                  <span className="media-card__name">{item.name}</span>
                  <span className="media-card__meta">
                    {item.folder ? `${item.folder} · ` : ''}
                    {item.usageCount > 0 ? `${copy.usages}: ${item.usageCount}` : copy.notUsed}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open?.video ? (
        <VideoDetails item={open} onClose={() => setOpenId(null)} />
      ) : open ? (
        <MediaDetails key={`${open.id}-${open.updatedAt}`} item={open} onClose={() => setOpenId(null)} />
      ) : null}
    </AdminPage>
  );
}
