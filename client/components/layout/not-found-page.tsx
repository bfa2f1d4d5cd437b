import { Link } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { ArrowLeftIcon } from '../ui/icons';
import { PlainPage } from './page-shell';

/** The router's notFoundComponent: served with status 404 (the router marks the match not found). */
export function NotFoundPage() {
  return (
    <PlainPage
      first={
        <section className="not-found">
          <div className="container not-found__inner">
            <p className="not-found__code display" aria-hidden="true">
              404
            </p>
            <h1 className="not-found__title display">{publicMessages.errors.notFound}</h1>
            <p className="not-found__text">{publicMessages.site.notFoundText}</p>
            <Link to="/" className="button button--gold">
              <ArrowLeftIcon />
              {publicMessages.errors.toHome}
            </Link>
          </div>
        </section>
      }
    />
  );
}
