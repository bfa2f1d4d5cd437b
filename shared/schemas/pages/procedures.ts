import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { oneLineText } from '../common';
import type { PageKey } from './documents';
import { pageKeySchema } from './documents';

/** The inputs and answers of the `pages` router (the contract with the editors' screens). */

const version = z.number({ error: copy.badVersion }).int(copy.badVersion).min(0, copy.badVersion);
const revisionId = z.number({ error: copy.badVersion }).int(copy.badVersion).positive(copy.badVersion);

export const pageKeyInput = z.object({ key: pageKeySchema });
/** The document is checked against its key's schema by the server (server/lib/pages), with messages per field. */
export const saveDraftInput = z.object({ key: pageKeySchema, baseVersion: version, document: z.unknown() });
export const publishInput = z.object({
  key: pageKeySchema,
  baseVersion: version,
  summary: oneLineText().trim().max(200, copy.summaryTooLong).optional(),
});
export const scheduleInput = z.object({
  key: pageKeySchema,
  baseVersion: version,
  /** An instant with its offset ('2026-12-01T09:00:00+03:00' or '…Z'); the screen shows the club's time zone. */
  at: z.iso.datetime({ offset: true, error: copy.badTime }),
});
export const revisionInput = z.object({ id: revisionId });
export const restoreInput = z.object({ key: pageKeySchema, revisionId });
export const resolvePreviewInput = z.object({ key: pageKeySchema, document: z.unknown() });

export type PageState = 'published' | 'changed' | 'scheduled';
export interface PageAuthor {
  /** The staff account (admins.id); null for the seeded first version. */
  id: number | null;
  /** The name as it was when the author acted. */
  name: string;
}

export interface PageListItem {
  key: PageKey;
  title: string;
  state: PageState;
  /** ISO times. */
  publishedAt: string;
  scheduledAt: string | null;
  updatedAt: string;
  updatedBy: PageAuthor | null;
}

export interface PageEditorView<D = unknown> {
  key: PageKey;
  /** What the editor edits: equal to `published` while nothing changed. */
  draft: D;
  /** The draft's version, sent back as `baseVersion`. */
  version: number;
  published: D;
  publishedRevisionId: number | null;
  schedule: { at: string } | null;
}

export interface PageRevisionSummary {
  id: number;
  createdAt: string;
  author: PageAuthor;
  summary: string;
}

export interface PageRevision<D = unknown> extends PageRevisionSummary {
  key: PageKey;
  document: D;
}
