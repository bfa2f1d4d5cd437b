import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { failureReason } from '#client/lib/request-errors';
import { useStaffAccount } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { formatDay, formatLongDate } from '#shared/rules/dates';
import { formatRubles } from '#shared/rules/money';
import { shownPhone } from '#shared/rules/phone';
import { clubDateTime } from '#shared/rules/trial-sessions';
import { passLine } from '../pass-badge';
import { MemberForm } from './member-form';
import { PassActions } from './pass-actions';
import { SellForm } from './sell-form';
import '../admin-members.css';

const copy = membersMessages.members;

/** '3 декабря 2026, 14:05' in the club's time: when the consent was given. */
function consentMoment(unixSeconds: number): string {
  return `${formatLongDate(unixSeconds)}, ${clubDateTime(unixSeconds).time}`;
}
type Card = RouterOutputs['members']['byId'];

function Passes({ card, office }: { card: Card; office: boolean }) {
  if (card.passes.length === 0) return <p>{copy.noPasses}</p>;
  return (
    <ul className="member-passes">
      {card.passes.map((p) => (
        <li key={p.id} className={`member-passes__item member-passes__item--${p.state}`}>
          <div className="member-passes__head">
            <strong>{p.name}</strong>
            {p.priceKopecks !== null && <span>{copy.price(formatRubles(p.priceKopecks))}</span>}
          </div>
          <p className="member-passes__state">
            {p.state === 'not_started' ? `${passLine(p)} · ${copy.startsOnFirst}` : passLine(p)}
          </p>
          {p.freezeDaysAllowed > 0 && (
            <p className="member-passes__meta">{copy.freezeLeft(p.freezeDaysUsed, p.freezeDaysAllowed)}</p>
          )}
          {p.freezes
            .filter((f) => f.to === null || f.from <= f.to)
            .map((f) => (
              <p key={f.from} className="member-passes__meta">
                {copy.frozenFrom(formatDay(f.from), f.to ? formatDay(f.to) : '…')}
              </p>
            ))}
          {office && ['active', 'frozen', 'not_started', 'used_up', 'expired'].includes(p.state) && (
            <PassActions
              passId={p.id}
              unlimited={p.classesTotal === null}
              frozen={p.freezes.some((f) => f.to === null || f.from <= f.to)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function Money({ card }: { card: Card }) {
  return (
    <AdminSection title={copy.payments}>
      {card.payments.length === 0 ? (
        <p>{copy.noPayments}</p>
      ) : (
        <ul className="member-rows">
          {card.payments.map((p) => (
            <li key={p.id}>
              <strong>{formatRubles(p.amountKopecks)}</strong> · {copy.methods[p.method as keyof typeof copy.methods] ?? p.method}
              {p.paidAt !== null && ` · ${formatLongDate(p.paidAt)}`}
              {p.refundedKopecks > 0 && ` · ${copy.refunded(formatRubles(p.refundedKopecks))}`}
              {p.by && ` · ${copy.by(p.by)}`}
              {p.note && ` · ${p.note}`}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function History({ card }: { card: Card }) {
  return (
    <>
      <AdminSection title={copy.history}>
        {card.changes.length === 0 ? (
          <p>{copy.noHistory}</p>
        ) : (
          <ul className="member-rows">
            {card.changes.map((c) => (
              <li key={c.id}>
                {formatLongDate(c.at)} · {copy.changeKinds[c.kind as keyof typeof copy.changeKinds] ?? c.kind}
                {c.days !== null && ` ${c.days > 0 && c.kind !== 'freeze' && c.kind !== 'unfreeze' ? '+' : ''}${c.days} дн.`}
                {c.classes !== null && ` ${c.classes > 0 ? '+' : ''}${c.classes} зан.`}
                {c.reason && ` · ${c.reason}`}
                {c.by && ` · ${c.by}`}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection title={copy.visits}>
        {card.visits.length === 0 ? (
          <p>{copy.noVisits}</p>
        ) : (
          <ul className="member-rows member-rows--visits">
            {card.visits.map((v) => (
              <li key={`${v.date}-${v.groupName}`}>
                {formatDay(v.date)} · {v.groupName}
                {v.passId === null && <span className="member-pass member-pass--debt">{membersMessages.noPass}</span>}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </>
  );
}

/** A member's card: details, phones and groups, passes with the office's actions, the gym sale, payments, history. */
export function MemberCardScreen({ id }: { id: number }) {
  const account = useStaffAccount();
  const office = account !== undefined && account.role !== 'coach';
  const card = trpc.members.byId.useQuery({ id });
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const archive = trpc.members.archive.useMutation();
  const remove = trpc.members.delete.useMutation();
  const [editing, setEditing] = useState(false);
  const data = card.data;
  const fail = (error: unknown) => void notify.error(`${copy.actionFailed}: ${failureReason(error)}`);

  const deleteData = async (member: Card) => {
    if (
      !(await askConfirmation({
        title: copy.deleteData,
        message: copy.confirmDelete(member.fullName),
        confirmLabel: copy.deleteData,
        tone: 'danger',
      }))
    )
      return;
    remove.mutate(
      { id: member.id },
      {
        onSuccess: async () => {
          await utils.members.invalidate();
          void notify.success(copy.deleted);
          void navigate({ to: '/admin/members' });
        },
        onError: fail,
      },
    );
  };

  return (
    <AdminPage
      title={data?.fullName ?? copy.title}
      description={
        <Link to="/admin/members" className="member-back">
          {copy.back}
        </Link>
      }
      actions={
        office &&
        data && (
          <>
            <AdminButton variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
              {copy.edit}
            </AdminButton>
            <AdminButton
              variant="secondary"
              pending={archive.isPending}
              onClick={() =>
                archive.mutate(
                  { id, archived: data.archivedAt === null },
                  { onSuccess: () => void utils.members.invalidate(), onError: fail },
                )
              }
            >
              {data.archivedAt === null ? copy.archive : copy.unarchive}
            </AdminButton>
            <AdminButton variant="danger" pending={remove.isPending} onClick={() => void deleteData(data)}>
              {copy.deleteData}
            </AdminButton>
          </>
        )
      }
    >
      {card.isError && <p role="alert">{failureReason(card.error)}</p>}
      {data && (
        <div className="member-card">
          <AdminSection title={copy.details}>
            {editing ? (
              <MemberForm member={data} onDone={() => setEditing(false)} />
            ) : (
              <dl className="member-details">
                {data.archivedAt !== null && <dd className="member-pass member-pass--off">{copy.archivedNote}</dd>}
                <dt>{copy.birthDate}</dt>
                <dd>{data.birthDate ? formatDay(data.birthDate) : '—'}</dd>
                <dt>{copy.groups}</dt>
                <dd>{data.groups.map((g) => g.name).join(', ') || copy.noGroups}</dd>
                {data.guardianName && (
                  <>
                    <dt>{copy.guardianName}</dt>
                    <dd>{data.guardianName}</dd>
                  </>
                )}
                {office && (
                  <>
                    <dt>{copy.phones}</dt>
                    <dd>
                      {data.phones.length === 0
                        ? copy.noPhones
                        : data.phones.map((p) => (
                            <a key={p.phone} href={`tel:${p.phone}`} className="member-details__phone">
                              {shownPhone(p.phone)} ({p.label || copy.phoneRoles[p.role]})
                            </a>
                          ))}
                    </dd>
                  </>
                )}
                {data.notes && (
                  <>
                    <dt>{copy.notes}</dt>
                    <dd>{data.notes}</dd>
                  </>
                )}
                {data.consentAt !== null && data.consentBy && (
                  <dd className="member-details__note">
                    {copy.consent(
                      consentMoment(data.consentAt),
                      copy.consentBy[data.consentBy],
                      data.consentEditionAt === null ? null : formatLongDate(data.consentEditionAt),
                    )}
                  </dd>
                )}
                {data.applicationId !== null && (
                  <dd className="member-details__note">{copy.fromApplication(data.applicationId)}</dd>
                )}
              </dl>
            )}
          </AdminSection>
          <AdminSection title={copy.passes}>
            <Passes card={data} office={office} />
          </AdminSection>
          {office && data.archivedAt === null && (
            <AdminSection title={copy.sell}>
              <SellForm memberId={data.id} />
            </AdminSection>
          )}
          {office && <Money card={data} />}
          <History card={data} />
        </div>
      )}
    </AdminPage>
  );
}
