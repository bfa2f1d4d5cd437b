import { useState } from 'react';
import { failureMessage } from '#client/lib/request-errors';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { cabinetMessages as copy } from '#shared/messages/screens/cabinet.ru';
import { formatDayMonth } from '#shared/rules/dates';
import { formatRubles } from '#shared/rules/money';
import { formatMoment, monthName } from './format';
import { PaymentReceipt } from './receipt';

type Member = RouterOutputs['family']['home']['members'][number];

/** One child: the week, the month's visits, the pass with 'Продлить', payments, Telegram, consents. */
export function MemberCard({ member, month }: { member: Member; month: string }) {
  return (
    <article className="cabinet-card" aria-labelledby={`member-${member.id}`}>
      <h2 id={`member-${member.id}`} className="cabinet-card__name">
        {member.fullName}
      </h2>
      {member.groups.length > 0 && <p className="cabinet-card__groups">{member.groups.map((group) => group.name).join(', ')}</p>}

      <section className="cabinet-card__part">
        <h3>{copy.week}</h3>
        {member.week.length === 0 ? (
          <p className="cabinet__note">{copy.noClasses}</p>
        ) : (
          <ul className="cabinet-week">
            {member.week.map((item) => (
              <li key={`${item.date}-${item.time}-${item.groupName}`} className={item.cancelled ? 'is-cancelled' : undefined}>
                <span className="cabinet-week__day">
                  {copy.weekdays[item.weekday]}, {formatDayMonth(item.date)}
                </span>
                {item.time && <span className="cabinet-week__time">{item.time}</span>}
                {item.cancelled && <span className="cabinet-week__badge">{copy.cancelled}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="cabinet-card__part">
        <h3>{copy.visits(monthName(month))}</h3>
        {member.visits.length === 0 ? (
          <p className="cabinet__note">{copy.noVisits}</p>
        ) : (
          <p className="cabinet-visits">{member.visits.map((visit) => formatDayMonth(visit.date)).join(', ')}</p>
        )}
      </section>

      <section className="cabinet-card__part">
        <h3>{copy.pass}</h3>
        {member.passes.length === 0 ? (
          <p className="cabinet__note">{copy.noPass}</p>
        ) : (
          member.passes.map((pass) => <Pass key={pass.id} pass={pass} />)
        )}
      </section>

      <section className="cabinet-card__part">
        <h3>{copy.payments}</h3>
        {member.payments.length === 0 ? (
          <p className="cabinet__note">{copy.noPayments}</p>
        ) : (
          <ul className="cabinet-payments">
            {member.payments.map((payment) => (
              <li key={payment.id}>
                <span>{formatMoment(payment.at).split(',')[0]}</span>
                <span>{payment.passName}</span>
                <span>{formatRubles(payment.amountKopecks)}</span>
                <span>{copy.paymentStatuses[payment.status as keyof typeof copy.paymentStatuses] ?? payment.status}</span>
                <PaymentReceipt payment={payment} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Telegram member={member} />
      <Consents member={member} />
    </article>
  );
}

function Pass({ pass }: { pass: Member['passes'][number] }) {
  return (
    <div className="cabinet-pass">
      <p className="cabinet-pass__name">
        {pass.name} <span className={`cabinet-pass__kind is-${pass.kind}`}>{copy.passKinds[pass.kind]}</span>
      </p>
      <p>{pass.classesLeft === null ? copy.unlimited : copy.classesLeft(pass.classesLeft)}</p>
      <p>{pass.endsOn ? copy.validUntil(formatDayMonth(pass.endsOn)) : copy.notStarted}</p>
      {pass.renewHref && (
        <a className="button cabinet-pass__renew" href={pass.renewHref}>
          {copy.renew}
        </a>
      )}
    </div>
  );
}

function Telegram({ member }: { member: Member }) {
  const link = trpc.family.telegramLink.useMutation({
    onSuccess: ({ href }) => {
      window.location.assign(href);
    },
  });
  if (!member.telegram.available) return null;
  return (
    <section className="cabinet-card__part">
      <h3>{copy.telegram}</h3>
      {member.telegram.linked ? (
        <p>{copy.telegramLinked}</p>
      ) : (
        <button
          type="button"
          className="cabinet__link"
          onClick={() => link.mutate({ memberId: member.id })}
          disabled={link.isPending}
        >
          {copy.telegramLink}
        </button>
      )}
      {link.error && <p className="cabinet__error">{failureMessage(link.error, copy.loadFailed)}</p>}
    </section>
  );
}

function Consents({ member }: { member: Member }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.family.home.invalidate();
  const withdraw = trpc.family.withdrawMarketing.useMutation({ onSuccess: refresh });
  const deletion = trpc.family.requestDeletion.useMutation({ onSuccess: refresh });
  const [confirming, setConfirming] = useState(false);
  const { consent } = member;
  const failed = withdraw.error ?? deletion.error;
  return (
    <section className="cabinet-card__part">
      <h3>{copy.consents}</h3>
      <p>
        {consent.at === null || !consent.by
          ? copy.noConsent
          : consent.editionAt === null
            ? copy.consentGivenAt(formatMoment(consent.at), copy.consentBy[consent.by])
            : copy.consentGiven(
                formatMoment(consent.editionAt).split(',')[0] ?? '',
                formatMoment(consent.at),
                copy.consentBy[consent.by],
              )}
      </p>
      {consent.marketing ? (
        <p>
          {copy.marketingOn}.{' '}
          <button
            type="button"
            className="cabinet__link"
            onClick={() => withdraw.mutate({ memberId: member.id })}
            disabled={withdraw.isPending}
          >
            {copy.withdrawMarketing}
          </button>
        </p>
      ) : (
        <p>
          {consent.marketingWithdrawnAt
            ? `${copy.marketingWithdrawn} ${formatMoment(consent.marketingWithdrawnAt)}`
            : copy.marketingOff}
        </p>
      )}
      {consent.deletionRequestedAt ? (
        <p>{copy.deletionRequested(formatMoment(consent.deletionRequestedAt))}</p>
      ) : confirming ? (
        <div className="cabinet-confirm">
          <p>{copy.confirmDeletion}</p>
          <button
            type="button"
            className="button"
            onClick={() => deletion.mutate({ memberId: member.id })}
            disabled={deletion.isPending}
          >
            {copy.requestDeletion}
          </button>
        </div>
      ) : (
        <button type="button" className="cabinet__link" onClick={() => setConfirming(true)}>
          {copy.requestDeletion}
        </button>
      )}
      {failed && <p className="cabinet__error">{failureMessage(failed, copy.loadFailed)}</p>}
    </section>
  );
}
