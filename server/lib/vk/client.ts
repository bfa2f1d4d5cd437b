import { z } from 'zod';
import type { AppDeps } from '#server/deps';
import type { Env } from '#server/env';
import { serverMessages } from '#shared/messages/server.ru';
import { VkSyncError, vkApiError } from './errors';

export const VK_API_VERSION = '5.199';
/** wall.get gives at most 100 posts a call. */
export const WALL_PAGE_SIZE = 100;
export const VK_REQUEST_TIMEOUT_MS = 15_000;

export interface VkConfig {
  apiUrl: string;
  token: string;
  groupId: string;
  timeoutMs: number;
}

/** The sync's configuration, or null when VK_ACCESS_TOKEN or VK_GROUP_ID is missing. */
export function vkConfigFrom(env: Env, timeoutMs = VK_REQUEST_TIMEOUT_MS): VkConfig | null {
  if (!env.VK_ACCESS_TOKEN || !env.VK_GROUP_ID) return null;
  return { apiUrl: env.VK_API_URL.replace(/\/+$/, ''), token: env.VK_ACCESS_TOKEN, groupId: env.VK_GROUP_ID, timeoutMs };
}

/**
 * VK_GROUP_ID as the club writes it: '123', '-123', 'club123' or 'public123' read the wall of
 * community 123 (owner_id -123); anything else is taken as its short name (domain).
 */
export function wallOwnerParams(groupId: string): Record<string, string> {
  const numeric = /^-?(?:club|public|event)?(\d+)$/i.exec(groupId.trim());
  return numeric ? { owner_id: `-${numeric[1]}` } : { domain: groupId.trim() };
}

const wallPageSchema = z.object({ count: z.number().int().nonnegative(), items: z.array(z.unknown()) });
const errorSchema = z.object({ error_code: z.number().int(), error_msg: z.string().default('') });

export interface WallPage {
  count: number;
  items: unknown[];
}

function networkDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One wall.get call (posts by the community only). The token travels in a POST body, never in a URL
 * that proxies and logs keep.
 */
export async function fetchWallPage(
  deps: Pick<AppDeps, 'fetch'>,
  config: VkConfig,
  { offset, count = WALL_PAGE_SIZE }: { offset: number; count?: number },
): Promise<WallPage> {
  const body = new URLSearchParams({
    ...wallOwnerParams(config.groupId),
    offset: String(offset),
    count: String(count),
    filter: 'owner',
    access_token: config.token,
    v: VK_API_VERSION,
  });
  const signal = AbortSignal.timeout(config.timeoutMs);
  let payload: unknown;
  try {
    const response = await deps.fetch(`${config.apiUrl}/wall.get`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new VkSyncError('transient', serverMessages.vkSync.httpStatus(response.status), `HTTP ${response.status}`);
    }
    const text = await response.text();
    try {
      payload = JSON.parse(text);
    } catch {
      throw new VkSyncError('transient', serverMessages.vkSync.badResponse, `not JSON: ${text.slice(0, 120)}`);
    }
  } catch (error) {
    if (error instanceof VkSyncError) throw error;
    if (signal.aborted) {
      throw new VkSyncError('transient', serverMessages.vkSync.timeout(Math.ceil(config.timeoutMs / 1000)), 'timeout');
    }
    const detail = networkDetail(error);
    throw new VkSyncError('transient', serverMessages.vkSync.unreachable(detail), detail);
  }

  const root = (payload ?? {}) as { response?: unknown; error?: unknown };
  if (root.error !== undefined) {
    const parsed = errorSchema.safeParse(root.error);
    if (parsed.success) throw vkApiError(parsed.data.error_code, parsed.data.error_msg);
    throw new VkSyncError('transient', serverMessages.vkSync.badResponse, JSON.stringify(root.error).slice(0, 200));
  }
  const page = wallPageSchema.safeParse(root.response);
  if (!page.success) throw new VkSyncError('transient', serverMessages.vkSync.badResponse, 'no response.count/items');
  return page.data;
}
