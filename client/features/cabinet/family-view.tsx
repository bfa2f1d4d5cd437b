import { Link } from '@tanstack/react-router';
import { failureMessage } from '#client/lib/request-errors';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { cabinetMessages as copy } from '#shared/messages/screens/cabinet.ru';
import { formatMoment } from './format';
import { MemberCard } from './member-card';

type Home = RouterOutputs['family']['home'];

/** The logged-in family: who is logged in, each child as a card, a brother or sister, the devices. */
export function FamilyView({ home, onLoggedOut }: { home: Home; onLoggedOut: () => void }) {
  const logOut = trpc.family.logOut.useMutation({ onSuccess: onLoggedOut });
  const logOutEverywhere = trpc.family.logOutEverywhere.useMutation({ onSuccess: onLoggedOut });
  const failed = logOut.error ?? logOutEverywhere.error;
  const brotherSearch = { phone: home.guardian.phone, ...(home.guardian.name ? { guardian: home.guardian.name } : {}) };

  return (
    <div className="cabinet-family">
      <div className="cabinet-family__bar">
        <p className="cabinet-family__phone">{copy.yourPhone(home.phone)}</p>
        <div className="cabinet-family__actions">
          <button type="button" className="cabinet__link" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
            {copy.logOut}
          </button>
          <button
            type="button"
            className="cabinet__link"
            onClick={() => logOutEverywhere.mutate()}
            disabled={logOutEverywhere.isPending}
          >
            {copy.logOutEverywhere}
          </button>
        </div>
        {failed && (
          <p className="cabinet__error" role="alert">
            {failureMessage(failed, copy.loadFailed)}
          </p>
        )}
      </div>

      {home.members.length === 0 ? (
        <EmptyFamily />
      ) : (
        <>
          <ul className="cabinet-family__members">
            {home.members.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} month={home.month} />
              </li>
            ))}
          </ul>
          <Link to="/waiting-list" search={brotherSearch} className="button cabinet-family__add">
            {copy.addChild}
          </Link>
        </>
      )}
      <Devices />
    </div>
  );
}

/** A phone with no members: the trial, the prices, the contacts. */
function EmptyFamily() {
  return (
    <div className="cabinet-empty">
      <h2 className="cabinet-empty__title">{copy.empty.title}</h2>
      <p>{copy.empty.lead}</p>
      <div className="cabinet-empty__links">
        <Link to="/waiting-list" className="button">
          {copy.empty.trial}
        </Link>
        <Link to="/price" className="cabinet__link">
          {copy.empty.prices}
        </Link>
        <Link to="/contact" className="cabinet__link">
          {copy.empty.contacts}
        </Link>
      </div>
    </div>
  );
}

/** Where the page is open, fetched when the list is opened. */
function Devices() {
  const devices = trpc.family.devices.useQuery(undefined, { enabled: false, retry: false });
  return (
    <details
      className="cabinet-devices"
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open) void devices.refetch();
      }}
    >
      <summary>{copy.devicesTitle}</summary>
      {devices.data && (
        <ul>
          {devices.data.map((device) => (
            <li key={device.id}>
              {device.device}, {copy.deviceSince(formatMoment(device.createdAt))}
              {device.current && <strong> — {copy.thisDevice}</strong>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
