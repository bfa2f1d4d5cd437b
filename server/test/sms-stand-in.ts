import { type StandIn, startStandIn } from './stand-in';

/** What SMS.ru was asked to send. */
export interface SentSms {
  to: string;
  msg: string;
}

export interface SmsStandIn extends StandIn {
  sent: SentSms[];
  /** The last six-digit code sent to a stored phone ('+7XXXXXXXXXX'), or null. */
  codeFor: (phone: string) => string | null;
}

/**
 * SMS.ru's HTTP API on 127.0.0.1 (POST or GET /sms/send with api_id, to, msg, json=1), answering
 * as SMS.ru does: status 'OK' with status_code 100 per number, or 'ERROR' with its code (200 for a
 * wrong api_id, 202 for a number it cannot send to). Used by the tests and the e2e server.
 */
export async function startSmsStandIn(apiId: string): Promise<SmsStandIn> {
  const sent: SentSms[] = [];
  let next = 1;
  const standIn = await startStandIn((request) => {
    const url = new URL(request.url, 'http://stand-in');
    if (url.pathname !== '/sms/send') return { status: 404, text: 'not found' };
    const params = request.method === 'POST' ? new URLSearchParams(request.body) : url.searchParams;
    if (params.get('api_id') !== apiId)
      return { json: { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' } };
    const to = params.get('to') ?? '';
    const msg = params.get('msg') ?? '';
    if (!/^7\d{10}$/.test(to))
      return {
        json: {
          status: 'OK',
          status_code: 100,
          sms: { [to]: { status: 'ERROR', status_code: 202, status_text: 'Неправильно указан номер' } },
        },
      };
    sent.push({ to, msg });
    const smsId = `000000-${String(next++).padStart(8, '0')}`;
    return {
      json: { status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100, sms_id: smsId } }, balance: 100.5 },
    };
  });
  return {
    ...standIn,
    sent,
    codeFor: (phone) => {
      const to = phone.replace(/\D/g, '');
      const last = sent.filter((sms) => sms.to === to).at(-1);
      return last ? (/\d{6}/.exec(last.msg)?.[0] ?? null) : null;
    },
  };
}
