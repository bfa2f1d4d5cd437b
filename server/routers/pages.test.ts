import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalAbout, minimalDirection } from '#shared/schemas/pages/fixtures';
import { openDatabase } from '../db/client';
import { admins, mediaUsages } from '../db/schema';
import { type AppDeps, createDeps } from '../deps';
import { contentVersion } from '../lib/content-version';
import { insertFirstVersion } from '../lib/pages/first-version';
import { applyDueSchedules } from '../lib/pages/schedule';
import { issueTokenPair } from '../lib/tokens';
import { errorMessage } from '../rest/http';
import { callerAs, publishedThrough, trpcError } from '../test/content-fixtures';
import { phoneJpeg } from '../test/media-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

const START = 1_800_000_000;
let clock = START;
let deps: AppDeps;
let token: string;
let coachToken: string;
let managerToken: string;
let managerId: number;
let coachId: number;
let photoA: number;
let photoB: number;

const admin = () => callerAs(deps, token);
const manager = () => callerAs(deps, managerToken);
const visitor = () => callerAs(deps);

function addAccount(login: string, name: string, role: 'manager' | 'coach'): number {
  return deps.db.insert(admins).values({ login, name, role, passwordHash: 'locked' }).returning({ id: admins.id }).get().id;
}

async function libraryPhoto(name: string, alt: string): Promise<number> {
  const form = new FormData();
  form.append('files', await phoneJpeg(name));
  const [item] = await admin().media.upload(form);
  const id = item?.id ?? 0;
  await admin().media.update({ id, alt, caption: '', focal: { x: 0.3, y: 0.6 }, folder: '', tags: [] });
  return id;
}

/** Fresh tokens (an access token lives ten minutes of the test's clock). */
async function signIn(): Promise<void> {
  token = await adminToken(deps);
  managerToken = (await issueTokenPair(deps, managerId)).token;
  coachToken = (await issueTokenPair(deps, coachId)).token;
}

/** Moves the clock of the server (and of a restarted one) forward. */
async function advance(seconds: number): Promise<void> {
  clock += seconds;
  await signIn();
}

beforeAll(async () => {
  deps = createTestDeps({ now: () => clock });
  await adminToken(deps);
  deps.db.update(admins).set({ name: 'Ольга Владимировна' }).where(eq(admins.login, 'admin')).run();
  managerId = addAccount('office', 'Марина', 'manager');
  coachId = addAccount('coach', 'Тренер Пётр', 'coach');
  await signIn();
  photoA = await libraryPhoto('founder.jpg', 'Основатель в зале');
  photoB = await libraryPhoto('new-founder.jpg', 'Новый портрет');
  deps.db.transaction(() => {
    insertFirstVersion(deps, 'about', minimalAbout(photoA));
    insertFirstVersion(deps, 'direction:boxing', minimalDirection());
  });
});
afterAll(cleanup);

const aboutDraft = async () => admin().pages.get({ key: 'about' });

