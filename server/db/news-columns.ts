import { eq, lt } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { NEWS_RULES_VERSION, newsColumns } from '#shared/rules/news';
import type * as schema from './schema';
import { posts } from './schema';

/**
 * Recomputes the news columns of every post stored before them or by older rules (the migration
 * that added them leaves version 0). Runs when the database is opened; a batch at a time so a long
 * wall does not hold one huge transaction. Typed with Drizzle's own type rather than db/client's
 * `Db`, because db/client calls this: no import back into the module that opens the database.
 */
export function fillNewsColumns(db: BetterSQLite3Database<typeof schema>): number {
  let filled = 0;
  for (;;) {
    const batch = db
      .select({ id: posts.id, text: posts.text, photoUrls: posts.photoUrls, attachments: posts.attachments })
      .from(posts)
      .where(lt(posts.newsVersion, NEWS_RULES_VERSION))
      .limit(500)
      .all();
    if (batch.length === 0) return filled;
    db.transaction((tx) => {
      for (const row of batch) tx.update(posts).set(newsColumns(row)).where(eq(posts.id, row.id)).run();
    });
    filled += batch.length;
  }
}
