import { useEffect, useRef } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { notify } from '#client/lib/toast';
import { adminMessages } from '#shared/messages/admin.ru';
import { INVITE_HOURS } from '#shared/schemas/staff';

const copy = adminMessages.staff.screen;

/** The one-time link, shown once: the server keeps only its hash, so it cannot be shown again. */
export function InviteLink({ name, link, onClose }: { name: string; link: string; onClose: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus();
  }, []);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void notify.success(copy.copied);
    } catch {
      void notify.error(copy.copyFailed);
    }
  };
  return (
    <section className="staff-link" ref={box} tabIndex={-1} aria-labelledby="staff-link-title">
      <h2 id="staff-link-title" className="staff-link__title">
        {copy.linkTitle}
      </h2>
      <p>{copy.linkLead(name, INVITE_HOURS)}</p>
      <input
        className="admin-input staff-link__url"
        readOnly
        value={link}
        aria-label={copy.linkTitle}
        onFocus={(event) => event.target.select()}
        data-invite-link
      />
      <div className="staff-card__actions">
        <AdminButton onClick={() => void copyLink()}>{copy.copyLink}</AdminButton>
        <AdminButton variant="ghost" onClick={onClose}>
          {copy.closeLink}
        </AdminButton>
      </div>
    </section>
  );
}