describe('a draft', () => {
  it('is kept for the admin and never shown to visitors', async () => {
    const before = await aboutDraft();
    const document = { ...minimalAbout(photoA), founder: { ...minimalAbout(photoA).founder, name: 'Черновик Черновиков' } };
    const { version } = await admin().pages.saveDraft({ key: 'about', baseVersion: before.version, document });
    expect(version).toBe(before.version + 1);

    const after = await aboutDraft();
    expect(after.draft).toMatchObject({ founder: { name: 'Черновик Черновиков' } });
    expect(after.published).toMatchObject({ founder: { name: 'Ivan Petrov' } });
    const list = await admin().pages.list();
    expect(list.find((page) => page.key === 'about')).toMatchObject({
      title: 'Об академии',
      state: 'changed',
      updatedBy: { name: 'Ольга Владимировна' },
    });
    expect(list.find((page) => page.key === 'direction:boxing')).toMatchObject({
      title: 'Направление: Бокс',
      state: 'published',
    });

    const page = await publishedThrough(visitor(), 'about');
    expect(page.founder.name).toBe('Ivan Petrov');
    expect(JSON.stringify(page)).not.toContain('Черновик');
    // The visitor's page has its pictures resolved, with the focal point the admin set.
    expect(page.founder.photo).toMatchObject({ alt: 'Основатель в зале', focal: { x: 0.3, y: 0.6 } });
    expect(page.gallery.items).toHaveLength(3);
  });

  it('based on an older version is refused with a Russian message, and the stored one stays', async () => {
    const current = await aboutDraft();
    const error = await trpcError(
      admin().pages.saveDraft({ key: 'about', baseVersion: current.version - 1, document: minimalAbout(photoB) }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(errorMessage(error)).toContain('Страницу уже изменили в другой вкладке или другой администратор');
    expect((await aboutDraft()).draft).toEqual(current.draft);
  });

  it('breaking a limit is refused with the field’s message and its path', async () => {
    const current = await aboutDraft();
    const document = minimalAbout(photoA);
    document.gallery.items = document.gallery.items.slice(0, 2);
    const error = await trpcError(admin().pages.saveDraft({ key: 'about', baseVersion: current.version, document }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toBe('Страница не сохранена: Галерея: от 3 до 12 фото');
    expect((await aboutDraft()).version).toBe(current.version);
  });

  it('with a picture that has no alt text is refused on that field', async () => {
    const form = new FormData();
    form.append('files', await phoneJpeg('bare.jpg'));
    const [bare] = await admin().media.upload(form);
    const current = await aboutDraft();
    const error = await trpcError(
      admin().pages.saveDraft({ key: 'about', baseVersion: current.version, document: minimalAbout(bare?.id ?? 0) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toContain('нет описания (alt)');
  });
});

describe('publishing', () => {
  it('makes the draft public as a revision by its author, and drops cached pages', async () => {
    const current = await aboutDraft();
    const version = contentVersion();
    const { revisionId } = await manager().pages.publish({ key: 'about', baseVersion: current.version });
    expect(contentVersion()).toBeGreaterThan(version);
    expect((await publishedThrough(visitor(), 'about')).founder.name).toBe('Черновик Черновиков');
    const page = await aboutDraft();
    expect(page.publishedRevisionId).toBe(revisionId);
    expect(page.version).toBe(current.version + 1);
    const [latest, first] = await admin().pages.revisions({ key: 'about' });
    expect(latest).toMatchObject({ id: revisionId, author: { name: 'Марина' }, summary: 'Изменено: Основатель' });
    expect(first).toMatchObject({ author: { id: null, name: 'Первое наполнение сайта' }, summary: 'Первая версия' });
    expect((await admin().pages.list()).find((each) => each.key === 'about')?.state).toBe('published');
  });

  it('records the pictures of the draft and the published version as the page’s usages', async () => {
    const current = await aboutDraft();
    await admin().pages.saveDraft({ key: 'about', baseVersion: current.version, document: minimalAbout(photoB) });
    const fields = deps.db.select().from(mediaUsages).where(eq(mediaUsages.ownerId, 'about')).all();
    expect(fields.filter((row) => row.mediaId === photoB).map((row) => row.field)).toContain('draft:founder.photo');
    expect(fields.filter((row) => row.mediaId === photoA).map((row) => row.field)).toContain('published:founder.photo');
    // An item a visitor sees cannot be deleted; one only in the draft neither, and the page is named once.
    const refused = await trpcError(admin().media.delete({ id: photoA }));
    expect(refused.code).toBe('CONFLICT');
    expect(errorMessage(refused)).toBe('Фото используется: Об академии. Сначала уберите его оттуда.');
    expect(errorMessage(await trpcError(admin().media.delete({ id: photoB })))).toBe(
      'Фото используется: Об академии (черновик). Сначала уберите его оттуда.',
    );
  });
});

describe('history', () => {
  it('restores an earlier revision as a new one, visible to visitors', async () => {
    const [, first] = await admin().pages.revisions({ key: 'about' });
    const stored = await admin().pages.revision({ id: first?.id ?? 0 });
    expect(stored).toMatchObject({ key: 'about', document: { founder: { name: 'Ivan Petrov' } } });

    const { revisionId } = await admin().pages.restore({ key: 'about', revisionId: first?.id ?? 0 });
    expect((await publishedThrough(visitor(), 'about')).founder.name).toBe('Ivan Petrov');
    const revisions = await admin().pages.revisions({ key: 'about' });
    expect(revisions).toHaveLength(3);
    expect(revisions[0]).toMatchObject({ id: revisionId, summary: expect.stringMatching(/^Восстановлена версия от /) });
    // The editor now opens what visitors see.
    expect((await aboutDraft()).draft).toEqual(stored.document);
  });

  it('refuses a revision of another page and one that does not exist', async () => {
    const [boxing] = await admin().pages.revisions({ key: 'direction:boxing' });
    const other = await trpcError(admin().pages.restore({ key: 'about', revisionId: boxing?.id ?? 0 }));
    expect(other.code).toBe('BAD_REQUEST');
    expect(errorMessage(other)).toBe('Эта версия принадлежит другой странице');
    const missing = await trpcError(admin().pages.revision({ id: 999_999 }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(errorMessage(missing)).toBe('Версия не найдена');
  });
});

describe('a scheduled publish', () => {
  it('publishes at its time the draft as saved by then, edits after scheduling included, and survives a restart', async () => {
    const page = await admin().pages.get({ key: 'direction:boxing' });
    const document = { ...minimalDirection(), lead: 'Новый подзаголовок по расписанию' };
    const saved = await admin().pages.saveDraft({ key: 'direction:boxing', baseVersion: page.version, document });
    const at = new Date((clock + 3600) * 1000).toISOString();
    await admin().pages.schedule({ key: 'direction:boxing', baseVersion: saved.version, at });
    expect((await admin().pages.get({ key: 'direction:boxing' })).schedule).toEqual({ at });
    expect((await admin().pages.list()).find((each) => each.key === 'direction:boxing')).toMatchObject({
      state: 'scheduled',
      scheduledAt: at,
    });

    // Edited after scheduling, as the editor invites («Изменения, сохранённые до этого, тоже попадут
    // в публикацию»): the edit goes out with the scheduled publish.
    const later = { ...document, watermark: 'Позже' };
    const afterEdit = await admin().pages.saveDraft({ key: 'direction:boxing', baseVersion: saved.version, document: later });
    expect((await admin().pages.get({ key: 'direction:boxing' })).schedule).toEqual({ at });

    await advance(1800);
    expect(applyDueSchedules(deps).published).toEqual([]);
    expect((await publishedThrough(visitor(), 'direction:boxing')).lead).toBe('Boxing');

    // The server stops; it starts again on the same file after the time has passed.
    await advance(3600);
    const restarted = createDeps({
      db: openDatabase(deps.env.dbFile),
      env: deps.env,
      jwtSecret: deps.jwtSecret,
      now: () => clock,
    });
    const version = contentVersion();
    expect(applyDueSchedules(restarted)).toEqual({ published: ['direction:boxing'], dropped: [] });
    expect(contentVersion()).toBeGreaterThan(version);
    const shown = await publishedThrough(callerAs(restarted), 'direction:boxing');
    expect(shown).toMatchObject({ slug: 'boxing', lead: 'Новый подзаголовок по расписанию', watermark: 'Позже' });
    // The editor's draft is what was published; an editor still open on it saves without a conflict.
    const editor = await callerAs(restarted, token).pages.get({ key: 'direction:boxing' });
    expect(editor).toMatchObject({ schedule: null, version: afterEdit.version, draft: { watermark: 'Позже' } });
    const [revision] = await callerAs(restarted, token).pages.revisions({ key: 'direction:boxing' });
    expect(revision).toMatchObject({
      author: { name: 'Ольга Владимировна' },
      summary: expect.stringMatching(/^Изменено: .*Подзаголовок.* \(по расписанию\)$/),
    });
    const next = await callerAs(restarted, token).pages.saveDraft({
      key: 'direction:boxing',
      baseVersion: afterEdit.version,
      document: { ...later, watermark: 'Ещё позже' },
    });
    expect(next.version).toBe(afterEdit.version + 1);
    expect((await publishedThrough(callerAs(restarted), 'direction:boxing')).watermark).toBe('Позже');
    restarted.db.$client.close();
  });

  it('counts a picture saved into the draft after scheduling as used, and drops it once replaced', async () => {
    const page = await admin().pages.get({ key: 'about' });
    const at = new Date((clock + 600) * 1000).toISOString();
    await admin().pages.schedule({ key: 'about', baseVersion: page.version, at });
    const withA = await admin().pages.saveDraft({ key: 'about', baseVersion: page.version, document: minimalAbout(photoA) });
    const fields = () =>
      deps.db
        .select({ field: mediaUsages.field, mediaId: mediaUsages.mediaId })
        .from(mediaUsages)
        .where(eq(mediaUsages.ownerId, 'about'))
        .all()
        .filter((usage) => usage.field.startsWith('scheduled:'));
    expect(fields().map((usage) => usage.mediaId)).toContain(photoA);
    await admin().pages.saveDraft({ key: 'about', baseVersion: withA.version, document: minimalAbout(photoB) });
    expect(fields().map((usage) => usage.mediaId)).not.toContain(photoA);
    expect(fields().map((usage) => usage.mediaId)).toContain(photoB);
    await admin().pages.cancelSchedule({ key: 'about' });
    expect(fields()).toEqual([]);
  });

  it('refuses a time in the past and can be cancelled', async () => {
    const page = await admin().pages.get({ key: 'about' });
    const past = await trpcError(
      admin().pages.schedule({ key: 'about', baseVersion: page.version, at: new Date((clock - 60) * 1000).toISOString() }),
    );
    expect(errorMessage(past)).toBe('Время публикации уже прошло: выберите время в будущем');
    await admin().pages.schedule({ key: 'about', baseVersion: page.version, at: new Date((clock + 600) * 1000).toISOString() });
    await admin().pages.cancelSchedule({ key: 'about' });
    await advance(1200);
    expect(applyDueSchedules(deps).published).toEqual([]);
    expect((await admin().pages.get({ key: 'about' })).schedule).toBeNull();
  });
});

describe('the preview', () => {
  it('draws an unsaved document with its pictures resolved, publishing nothing', async () => {
    const document = { ...minimalAbout(photoB), coaches: { lead: 'Только в предпросмотре' } };
    const preview = await admin().pages.resolvePreview({ key: 'about', document });
    expect(preview.kind).toBe('about');
    if (preview.kind !== 'about') return;
    expect(preview.data.coaches.lead).toBe('Только в предпросмотре');
    expect(preview.data.founder.photo?.alt).toBe('Новый портрет');
    expect((await publishedThrough(visitor(), 'about')).coaches.lead).not.toBe('Только в предпросмотре');
  });
});

describe('rights', () => {
  it('refuse a coach and nobody every editing call', async () => {
    const coach = callerAs(deps, coachToken);
    expect((await trpcError(coach.pages.list())).code).toBe('FORBIDDEN');
    expect((await trpcError(coach.pages.saveDraft({ key: 'about', baseVersion: 1, document: {} }))).code).toBe('FORBIDDEN');
    expect((await trpcError(coach.pages.publish({ key: 'about', baseVersion: 1 }))).code).toBe('FORBIDDEN');
    expect((await trpcError(visitor().pages.get({ key: 'about' }))).code).toBe('UNAUTHORIZED');
    expect((await trpcError(visitor().pages.resolvePreview({ key: 'about', document: {} }))).code).toBe('UNAUTHORIZED');
  });

  it('answer an unknown page in Russian', async () => {
    const error = await trpcError(admin().pages.get({ key: 'direction:sumo' as 'about' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(errorMessage(error)).toContain('Такой страницы нет');
    const missing = await trpcError(visitor().pages.published({ key: 'contacts' }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(errorMessage(missing)).toBe('Страница не найдена');
  });
});
