import path from 'node:path';
import { z } from 'zod';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '#shared/schemas/staff';
import { parseTrustProxy } from './http/client-address';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every variable, each checked on its own; the server's combined rules are added in `envSchema`. */
const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** The build to serve (`npm run build` output). */
  DIST_DIR: z.string().trim().min(1).default('./dist'),
  PUBLIC_URL: z
    .url({ error: 'должен быть полным адресом сайта, например https://academy.ru' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_LOGIN: optional,
  // The same limits as every account's password (shared/schemas/staff.ts).
  ADMIN_PASSWORD: optional
    .refine((v) => v === undefined || v.length >= STAFF_PASSWORD_MIN, `не короче ${STAFF_PASSWORD_MIN} символов`)
    .refine((v) => v === undefined || v.length <= STAFF_PASSWORD_MAX, `не длиннее ${STAFF_PASSWORD_MAX} символов`),
  JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, 'не короче 32 символов'),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_CHAT_ID: optional,
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** The bot's @username: with TELEGRAM_BOT_TOKEN it turns on visitors' reminders (the t.me deep link). */
  TELEGRAM_BOT_USERNAME: optional,
  VK_ACCESS_TOKEN: optional,
  VK_GROUP_ID: optional,
  VK_API_URL: z.url().default('https://api.vk.com/method'),
  VK_SYNC_MINUTES: z.coerce.number().positive().default(15),
  /** ЮKassa (online payments): the shop's id and secret key (HTTP Basic); without both, no 'Купить'. */
  YOOKASSA_SHOP_ID: optional,
  YOOKASSA_SECRET_KEY: optional,
  /** ЮKassa's API v3 address (tests and development point it at the stand-in, server/stand-ins/yookassa.ts). */
  YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru/v3'),
  /** How long one call to ЮKassa may take before the visitor is told to try again (the reconciler finishes it). */
  YOOKASSA_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  /** How often pending online payments are re-read from ЮKassa (also once at start). */
  YOOKASSA_RECONCILE_MINUTES: z.coerce.number().positive().default(5),
  /**
   * The Yandex map widget a visitor loads on /contact and home by pressing 'Показать карту' (an
   * iframe: ?ll, z and pt are added). The page's Content-Security-Policy allows frames from this
   * address only; tests point it at a local stand-in.
   */
  YANDEX_MAP_WIDGET_URL: z
    .url({ protocol: /^https?$/, error: 'должен быть адресом http(s), например https://yandex.ru/map-widget/v1/' })
    .default('https://yandex.ru/map-widget/v1/'),
  /** Memory for rendered public pages and lists (server/render/page-cache.ts); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /**
   * How long a CDN in front may serve a public page or list without asking (s-maxage). 0: it must
   * revalidate every time (a cheap 304). We cannot purge a CDN, so a save shows there after this.
   */
  CDN_MAX_AGE: z.coerce.number().int().min(0).max(86400).default(0),
  /** Where the built-in backups go; outside DATA_DIR so a lost data folder keeps them. */
  BACKUP_DIR: optional,
  /** Hour (0-23, Moscow time) of the daily backup; `off` disables the built-in schedule. */
  BACKUP_HOUR: z
    .string()
    .trim()
    .regex(/^(off|1?\d|2[0-3])$/, 'час от 0 до 23 или off')
    .default('3')
    .transform((v): number | 'off' => (v === 'off' ? 'off' : Number(v))),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(4),
  /** Backups taken by hand, before a migration or before a restore: this many newest are kept. */
  BACKUP_KEEP_EXTRA: z.coerce.number().int().min(1).default(5),
  /** The request log: `text` lines, `json` objects (for log shippers), or `off`. */
  LOG_FORMAT: z.enum(['text', 'json', 'off']).default('text'),
  /** /healthz answers 503 when the data disk has less free space than this. */
  HEALTH_MIN_FREE_MB: z.coerce.number().int().min(0).default(500),
  /** Which reverse proxies to believe about the client address: a hop count or their addresses. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Per client address and minute: tRPC procedure calls (a batch counts each call) plus /api
   * requests, and of those the writes (POST/PUT/PATCH/DELETE).
   */
  RATE_LIMIT_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Waiting-list applications per client address per hour, and for the whole site per hour. */
  APPLICATIONS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  APPLICATIONS_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** A repeat of the same phone and direction within this many hours is not stored again (0: off). */
  DUPLICATE_APPLICATION_HOURS: z.coerce.number().min(0).default(24),
  /** The family login's SMS gateway (SMS.ru's HTTP API): its address and key; without the key no SMS is sent. */
  SMS_API_URL: z.url().default('https://sms.ru'),
  SMS_API_ID: optional,
  /** Skip the demo content on an empty database. */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

const envSchema = variables
  .refine((e) => Boolean(e.RECAPTCHA_SITE_KEY) === Boolean(e.RECAPTCHA_SECRET), {
    message: 'RECAPTCHA_SITE_KEY и RECAPTCHA_SECRET задаются вместе',
    path: ['RECAPTCHA_SECRET'],
  })
  .refine((e) => Boolean(e.ADMIN_LOGIN) === Boolean(e.ADMIN_PASSWORD), {
    message: 'ADMIN_LOGIN и ADMIN_PASSWORD задаются вместе',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((e) => Boolean(e.YOOKASSA_SHOP_ID) === Boolean(e.YOOKASSA_SECRET_KEY), {
    message: 'YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY задаются вместе',
    path: ['YOOKASSA_SECRET_KEY'],
  });

/** Every variable the server reads (deploy/academy.env.example and the README list each one). */
export const ENV_VARIABLES = Object.keys(variables.shape);
export type EnvVariable = keyof typeof variables.shape;
type Variables = z.infer<typeof variables>;

/** The folders derived from DATA_DIR and BACKUP_DIR. */
export interface DataPaths {
  dataDir: string;
  dbFile: string;
  uploadsDir: string;
  backupDir: string;
}

export type Env = z.infer<typeof envSchema> &
  DataPaths & {
    /**
     * The origin written into canonical links, the sitemap, robots.txt and structured data: PUBLIC_URL,
     * or http://localhost:PORT on a machine without it. Never the request's Host header, which anyone
     * can set.
     */
    siteOrigin: string;
  };

/**
 * A configuration the process cannot run with. Its message names every bad variable and is all the
 * operator needs: the command-line tools print it without a stack trace.
 */
export class EnvError extends Error {
  constructor(lines: string[]) {
    super(`Неверная конфигурация окружения:\n${lines.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
}

function dataPaths(vars: Pick<Variables, 'DATA_DIR' | 'BACKUP_DIR'>): DataPaths {
  const dataDir = path.resolve(vars.DATA_DIR);
  // By default the backups sit next to the data folder (./data → ./backups), never inside it.
  const backupDir = path.resolve(vars.BACKUP_DIR ?? path.join(dataDir, '..', 'backups'));
  const inside = path.relative(dataDir, backupDir);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new EnvError(['BACKUP_DIR: должна быть вне DATA_DIR (иначе потеря папки данных унесёт и копии)']);
  }
  return { dataDir, dbFile: path.join(dataDir, 'academy.db'), uploadsDir: path.join(dataDir, 'uploads'), backupDir };
}

/** Reads and checks the server's environment; throws one EnvError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const vars = parsed(envSchema.safeParse(source));
  // A deployment that says it is production must say where it lives; a laptop's `npm start` (no
  // NODE_ENV set) runs with localhost links instead.
  if (source.NODE_ENV?.trim() === 'production' && !vars.PUBLIC_URL) {
    throw new EnvError(['PUBLIC_URL: обязателен при NODE_ENV=production — публичный адрес сайта, например https://academy.ru']);
  }
  const siteOrigin = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return { ...vars, ...dataPaths(vars), siteOrigin };
}

/**
 * Reads and checks only the named variables, with the folders derived from DATA_DIR and BACKUP_DIR:
 * for a command-line tool, which must not refuse to run over a variable it never uses (a restore
 * needs no PUBLIC_URL). The defaults are the server's, so both find the same folders.
 */
export function loadEnvOf<K extends EnvVariable>(
  names: readonly K[],
  source: Record<string, string | undefined> = process.env,
): Pick<Variables, K | 'DATA_DIR' | 'BACKUP_DIR'> & DataPaths {
  // Typed as every variable for Zod's pick; the names given are the ones actually picked.
  const mask = Object.fromEntries([...names, 'DATA_DIR', 'BACKUP_DIR'].map((name) => [name, true])) as Record<EnvVariable, true>;
  const vars: Pick<Variables, K | 'DATA_DIR' | 'BACKUP_DIR'> = parsed(variables.pick(mask).safeParse(source));
  return { ...vars, ...dataPaths(vars) };
}
