import type { AppDeps } from '#server/deps';

/**
 * SMS.ru's HTTP API, the reference gateway of the family login (docs/decisions/family-login.md):
 * POST {SMS_API_URL}/sms/send with api_id, to (digits, 7XXXXXXXXXX), msg and json=1. The answer is
 * `{ status: 'OK' | 'ERROR', status_code, sms: { '<to>': { status, status_code, sms_id | status_text } } }`;
 * status_code 100 means the message was accepted for that number. Anything else is a failure with
 * the gateway's own code (200 wrong api_id, 201 low balance, 202 wrong number, …), logged without the key.
 */
export interface SmsResult {
  ok: boolean;
  /** SMS.ru's status_code (of the number, or of the request), or 0 when there was no answer. */
  code: number;
  detail: string;
}

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string; sms_id?: string }>;
}

const TIMEOUT_MS = 10_000;

export function smsConfigured(deps: Pick<AppDeps, 'env'>): boolean {
  return Boolean(deps.env.SMS_API_ID);
}

/** Sends one text to one stored phone ('+7XXXXXXXXXX'). Never throws. */
export async function sendSms(deps: Pick<AppDeps, 'env' | 'fetch'>, phone: string, text: string): Promise<SmsResult> {
  const apiId = deps.env.SMS_API_ID;
  if (!apiId) return { ok: false, code: 0, detail: 'SMS_API_ID is not set' };
  const to = phone.replace(/\D/g, '');
  const body = new URLSearchParams({ api_id: apiId, to, msg: text, json: '1' });
  try {
    const response = await deps.fetch(`${deps.env.SMS_API_URL.replace(/\/+$/, '')}/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, code: 0, detail: `HTTP ${response.status}` };
    const answer = (await response.json()) as SmsRuAnswer;
    const own = answer.sms?.[to];
    if (answer.status === 'OK' && own?.status === 'OK' && own.status_code === 100)
      return { ok: true, code: 100, detail: own.sms_id ?? '' };
    const code = own?.status_code ?? answer.status_code ?? 0;
    return { ok: false, code, detail: own?.status_text ?? answer.status_text ?? 'ERROR' };
  } catch (error) {
    return { ok: false, code: 0, detail: error instanceof Error ? error.message : String(error) };
  }
}
