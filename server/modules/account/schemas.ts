import { z } from 'zod';

export const loginBody = z.object({
  username: z.string().trim().min(1, 'is required').max(64),
  password: z.string().min(1, 'is required').max(128),
});

export const roleSummary = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  roles: z.array(roleSummary),
  /** Permission keys the user's roles grant; the web app's access.ts reads these. */
  permissions: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  currentUser,
});
