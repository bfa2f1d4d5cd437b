import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MAX } from '#shared/schemas/staff';
import { EnvError, loadEnv, loadEnvOf } from './env';

const fail = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted a bad environment');
};

describe('loadEnv', () => {
  it('applies defaults and derives the data paths', () => {
    const env = loadEnv({ DATA_DIR: '/srv/academy' });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED_DEMO: true,
      TRUST_PROXY: { kind: 'none' },
    });
    expect(env.dbFile).toBe(path.join('/srv/academy', 'academy.db'));
    expect(env.uploadsDir).toBe(path.join('/srv/academy', 'uploads'));
    expect(env.RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('names every bad variable in one Russian message', () => {
    const message = fail({ PORT: 'eighty', PUBLIC_URL: 'academy', JWT_SECRET: 'short', NODE_ENV: 'staging' });
    expect(message.split('\n')[0]).toBe('Неверная конфигурация окружения:');
    expect(message).toContain('PORT:');
    expect(message).toContain('PUBLIC_URL: должен быть полным адресом сайта, например https://academy.ru');
    expect(message).toContain('JWT_SECRET: не короче 32 символов');
    expect(message).toContain('NODE_ENV:');
  });

  it('holds ADMIN_PASSWORD to every account’s password limits (one definition, shared/schemas/staff.ts)', () => {
    expect(fail({ ADMIN_LOGIN: 'owner', ADMIN_PASSWORD: 'x'.repeat(STAFF_PASSWORD_MAX + 1) })).toContain(
      `ADMIN_PASSWORD: не длиннее ${STAFF_PASSWORD_MAX} символов`,
    );
    expect(loadEnv({ ADMIN_LOGIN: 'owner', ADMIN_PASSWORD: 'x'.repeat(STAFF_PASSWORD_MAX) }).ADMIN_PASSWORD).toHaveLength(
      STAFF_PASSWORD_MAX,
    );
  });

  it('requires the admin variables and the reCAPTCHA keys in pairs', () => {
    expect(fail({ ADMIN_LOGIN: 'owner' })).toContain('ADMIN_PASSWORD: ADMIN_LOGIN и ADMIN_PASSWORD задаются вместе');
    expect(fail({ ADMIN_LOGIN: 'owner', ADMIN_PASSWORD: 'short' })).toContain('ADMIN_PASSWORD: не короче 8 символов');
    expect(fail({ RECAPTCHA_SITE_KEY: 'site' })).toContain(
      'RECAPTCHA_SECRET: RECAPTCHA_SITE_KEY и RECAPTCHA_SECRET задаются вместе',
    );
  });

  it('treats empty optional values as unset', () => {
    const env = loadEnv({ PUBLIC_URL: '', TELEGRAM_BOT_TOKEN: '  ', ADMIN_LOGIN: '', ADMIN_PASSWORD: '' });
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.TELEGRAM_BOT_TOKEN).toBeUndefined();
    expect(env.ADMIN_LOGIN).toBeUndefined();
  });

  it('puts the backups next to the data folder and reads the backup, log and health knobs', () => {
    const env = loadEnv({ DATA_DIR: '/srv/academy/data' });
    expect(env.backupDir).toBe(path.resolve('/srv/academy/backups'));
    expect(env).toMatchObject({
      BACKUP_HOUR: 3,
      BACKUP_KEEP_DAILY: 7,
      BACKUP_KEEP_WEEKLY: 4,
      BACKUP_KEEP_EXTRA: 5,
      LOG_FORMAT: 'text',
      HEALTH_MIN_FREE_MB: 500,
    });
    expect(loadEnv({ BACKUP_HOUR: 'off', LOG_FORMAT: 'json' })).toMatchObject({ BACKUP_HOUR: 'off', LOG_FORMAT: 'json' });
    expect(fail({ BACKUP_HOUR: '24' })).toContain('BACKUP_HOUR: час от 0 до 23 или off');
    expect(fail({ LOG_FORMAT: 'xml' })).toContain('LOG_FORMAT');
  });

  it('refuses a backup folder inside the data folder', () => {
    expect(fail({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/backups' })).toContain('BACKUP_DIR: должна быть вне DATA_DIR');
  });

  it('requires PUBLIC_URL when NODE_ENV=production is set, naming it', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: обязателен при NODE_ENV=production/);
    expect(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://academy.ru/' }).siteOrigin).toBe('https://academy.ru');
  });

  it('without NODE_ENV (npm start on a laptop) links to localhost and the port', () => {
    expect(loadEnv({ PORT: '3000' }).siteOrigin).toBe('http://localhost:3000');
  });
});

describe('loadEnvOf (the command-line tools)', () => {
  it('checks only the named variables: a restore runs in production without PUBLIC_URL or a bad PORT', () => {
    const env = loadEnvOf(['BACKUP_KEEP_DAILY'], { NODE_ENV: 'production', DATA_DIR: '/srv/academy/data', PORT: 'eighty' });
    expect(env).toEqual({
      DATA_DIR: '/srv/academy/data',
      BACKUP_DIR: undefined,
      BACKUP_KEEP_DAILY: 7,
      dataDir: '/srv/academy/data',
      dbFile: path.join('/srv/academy/data', 'academy.db'),
      uploadsDir: path.join('/srv/academy/data', 'uploads'),
      backupDir: '/srv/academy/backups',
    });
  });

  it('finds the same folders as the server and refuses what the server refuses in them', () => {
    const source = { DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/copies', PUBLIC_URL: 'https://academy.ru' };
    const server = loadEnv(source);
    expect(loadEnvOf([], source)).toMatchObject({ dataDir: server.dataDir, dbFile: server.dbFile, backupDir: server.backupDir });
    expect(() => loadEnvOf([], { DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/b' })).toThrow(EnvError);
    expect(() => loadEnvOf(['ADMIN_PASSWORD'], { ADMIN_PASSWORD: 'short' })).toThrow(
      'Неверная конфигурация окружения:\n  ADMIN_PASSWORD: не короче 8 символов',
    );
  });

  it('the server’s own refusals are EnvErrors too, so a command can tell them from a bug', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
  });
});
