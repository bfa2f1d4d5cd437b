import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeAppError } from '#client/lib/chunk-errors';
import { requestErrorData } from '#client/lib/request-errors';
import { publicMessages } from '#shared/messages/public.ru';

/**
 * The router's fallback screen: 'Непредвиденная ошибка приложения', the spec's 'Unexpected Application
 * Error!' beside it as its duplicate (Russian first, the law on the state language), and the error's text. The root's error
 * boundary renders it inside the document shell, so the page still has its head and scripts.
 */
export function AppErrorPage({ error }: ErrorComponentProps) {
  // A failed script chunk shows as 'ChunkLoadError: Loading chunk … failed' with its cause (timeout, missing or error).
  const { text, isChunkError } = describeAppError(error);
  // A server failure behind it: the id the owner can look up in the server log.
  const requestId = requestErrorData(error)?.requestId;
  return (
    <main className="not-found">
      <div className="container not-found__inner">
        <h1 className="not-found__title display">
          {publicMessages.errors.appErrorTitle}{' '}
          <span className="app-error__duplicate" lang="en">
            {publicMessages.errors.unexpectedApplicationError}
          </span>
        </h1>
        <pre className="app-error__text">{text}</pre>
        {requestId && <p className="app-error__request">{publicMessages.errors.requestId(requestId)}</p>}
        {isChunkError && (
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {publicMessages.chunkErrors.reloadPage}
          </button>
        )}
        <a href="/" className="button button--gold">
          {publicMessages.errors.toHome}
        </a>
      </div>
    </main>
  );
}
