import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { link, list, text, videoRef } from './fields';

/** A button of the home banner: its words and where it leads. */
const actionSchema = z.object({ label: text('actionLabel', 32), href: link('actionLink') });

/**
 * The home page's own words: the banner (eyebrow, tagline, two buttons, up to four figures, the
 * background video) and the marquee under it. The club's name in the heading, the news, the store
 * and the map come from their own editors.
 */
export const homeDocumentSchema = z.object({
  hero: z.object({
    eyebrow: text('heroEyebrow', 80),
    tagline: text('heroTagline', 200),
    primaryAction: actionSchema,
    secondaryAction: actionSchema,
    /** Three fit one row at 390 px; a fourth wraps to a second row at the same size. */
    stats: list('stats', z.object({ value: text('statValue', 8), label: text('statLabel', 40) }), 1, 4),
    video: videoRef('heroVideo'),
  }),
  /** Runs twice in a row, so 3–12 short words fill a 1440 px screen without a gap. */
  marquee: list('marquee', text('marqueeWord', 24), 3, 12, copy.units.words),
});
export type HomeDocument = z.output<typeof homeDocumentSchema>;
