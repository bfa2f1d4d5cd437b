import { z } from 'zod';
import { groupSchemaMessages as copy } from '../messages/schemas/group.ru';
import { directionSchema } from './application';
import { idSchema, oneLineText } from './common';

export const groupSchema = z.object({ _id: z.string(), name: z.string() });
export type Group = z.infer<typeof groupSchema>;

const groupName = oneLineText({ error: copy.nameRequired }).trim().min(1, copy.nameRequired).max(100, copy.nameTooLong);
export const createGroupInput = z.object({ name: groupName });
export const renameGroupInput = z.object({ id: idSchema, name: groupName });

/** A group's direction: an application value ('Karate'), or null for none. */
export const setGroupDirectionInput = z.object({ id: idSchema, direction: directionSchema.nullable() });
