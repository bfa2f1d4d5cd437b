import { z } from 'zod';
import { adSchemaMessages as copy } from '../messages/schemas/ad.ru';
import { ERID_PATTERN, INN_PATTERN } from '../rules/ad-marking';
import { httpUrlSchema, oneLineText } from './common';
import type { ResolvedImage } from './media';

/** The pop-up as the legacy API (spec section 7) reads and answers it: exactly these three fields. */
export const adStatusSchema = z.object({
  isActive: z.boolean(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
});
export type AdStatus = z.infer<typeof adStatusSchema>;

export const updateAdRedirectInput = z.object({ redirectUrl: httpUrlSchema });

/**
 * The advertising law's marking (shared/rules/ad-marking.ts). An empty advertiser stands for the
 * site's operator from the law settings; an empty erid is allowed (the editor warns, the label
 * leaves it out) because the token comes from the advertising data operator, sometimes after the
 * advert is put up.
 */
export const adMarkingSchema = z.object({
  isAdvertising: z.boolean(),
  advertiserName: oneLineText().trim().max(200, copy.advertiserTooLong),
  advertiserInn: z.union([z.literal(''), z.string().trim().regex(INN_PATTERN, copy.advertiserInn)]),
  erid: z.union([z.literal(''), z.string().trim().regex(ERID_PATTERN, copy.erid)]),
});
export type AdMarking = z.infer<typeof adMarkingSchema>;

/**
 * The stored pop-up: the legacy fields, the marking, and the picture as a media library item
 * (`imageUrl` then ''; it holds an address only for an animated GIF, which the library does not take).
 */
export const adSchema = adStatusSchema
  .extend(adMarkingSchema.shape)
  .extend({ imageMediaId: z.number().int().positive().nullable() });
export type Ad = z.infer<typeof adSchema>;

/** What the admin's marking section reads: the stored marking and the operator an empty advertiser stands for. */
export interface AdMarkingData extends AdMarking {
  operator: { name: string; inn: string };
}

/**
 * What the public pop-up reads: where the picture and the button go, and the marking with the
 * advertiser resolved (null when the admin says the pop-up is not an advert).
 */
export interface AdPopupData extends AdStatus {
  marking: { advertiser: { name: string; inn: string }; erid: string } | null;
  /** The library picture (srcset, focal point); absent for a GIF. */
  picture?: ResolvedImage;
}

/** The editor's picture field: the library item and what it looks like. */
export interface AdImageData {
  mediaId: number | null;
  picture: ResolvedImage | null;
  /** What the pop-up shows (a library picture's src, or a GIF's address). */
  imageUrl: string;
}

export const setAdImageInput = z.object({ mediaId: z.number().int().positive() });
