import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { articleSectionSchema, list, text, videoRef } from './fields';

/** The icons a feature card may show (drawn by the page; no uploads). */
export const FEATURE_ICONS = ['fist', 'laurel', 'pulse', 'shield', 'target', 'users', 'trophy'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/**
 * One direction page (seven documents, one per slug, one layout): its head tags, the banner, four
 * feature cards (a 4-column row, 2×2 on a tablet), the article (description, a three-step history,
 * three or four techniques, rules, popularity). The direction's name and address are fixed
 * (shared/directions.ts: the waiting list and the schedule use them).
 */
export const directionDocumentSchema = z.object({
  meta: z.object({ title: text('metaTitle', 70), description: text('metaDescription', 200) }),
  lead: text('lead', 200),
  watermark: text('watermark', 24),
  video: videoRef('bannerVideo'),
  features: list(
    'features',
    z.object({
      icon: z.enum(FEATURE_ICONS, { error: copy.badIcon }),
      title: text('featureTitle', 40),
      text: text('featureText', 160),
    }),
    4,
    4,
    copy.units.cards,
  ),
  description: articleSectionSchema,
  history: z.object({
    heading: text('heading', 60),
    intro: text('intro', 400),
    timeline: list(
      'timeline',
      z.object({ period: text('period', 24), title: text('timelineTitle', 80), text: text('timelineText', 400) }),
      3,
      3,
    ),
  }),
  elements: z.object({
    heading: text('heading', 60),
    intro: text('intro', 400),
    items: list('techniques', z.object({ name: text('techniqueName', 30), text: text('techniqueText', 300) }), 3, 4),
  }),
  rules: articleSectionSchema,
  popularity: articleSectionSchema,
});
export type DirectionDocument = z.output<typeof directionDocumentSchema>;
export type ArticleSection = DirectionDocument['description'];
