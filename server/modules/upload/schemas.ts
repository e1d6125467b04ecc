import { z } from 'zod';
import { STORED_FILE, STORED_MONTH, STORED_YEAR } from '@shared/storedFile';

/** What both upload calls answer: where the file is served, its thumbnail (images) and what was detected. */
export const uploadResult = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  /** The client's file name, sanitised; metadata only. */
  name: z.string(),
  /** The type detected from the content. */
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** `/uploads/2026/11/<32 hex>.png`: anything else (`..`, slashes, other names) fails here. */
export const storedFileParams = z.object({
  year: z.string().regex(STORED_YEAR, 'must be a 4-digit year'),
  month: z.string().regex(STORED_MONTH, 'must be a 2-digit month'),
  file: z.string().regex(STORED_FILE, 'is not a stored file name'),
});

/** `?preview=1` asks for a PDF to be shown in the browser's viewer (framed by the portal's own pages) instead of downloaded. */
export const storedFileQuery = z.object({ preview: z.literal('1').optional() });
