import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { directions } from '#shared/directions';
import { membersMessages } from '#shared/messages/admin-members.ru';
import type { Direction } from '#shared/schemas/application';

const copy = membersMessages.journal;

/** A group's direction: which passes a tick in it takes a class from. */
export function GroupDirection({ groupId, groupName }: { groupId: string; groupName: string }) {
  const utils = trpc.useUtils();
  const list = trpc.groups.directions.useQuery(undefined, { staleTime: 60_000 });
  const set = trpc.groups.setDirection.useMutation();
  const current = list.data?.find((row) => row.id === groupId)?.direction ?? '';
  return (
    <label className="journal-group__direction">
      <span className="visually-hidden">{`${copy.direction}: ${groupName}`}</span>
      <select
        className="admin-input"
        value={current}
        disabled={list.data === undefined || set.isPending}
        onChange={(event) =>
          set.mutate(
            { id: groupId, direction: (event.target.value || null) as Direction | null },
            {
              onSuccess: () => {
                void utils.groups.directions.invalidate();
                void notify.success(copy.directionSaved);
              },
              onError: (error) => void notify.error(`${copy.directionFailed}: ${failureReason(error)}`),
            },
          )
        }
      >
        <option value="">{`${copy.direction}: ${copy.noDirection}`}</option>
        {directions.map((d) => (
          <option key={d.applicationValue} value={d.applicationValue}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  );
}
