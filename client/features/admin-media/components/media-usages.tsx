import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';

const copy = adminMessages.adminMedia;

/** Where a library item (a photo or a video) is used, in the details of either: the places, or 'not used'. */
export function MediaUsages({ id }: { id: number }) {
  const usages = trpc.media.usages.useQuery({ id });
  return (
    <section className="media-details__usages" aria-label={copy.usages}>
      <h3 className="media-details__label">{copy.usages}</h3>
      {usages.data && usages.data.length > 0 ? (
        <ul className="admin-chips">
          {usages.data.map((usage) => (
            <li key={`${usage.ownerKind}-${usage.ownerId}-${usage.field}`} className="admin-chip">
              {usage.place}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-field__hint">{usages.data ? copy.notUsed : '…'}</p>
      )}
    </section>
  );
}
