import { Link } from '@tanstack/react-router';
import { messages } from '#shared/messages/public.ru';
import { ArrowLeftIcon } from '../ui/icons';

/** The router's notFoundComponent: served with status 404 (the router marks the match not found). */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code display" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title display">{messages.errors.notFound}</h1>
        <p className="not-found__text">{messages.site.notFoundText}</p>
        <Link to="/" className="button button--gold">
          <ArrowLeftIcon />
          {messages.errors.toHome}
        </Link>
      </div>
    </section>
  );
}
