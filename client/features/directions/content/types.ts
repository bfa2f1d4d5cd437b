import type { DirectionSlug } from '#shared/directions';

export type FeatureIcon = 'fist' | 'laurel' | 'pulse' | 'shield' | 'target' | 'users' | 'trophy';

/** A titled block of paragraphs. */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  points?: string[];
}

/**
 * Everything one direction page shows. The seven pages share the layout in
 * direction-page.tsx and differ only in this data.
 */
export interface DirectionContent {
  slug: DirectionSlug;
  /** Under the banner heading. */
  lead: string;
  /** Large outlined word behind the banner heading. */
  watermark: string;
  /** Exactly four: impact technique or versatility, traditions, physical form, character. */
  features: { icon: FeatureIcon; title: string; text: string }[];
  description: ArticleSection;
  history: {
    heading: string;
    intro: string;
    /** Three items. */
    timeline: { period: string; title: string; text: string }[];
  };
  /** Main elements or trainings: four (or three) techniques in a grid. */
  elements: { heading: string; intro: string; items: { name: string; text: string }[] };
  /** Rules and refereeing, or practicality. */
  rules: ArticleSection;
  popularity: ArticleSection;
}

/** Head tags of a direction page; kept apart from the content so route heads do not pull it in. */
export interface DirectionMeta {
  title: string;
  description: string;
}
