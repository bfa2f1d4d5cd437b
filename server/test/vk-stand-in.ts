import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for the VK API (wall.get, v5.199) and VK's image hosts, answering in VK's real
 * shapes: `{ response: { count, items } }`, or HTTP 200 with `{ error: { error_code, error_msg,
 * request_params } }`. Tests edit `wall` between runs like the club edits its community wall.
 */

export interface VkPhotoSize {
  type: string;
  url: string;
  width: number;
  height: number;
}

export interface VkAttachment {
  type: string;
  [key: string]: unknown;
}

export interface VkWallItem {
  id: number;
  owner_id: number;
  from_id: number;
  date: number;
  text: string;
  attachments?: VkAttachment[];
  is_pinned?: 1;
  edited?: number;
  copy_history?: Array<Omit<VkWallItem, 'copy_history'>>;
  [key: string]: unknown;
}

export const VK_ERRORS = {
  5: 'User authorization failed: invalid access_token (4).',
  6: 'Too many requests per second',
  15: 'Access denied: this wall available only for community members',
  29: 'Rate limit reached',
  30: 'This profile is private',
  100: 'One of the parameters specified was missing or invalid: owner_id not integer',
} as const;
export type VkErrorCode = keyof typeof VK_ERRORS;

/** What the next wall.get calls get instead of the wall. */
export type WallFailure =
  | { kind: 'vk-error'; code: number; message?: string }
  | { kind: 'http'; status: number; body?: string }
  | { kind: 'hang' };

export interface ServedImage {
  /** Never answers (a stalled image host). */
  hang?: boolean;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface VkStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What VK_API_URL is set to. */
  apiUrl: string;
  groupId: number;
  /** The community wall, in any order; the stand-in answers pinned first, then newest first. */
  wall: VkWallItem[];
  /** Parameters of every wall.get call (from the form body), and the query string it came with. */
  wallCalls: Array<{ params: Record<string, string>; query: string }>;
  /** Image requests by path. */
  imageHits: Map<string, number>;
  images: Map<string, ServedImage>;
  /** Fails wall.get calls: `times` calls (all when omitted), after `afterCalls` successful ones. */
  failWallGet(failure: WallFailure | null, options?: { times?: number; afterCalls?: number }): void;
  close(): Promise<void>;
}

const DEFAULT_TOKEN = 'vk1.a.test-token';

function requestParams(params: Record<string, string>): Array<{ key: string; value: string }> {
  return [
    { key: 'method', value: 'wall.get' },
    { key: 'oauth', value: '1' },
    ...Object.entries(params)
      .filter(([key]) => key !== 'access_token')
      .map(([key, value]) => ({ key, value })),
  ];
}

function ordered(wall: VkWallItem[]): VkWallItem[] {
  const pinned = wall.filter((item) => item.is_pinned === 1);
  const rest = wall.filter((item) => item.is_pinned !== 1).sort((a, b) => b.id - a.id);
  return [...pinned, ...rest];
}

