import { z } from 'zod';
import { idSchema } from './common';

export const groupSchema = z.object({ _id: z.string(), name: z.string() });
export type Group = z.infer<typeof groupSchema>;

const groupName = z
  .string({ error: 'Название группы: обязательное поле' })
  .trim()
  .min(1, 'Название группы: обязательное поле')
  .max(100, 'Название группы: не более 100 символов');
export const createGroupInput = z.object({ name: groupName });
export const renameGroupInput = z.object({ id: idSchema, name: groupName });
