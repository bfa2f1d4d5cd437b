import { type StandIn, startStandIn } from './stand-in';

export interface SentMessage {
  chat_id: string | number;
  text: string;
}

export interface BotApiStandIn extends StandIn {
  /** The token the stand-in accepts in /bot<token>/<method>. */
  token: string;
  sent: SentMessage[];
  webhook: { url: string; secret_token?: string } | null;
  /** Queue an update for the next getUpdates; update ids count up from 1. */
  pushUpdate(message: { chatId: number; text: string; chatType?: string }): number;
  /** Answer the next `times` sendMessage calls with this status (429, 403, 500...). */
  failSends(status: number, times?: number): void;
}

/**
 * A local stand-in of the Telegram Bot API: getMe, getUpdates (with offset), sendMessage,
 * setWebhook and deleteWebhook, answering in Telegram's envelope ({ ok, result } or
 * { ok: false, error_code, description }). Reached through TELEGRAM_API_URL.
 */
export async function startBotApiStandIn(token = '123456:TEST'): Promise<BotApiStandIn> {
  const sent: SentMessage[] = [];
  const updates: Array<{ update_id: number; message: object }> = [];
  let nextUpdateId = 1;
  let failures: { status: number; times: number } | null = null;
  const state: { webhook: BotApiStandIn['webhook'] } = { webhook: null };
  const error = (status: number, description: string) => ({
    status,
    json: { ok: false, error_code: status, description, ...(status === 429 ? { parameters: { retry_after: 1 } } : {}) },
  });

  const server = await startStandIn((request) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url);
    if (!match || match[1] !== token) return error(401, 'Unauthorized');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    switch (match[2]) {
      case 'getMe':
        return { json: { ok: true, result: { id: 123456, is_bot: true, username: 'club_test_bot' } } };
      case 'getUpdates': {
        if (state.webhook) return error(409, "Conflict: can't use getUpdates method while webhook is active");
        const offset = Number(body.offset ?? 0);
        // Telegram forgets updates below the offset once it is confirmed.
        while (updates.length && (updates[0]?.update_id ?? 0) < offset) updates.shift();
        return { json: { ok: true, result: updates.slice(0, 100) } };
      }
      case 'sendMessage': {
        if (failures && failures.times > 0) {
          failures.times--;
          return error(failures.status, failures.status === 403 ? 'Forbidden: bot was blocked by the user' : 'Too Many Requests');
        }
        if (!body.chat_id || typeof body.text !== 'string' || body.text === '')
          return error(400, 'Bad Request: message text is empty');
        sent.push({ chat_id: body.chat_id as string | number, text: body.text });
        return { json: { ok: true, result: { message_id: sent.length, date: 0, chat: { id: body.chat_id } } } };
      }
      case 'setWebhook':
        state.webhook = { url: String(body.url), secret_token: body.secret_token as string | undefined };
        return { json: { ok: true, result: true, description: 'Webhook was set' } };
      case 'deleteWebhook':
        state.webhook = null;
        return { json: { ok: true, result: true } };
      default:
        return error(404, 'Not Found');
    }
  });

  return {
    ...server,
    token,
    sent,
    get webhook() {
      return state.webhook;
    },
    set webhook(value) {
      state.webhook = value;
    },
    pushUpdate({ chatId, text, chatType = 'private' }) {
      const update_id = nextUpdateId++;
      updates.push({ update_id, message: { message_id: update_id, date: 0, chat: { id: chatId, type: chatType }, text } });
      return update_id;
    },
    failSends(status, times = 1) {
      failures = { status, times };
    },
  };
}
