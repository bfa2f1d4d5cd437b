import { z } from 'zod';
import { httpUrlSchema } from './common';

export const adStatusSchema = z.object({
  isActive: z.boolean(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
});
export type AdStatus = z.infer<typeof adStatusSchema>;

export const updateAdRedirectInput = z.object({ redirectUrl: httpUrlSchema });
