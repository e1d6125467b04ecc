import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * An uploaded file. The bytes live on disk under `<DATA_DIR>/uploads/YYYY/MM/` with a random name;
 * `storedName` and `thumbName` are those paths relative to the uploads root (`2026/11/<32 hex>.png`).
 * The client's file name is kept only as (sanitised) metadata.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    storedName: varchar('stored_name', { length: 64 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Which upload call accepted it: image (uploader/image) or attachment (upload/attachment). */
    kind: varchar('kind', { length: 16, enum: ['image', 'attachment'] }).notNull(),
    /** The type detected from the content, never the client's claim. */
    mime: varchar('mime', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    thumbName: varchar('thumb_name', { length: 64 }),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedBy: integer('uploaded_by'),
    /** A visitor's upload (a policy application's material): only that visitor may attach it. */
    uploadedByVisitor: integer('uploaded_by_visitor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_stored_name_idx').on(t.storedName),
    uniqueIndex('uploads_thumb_name_idx').on(t.thumbName),
    index('uploads_sha256_idx').on(t.sha256),
    index('uploads_user_time_idx').on(t.uploadedBy, t.createdAt),
    index('uploads_visitor_time_idx').on(t.uploadedByVisitor, t.createdAt),
  ],
);
