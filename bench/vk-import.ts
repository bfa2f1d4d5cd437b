/**
 * The bench's import-with-photos phase: a VK stand-in (server/test/vk-stand-in.ts, VK's real
 * wall.get protocol and an image host) serving a wall of POSTS posts carrying PHOTOS real JPEGs,
 * and the sync run on the real server process the way the admin runs it (the «Синхронизировать»
 * button: posts.syncNow with the admin's token), again until no photo waits, while the server's
 * memory is sampled.
 */
import http from 'node:http';
import sharp from 'sharp';
import { startVkStandIn, VK_TEST_TOKEN, type VkStandIn, vkPhoto, vkPost } from '#server/test/vk-stand-in';

/** Distinct pictures the wall's photos are drawn from: enough variety of size and content, quick to make. */
const DISTINCT_PICTURES = 24;
/** Camera and phone shapes, landscape and portrait, from 0.8 to 8 megapixels. */
const SHAPES: ReadonlyArray<readonly [number, number]> = [
  [1280, 960],
  [1600, 1067],
  [2560, 1707],
  [1080, 1350],
  [960, 1280],
  [3264, 2448],
  [2048, 1536],
  [1200, 1200],
];

/**
 * A photo-like JPEG: coarse noise enlarged to the full size, so it is smooth, compresses and decodes
 * like a photo rather than a flat colour, and costs little to make on a busy machine.
 */
export function picture(index: number): Promise<Buffer> {
  const [width, height] = SHAPES[index % SHAPES.length] as readonly [number, number];
  return sharp({
    create: {
      width: Math.ceil(width / 16),
      height: Math.ceil(height / 16),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + (index % 5) * 20, sigma: 60 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .tint({ r: 120 + ((index * 37) % 130), g: 90 + ((index * 53) % 130), b: 80 + ((index * 71) % 130) })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface PhotoWall {
  standIn: VkStandIn;
  /** The server's VK settings pointing at the stand-in. */
  env: Record<string, string>;
  posts: number;
  photos: number;
  pictureBytes: number;
  /** Puts the posts on the wall (the server's first run, at its start, sees an empty wall). */
  fill(): void;
}

/** The stand-in with POSTS posts carrying PHOTOS photos between them (one or two a post for 2,000 and 3,400). */
export async function startPhotoWall(postCount: number, photoCount: number): Promise<PhotoWall> {
  const standIn = await startVkStandIn();
  const pictures = await Promise.all(Array.from({ length: DISTINCT_PICTURES }, (_, index) => picture(index)));
  const wall: ReturnType<typeof vkPost>[] = [];
  let photoId = 0;
  let pictureBytes = 0;
  for (let index = 0; index < postCount; index += 1) {
    // Spreads the photos evenly: post i gets floor((i+1)·P/N) − floor(i·P/N) of them.
    const own = Math.floor(((index + 1) * photoCount) / postCount) - Math.floor((index * photoCount) / postCount);
    const attachments = Array.from({ length: own }, () => {
      photoId += 1;
      const body = pictures[photoId % DISTINCT_PICTURES] as Buffer;
      const [width, height] = SHAPES[(photoId % DISTINCT_PICTURES) % SHAPES.length] as readonly [number, number];
      const name = `p${photoId}`;
      standIn.images.set(`/img/${name}.jpg`, { status: 200, contentType: 'image/jpeg', body });
      pictureBytes += body.length;
      return vkPhoto(standIn.url, standIn.groupId, photoId, name, width, height);
    });
    wall.push(
      vkPost(standIn.groupId, index + 1, `Новость клуба №${index + 1}: турнир, сборы и тренировки недели.`, {
        date: 1_700_000_000 + index * 3600,
        attachments,
      }),
    );
  }
  return {
    standIn,
    env: {
      VK_API_URL: standIn.apiUrl,
      VK_ACCESS_TOKEN: VK_TEST_TOKEN,
      VK_GROUP_ID: String(standIn.groupId),
    },
    posts: postCount,
    photos: photoId,
    pictureBytes,
    fill: () => {
      standIn.wall = wall;
    },
  };
}

export interface ImportResult {
  runs: number;
  seconds: number;
  imported: number;
  photosStored: number;
  photosFailed: number;
  /** The highest resident memory of any run (the kernel's high-water mark), MB. */
  peakMb: number;
}

interface SyncStatus {
  photosPending: number;
  lastRun: { imported: number; photosStored: number; photosFailed: number } | null;
  lastError: string | null;
}

/**
 * A POST answered when the sync run ends: node:http, because fetch gives up after 300 s without
 * headers and a run of 200 photos can take longer on a busy machine.
 */
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface Session {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

async function tokenPair(url: string, body: unknown, what: string): Promise<Session> {
  const response = await post(url, {}, JSON.stringify(body));
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${response.text}`);
  return JSON.parse(response.text) as Session;
}

/** The admin's login: it runs scrypt (16 MiB, server/lib/passwords.ts), so the bench measures it apart from the import. */
export function logIn(base: string, login: string, password: string): Promise<Session> {
  return tokenPair(`${base}/api/admin/login`, { login, password }, 'the admin login');
}

/** A new access token from the refresh token, as the admin's browser gets one every 10 minutes: no password, no scrypt. */
function refresh(base: string, session: Session): Promise<Session> {
  return tokenPair(`${base}/api/admin/refresh`, { refreshToken: session.refreshToken }, 'the token refresh');
}

/** What the bench reads of the server's resident memory (bench/memory.ts), MB. */
export interface ResidentProbe {
  now(): number;
  /** The high-water mark since the last reset. */
  peak(): number;
  resetPeak(): void;
}

/**
 * Presses «Синхронизировать» until no photo waits (a run stores at most 200, server/lib/vk/sync.ts),
 * logging each run's resident memory at its end and its peak. The access token is refreshed, as the
 * admin's browser does, never a new login (a login's scrypt is not the import's memory).
 */
export async function runImport(
  base: string,
  firstSession: Session,
  resident: ResidentProbe,
  log: (...args: unknown[]) => void,
): Promise<ImportResult> {
  const started = Date.now();
  let session = firstSession;
  const result = { runs: 0, imported: 0, photosStored: 0, photosFailed: 0, peakMb: 0 };
  for (;;) {
    if (session.expiresAt - Date.now() / 1000 < 120) session = await refresh(base, session);
    resident.resetPeak();
    // The procedure takes no input; tRPC still reads the body as JSON.
    const response = await post(`${base}/trpc/posts.syncNow`, { authorization: session.token }, '{}');
    if (response.status !== 200) throw new Error(`posts.syncNow answered ${response.status}: ${response.text}`);
    const status = (JSON.parse(response.text) as { result: { data: SyncStatus } }).result.data;
    if (status.lastError) throw new Error(`the sync failed: ${status.lastError}`);
    result.runs += 1;
    result.imported += status.lastRun?.imported ?? 0;
    result.photosStored += status.lastRun?.photosStored ?? 0;
    result.photosFailed += status.lastRun?.photosFailed ?? 0;
    const peak = resident.peak();
    result.peakMb = Math.max(result.peakMb, peak);
    log(
      `sync run ${result.runs}: ${result.imported} posts, ${result.photosStored} photos stored, ${status.photosPending} waiting, ${resident.now().toFixed(0)} MB resident (peak ${peak.toFixed(0)})`,
    );
    if (status.photosPending === 0 || (status.lastRun?.photosStored ?? 0) === 0) break;
  }
  return { ...result, seconds: (Date.now() - started) / 1000 };
}
