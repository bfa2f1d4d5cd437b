import { and, eq, inArray } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { MediaOwnerKind, MediaUsage } from '#shared/schemas/media';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { Db } from '../../db/client';
import { coaches, media, mediaUsages, posts, products } from '../../db/schema';
import { DomainError } from '../domain-error';
import { pageTitle } from '../pages/store';

const copy = serverMessages.adminMedia;

/** One field of one owner that holds a library item: a coach's `photo`, a page's `hero.image`. */
export interface MediaReference {
  ownerKind: MediaOwnerKind;
  ownerId: string;
  field: string;
}

/**
 * Records that `ref` now holds `mediaId` (or nothing, with null), called by the owner of the
 * reference when it saves, inside its own transaction. Refuses an item that is missing, is not a
 * ready photo, or has no alt text: a picture without a description never reaches a page. `formField`
 * names the form field the refusal is shown beside.
 */
export function recordUsage(db: Db, ref: MediaReference, mediaId: number | null, formField = ref.field): void {
  const where = and(
    eq(mediaUsages.ownerKind, ref.ownerKind),
    eq(mediaUsages.ownerId, ref.ownerId),
    eq(mediaUsages.field, ref.field),
  );
  if (mediaId === null) {
    db.delete(mediaUsages).where(where).run();
    return;
  }
  const item = db.select().from(media).where(eq(media.id, mediaId)).get();
  const refuse = (message: string) => new DomainError('bad-input', message, { fieldErrors: { [formField]: [message] } });
  if (!item) throw refuse(copy.notFound);
  if (item.kind !== 'image' || item.state !== 'ready') throw refuse(copy.notAPhoto);
  if (item.alt.trim() === '') throw refuse(copy.altRequired(item.name));
  db.insert(mediaUsages)
    .values({ mediaId, ...ref })
    .onConflictDoUpdate({ target: [mediaUsages.ownerKind, mediaUsages.ownerId, mediaUsages.field], set: { mediaId } })
    .run();
}

/** Forgets every reference of an owner (when the owner itself is deleted). */
export function dropUsages(db: Db, ownerKind: MediaOwnerKind, ownerId: string): void {
  db.delete(mediaUsages)
    .where(and(eq(mediaUsages.ownerKind, ownerKind), eq(mediaUsages.ownerId, ownerId)))
    .run();
}

/** The owners' names, read from their own tables, so the list stays right after a rename. */
function ownerNames(db: Db, kind: MediaOwnerKind, ids: string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  switch (kind) {
    case 'coach':
      return new Map(
        db
          .select({ id: coaches.id, name: coaches.name })
          .from(coaches)
          .where(inArray(coaches.id, ids))
          .all()
          .map((row) => [row.id, row.name]),
      );
    case 'product':
      return new Map(
        db
          .select({ id: products.id, name: products.text })
          .from(products)
          .where(inArray(products.id, ids))
          .all()
          .map((row) => [row.id, row.name]),
      );
    case 'post': {
      const numeric = ids.map(Number).filter(Number.isSafeInteger);
      return new Map(
        db
          .select({ id: posts.id, name: posts.title })
          .from(posts)
          .where(inArray(posts.id, numeric))
          .all()
          .map((row) => [String(row.id), row.name]),
      );
    }
    case 'page':
      return new Map(
        ids.flatMap((id): Array<[string, string]> => {
          const title = pageTitleOf(id);
          return title === null ? [] : [[id, title]];
        }),
      );
    default:
      return new Map();
  }
}

function pageTitleOf(key: string): string | null {
  try {
    return pageTitle(key as PageKey);
  } catch {
    return null;
  }
}

/** A page's version a field is in ('draft:hero.video'): the draft only, a scheduled one, or what visitors see. */
type PageVersion = 'published' | 'scheduled' | 'draft';
const VERSION_ORDER: readonly PageVersion[] = ['published', 'scheduled', 'draft'];

function pageVersionOf(field: string): PageVersion {
  const version = field.split(':')[0] as PageVersion;
  return VERSION_ORDER.includes(version) ? version : 'published';
}

function placeOf(kind: MediaOwnerKind, name: string | undefined, fields: string[]): string {
  if (!name) return copy.ownerKinds[kind];
  if (kind !== 'page') return copy.usagePlace(kind, name);
  // A page once, by the most public of its versions that holds the item.
  const versions = new Set(fields.map(pageVersionOf));
  return copy.pagePlace(name, VERSION_ORDER.find((version) => versions.has(version)) ?? 'published');
}

/**
 * Where an item is used, each owner once in words ('Тренер «Артём Волков»', 'Главная (черновик)'),
 * in the order first used; `field` is the owner's first field that holds it.
 */
export function usagesOf(db: Db, mediaId: number): MediaUsage[] {
  const rows = db.select().from(mediaUsages).where(eq(mediaUsages.mediaId, mediaId)).orderBy(mediaUsages.id).all();
  const names = new Map<MediaOwnerKind, Map<string, string>>();
  for (const kind of new Set(rows.map((row) => row.ownerKind))) {
    names.set(
      kind,
      ownerNames(
        db,
        kind,
        rows.filter((row) => row.ownerKind === kind).map((row) => row.ownerId),
      ),
    );
  }
  const owners = new Map<string, { ownerKind: MediaOwnerKind; ownerId: string; fields: string[] }>();
  for (const row of rows) {
    const key = `${row.ownerKind}\u0000${row.ownerId}`;
    const owner = owners.get(key) ?? { ownerKind: row.ownerKind, ownerId: row.ownerId, fields: [] };
    owner.fields.push(row.field);
    owners.set(key, owner);
  }
  return [...owners.values()].map(({ ownerKind, ownerId, fields }) => ({
    ownerKind,
    ownerId,
    field: fields[0] ?? '',
    place: placeOf(ownerKind, names.get(ownerKind)?.get(ownerId), fields),
  }));
}
