import { useNavigate } from '@tanstack/react-router';
import { AdminButton } from '#client/components/admin/admin-button';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';

/**
 * 'Сделать учеником': a visitor who came to the trial becomes a member in one tap, with the name,
 * phone, guardian and consent the application holds; then the member's card opens.
 */
export function MakeMemberButton({ applicationId }: { applicationId: number }) {
  const make = trpc.members.fromApplication.useMutation();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return (
    <AdminButton
      size="sm"
      pending={make.isPending}
      onClick={() =>
        make.mutate(
          { applicationId },
          {
            onSuccess: async ({ id }) => {
              void notify.success(membersMessages.madeMember);
              await utils.applications.list.invalidate();
              void navigate({ to: '/admin/members/$id', params: { id: String(id) } });
            },
            onError: (error) => void notify.error(`${membersMessages.makeMemberFailed}: ${failureReason(error)}`),
          },
        )
      }
    >
      {membersMessages.makeMember}
    </AdminButton>
  );
}
