import type { ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '../../../shared/messages.ru';

/**
 * Spec 8 router fallback: 'Unexpected Application Error!' with the error's text. The root's error
 * boundary renders it inside the document shell, so the page still has its head and scripts.
 */
export function AppErrorPage({ error }: ErrorComponentProps) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <main className="not-found">
      <div className="container not-found__inner">
        <h1 className="not-found__title display">{messages.errors.unexpectedApplicationError}</h1>
        <pre className="app-error__text">{text}</pre>
        <a href="/" className="button button--gold">
          {messages.errors.toHome}
        </a>
      </div>
    </main>
  );
}
