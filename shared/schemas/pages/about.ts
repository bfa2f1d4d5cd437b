import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { imageRef, list, text } from './fields';

/**
 * The about page: the philosophy with its four values (a 4-column row, 2×2 on a phone), up to four
 * quotes, the founder's profile, the words over the coaches (who they are comes from the coaches
 * editor) and the gallery of 3–12 photos (the slider's dots fit twelve at 390 px).
 */
export const aboutDocumentSchema = z.object({
  philosophy: z.object({
    title: text('philosophyTitle', 80),
    paragraphs: list('philosophyParagraphs', text('paragraph', 1200), 1, 6, copy.units.paragraphs),
    values: list('values', z.object({ title: text('valueTitle', 24), text: text('valueText', 140) }), 4, 4, copy.units.cards),
  }),
  quotes: list(
    'quotes',
    z.object({ text: text('quoteText', 280), author: text('quoteAuthor', 60), source: text('quoteSource', 140) }),
    1,
    4,
  ),
  founder: z.object({
    name: text('founderName', 60),
    role: text('founderRole', 80),
    photo: imageRef('founderPhoto'),
    stats: list('founderStats', z.object({ value: text('statValue', 8), label: text('statLabel', 48) }), 1, 4),
    qualifications: list('qualifications', text('listItem', 200), 0, 10),
    belts: list('belts', text('listItem', 200), 0, 8),
    results: list('results', text('listItem', 240), 0, 10),
    bio: list('bio', text('paragraph', 1200), 1, 6, copy.units.paragraphs),
  }),
  coaches: z.object({ lead: text('coachesLead', 240) }),
  gallery: z.object({
    title: text('galleryTitle', 60),
    items: list(
      'gallery',
      z.object({ image: imageRef('galleryPhoto'), caption: text('galleryCaption', 140) }),
      3,
      12,
      copy.units.photos,
    ),
  }),
});
export type AboutDocument = z.output<typeof aboutDocumentSchema>;
