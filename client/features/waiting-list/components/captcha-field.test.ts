import { describe, expect, it } from 'vitest';
import { waitingListMessages } from '#shared/messages/screens/waiting-list.ru';
import type { CaptchaHandle } from '../captcha/captcha-handle';
import { captchaAnswer } from './captcha-field';

/** A captcha as the form sees it: loaded or not, with an answer or one its check gives. */
function captcha({
  loaded,
  answer = null,
  checked = null,
}: {
  loaded: boolean;
  answer?: string | null;
  checked?: string | null;
}) {
  const calls = { load: 0, verify: 0 };
  const handle: CaptchaHandle = {
    isLoaded: () => loaded,
    load: () => {
      calls.load += 1;
    },
    getResponse: () => answer,
    verify: async () => {
      calls.verify += 1;
      return checked;
    },
    reset: () => {},
  };
  return { handle, calls };
}

async function answerOf(handle: CaptchaHandle | null) {
  const refusals: string[] = [];
  const answer = await captchaAnswer(handle, (message) => refusals.push(message));
  return { answer, refusals };
}

describe('captchaAnswer (the press of Отправить)', () => {
  it('before the widget has loaded: says so, and fetches it now instead of waiting for its box to come near', async () => {
    const { handle, calls } = captcha({ loaded: false });
    expect(await answerOf(handle)).toEqual({ answer: null, refusals: [waitingListMessages.captchaNotLoaded] });
    expect(calls).toEqual({ load: 1, verify: 0 });
  });

  it('with no captcha on the page yet: says it has not loaded', async () => {
    expect(await answerOf(null)).toEqual({ answer: null, refusals: [waitingListMessages.captchaNotLoaded] });
  });

  it('with the box ticked: sends its answer without running the check again', async () => {
    const { handle, calls } = captcha({ loaded: true, answer: 'payload' });
    expect(await answerOf(handle)).toEqual({ answer: 'payload', refusals: [] });
    expect(calls).toEqual({ load: 0, verify: 0 });
  });

  it('not ticked: runs the check and sends what it gives', async () => {
    const { handle, calls } = captcha({ loaded: true, checked: 'solved' });
    expect(await answerOf(handle)).toEqual({ answer: 'solved', refusals: [] });
    expect(calls.verify).toBe(1);
  });

  it('a check that fails: the spec message, nothing sent', async () => {
    const { handle } = captcha({ loaded: true, checked: null });
    expect(await answerOf(handle)).toEqual({ answer: null, refusals: [waitingListMessages.captchaRequired] });
  });
});
