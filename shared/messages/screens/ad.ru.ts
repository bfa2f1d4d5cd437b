/**
 * The advert's legal label (client/components/ui/ad-card.tsx): drawn by the pop-up, whose code loads
 * only when an advert is due, and by the admin's preview, so these words stay out of the entry chunk.
 */
export const adMessages = {
  /** The words of 'Реклама · <advertiser>, ИНН … · erid: …' (shared/rules/ad-marking.ts). */
  marking: { advert: 'Реклама', inn: 'ИНН' },
} as const;
