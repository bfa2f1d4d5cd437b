import { Link } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';

/** The error view of the news lists, with the failure's own message. */
export function NewsErrorView({ message }: { message: string }) {
  return (
    <div className="news-error" role="alert">
      <span className="news-error__icon" aria-hidden="true">
        !
      </span>
      <h2 className="news-error__title">{publicMessages.errors.title}</h2>
      <p className="news-error__text">{publicMessages.errors.loadFailedText}</p>
      {message && <p className="news-error__detail">{message}</p>}
      <div className="news-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {publicMessages.errors.retry}
        </button>
        <Link to="/" className="button button--outline-dark">
          {publicMessages.errors.toHome}
        </Link>
      </div>
    </div>
  );
}