export async function startVkStandIn({ groupId = 218_000_111, token = DEFAULT_TOKEN } = {}): Promise<VkStandIn> {
  const state = {
    failure: null as WallFailure | null,
    remaining: Number.POSITIVE_INFINITY,
    skip: 0,
  };
  const hanging = new Set<http.ServerResponse>();
  const standIn: Omit<VkStandIn, 'url' | 'apiUrl' | 'close'> = {
    groupId,
    wall: [],
    wallCalls: [],
    imageHits: new Map(),
    images: new Map(),
    failWallGet(failure, options = {}) {
      state.failure = failure;
      state.remaining = options.times ?? Number.POSITIVE_INFINITY;
      state.skip = options.afterCalls ?? 0;
    },
  };

  const json = (res: http.ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const wallGet = (res: http.ServerResponse, params: Record<string, string>) => {
    if (state.failure && state.skip === 0 && state.remaining > 0) {
      state.remaining -= 1;
      const failure = state.failure;
      if (failure.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (failure.kind === 'http') {
        res.writeHead(failure.status, { 'content-type': 'text/html' });
        res.end(failure.body ?? '<html><body>502 Bad Gateway</body></html>');
        return;
      }
      const message = failure.message ?? VK_ERRORS[failure.code as VkErrorCode] ?? 'Unknown error occurred';
      return json(res, { error: { error_code: failure.code, error_msg: message, request_params: requestParams(params) } });
    }
    if (state.skip > 0) state.skip -= 1;
    if (!params.access_token) {
      return json(res, {
        error: {
          error_code: 5,
          error_msg: 'User authorization failed: no access_token passed.',
          request_params: requestParams(params),
        },
      });
    }
    if (params.access_token !== token) {
      return json(res, { error: { error_code: 5, error_msg: VK_ERRORS[5], request_params: requestParams(params) } });
    }
    if (!params.v) {
      return json(res, {
        error: { error_code: 8, error_msg: 'Invalid request: v (version) is required', request_params: requestParams(params) },
      });
    }
    if (params.owner_id !== `-${groupId}`) {
      return json(res, { error: { error_code: 100, error_msg: VK_ERRORS[100], request_params: requestParams(params) } });
    }
    const offset = Number(params.offset ?? 0);
    const count = Math.min(Number(params.count ?? 20), 100);
    const items = ordered(standIn.wall);
    json(res, { response: { count: items.length, items: items.slice(offset, offset + count) } });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname === '/method/wall.get') {
        const params = Object.fromEntries(
          new URLSearchParams([...url.searchParams, ...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))]),
        );
        standIn.wallCalls.push({ params, query: url.search });
        return wallGet(res, params);
      }
      if (url.pathname.startsWith('/img/')) {
        standIn.imageHits.set(url.pathname, (standIn.imageHits.get(url.pathname) ?? 0) + 1);
        const image = standIn.images.get(url.pathname);
        if (!image) {
          res.writeHead(404, { 'content-type': 'text/html' });
          res.end('<html><body>404 Not Found</body></html>');
          return;
        }
        if (image.hang) {
          hanging.add(res);
          return;
        }
        res.writeHead(image.status, { 'content-type': image.contentType, 'content-length': image.body.length });
        res.end(image.body);
        return;
      }
      json(res, { error: { error_code: 3, error_msg: 'Unknown method passed', request_params: [] } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(standIn, {
    url,
    apiUrl: `${url}/method`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export const VK_TEST_TOKEN = DEFAULT_TOKEN;

/** A real JPEG of the given size (a photo on VK's image host). */
export async function makeJpeg(width = 1600, height = 1000, color = { r: 180, g: 40, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A VK photo attachment with VK's size ladder; the largest (orig_photo) is `/img/<name>.jpg`. */
export function vkPhoto(
  standInUrl: string,
  groupId: number,
  photoId: number,
  name: string,
  width = 1600,
  height = 1000,
): VkAttachment {
  const scaled = (type: string, max: number): VkPhotoSize => {
    const ratio = Math.min(1, max / Math.max(width, height));
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    return {
      type,
      width: w,
      height: h,
      url: `${standInUrl}/img/${name}-${type}.jpg?size=${w}x${h}&quality=95&sign=abc${photoId}&type=album`,
    };
  };
  return {
    type: 'photo',
    photo: {
      album_id: -7,
      date: 1_700_000_000,
      id: photoId,
      owner_id: -groupId,
      access_key: 'b0284a779e9dd7ec5c',
      sizes: [scaled('s', 75), scaled('m', 130), scaled('x', 604), scaled('y', 807), scaled('z', 1080)],
      orig_photo: { type: 'base', width, height, url: `${standInUrl}/img/${name}.jpg?sign=orig${photoId}` },
      text: '',
      has_tags: false,
      web_view_token: 'c0ffee',
    },
  };
}

export function vkVideo(groupId: number, videoId: number): VkAttachment {
  return {
    type: 'video',
    video: { id: videoId, owner_id: -groupId, title: 'Спарринг', duration: 95, image: [], access_key: 'f00', type: 'video' },
  };
}

/** A wall post as wall.get returns it (with the counters VK adds). */
export function vkPost(
  groupId: number,
  id: number,
  text: string,
  options: { date?: number; attachments?: VkAttachment[]; pinned?: boolean; edited?: number } = {},
): VkWallItem {
  return {
    id,
    owner_id: -groupId,
    from_id: -groupId,
    date: options.date ?? 1_700_000_000 + id * 3600,
    marked_as_ads: 0,
    post_type: 'post',
    type: 'post',
    text,
    attachments: options.attachments ?? [],
    ...(options.pinned ? { is_pinned: 1 as const } : {}),
    ...(options.edited ? { edited: options.edited } : {}),
    comments: { can_post: 1, count: 0, groups_can_post: true },
    likes: { can_like: 1, count: 3, user_likes: 0, can_publish: 1, repost_disabled: false },
    reposts: { count: 0, user_reposted: 0 },
    views: { count: 120 },
    donut: { is_donut: false },
    post_source: { type: 'vk' },
    hash: `h${id}`,
  };
}
