import { z } from 'zod';

/** `{ success, code, data, message? }` with code 0: the success envelope of every JSON response. */
export function ok<T>(data: T, message?: string) {
  return { success: true as const, code: 0 as const, data, ...(message ? { message } : {}) };
}

/** The zod schema of a success envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    code: z.literal(0),
    data,
    message: z.string().optional(),
  });
}

/** Lists return `data: { list, total, current, pageSize }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    current: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.number().int(),
  errorCode: z.number().int(),
  errorMessage: z.string(),
  message: z.string(),
  showType: z.number().int(),
  data: z.null(),
  field: z.string().optional(),
});
