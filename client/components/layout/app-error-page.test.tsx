import { cleanup, render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '#client/lib/request-errors';
import { AppErrorPage } from './app-error-page';

/** A tRPC error as the client receives it from the server's error formatter. */
function serverError(code: string, requestId: string | null) {
  return TRPCClientError.from({
    error: { message: 'Внутренняя ошибка сервера', code: -32603, data: { code, httpStatus: 500, requestId } },
  });
}

afterEach(cleanup);

describe('request id after a server failure', () => {
  it('the error page shows the id the server gave', () => {
    render(<AppErrorPage error={serverError('INTERNAL_SERVER_ERROR', 'a1b2c3d4e5f6')} reset={() => {}} />);
    expect(screen.getByText('(код запроса a1b2c3d4e5f6)')).toBeTruthy();
  });

  it('the error page shows no id for an error without one', () => {
    render(<AppErrorPage error={new Error('boom')} reset={() => {}} />);
    expect(screen.queryByText(/код запроса/)).toBeNull();
  });

  it('a failure toast appends the id to the generic text', () => {
    expect(failureMessage(serverError('INTERNAL_SERVER_ERROR', 'a1b2c3d4e5f6'), 'Не удалось сохранить')).toBe(
      'Не удалось сохранить (код запроса a1b2c3d4e5f6)',
    );
    expect(failureMessage(new Error('x'), 'Не удалось сохранить')).toBe('Не удалось сохранить');
  });
});
