import { z } from 'zod';
import { resourceTypes } from '../../db/schema';

/** A menu resource as the web app's layout and access.ts read it. */
export const menuResource = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  resourcePath: z.string(),
  resourceKey: z.string(),
  resourceName: z.string(),
  resourceIcon: z.string(),
  appName: z.string(),
  type: z.enum(resourceTypes),
  order: z.number().int(),
  visible: z.boolean(),
});
export type MenuResource = z.infer<typeof menuResource>;
