import { customType, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * An uploaded file. The bytes live in the upload store (server/lib/uploadStore.ts: on disk under
 * `<DATA_DIR>/uploads/YYYY/MM/`, or in the tables below) under a random name; `storedName` and `thumbName`
 * are those names (`2026/11/<32 hex>.png`).
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: one type for the code that reads them.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * A stored file's bytes kept in the database (the upload store `database`, the default on PostgreSQL), so every
 * instance behind a load balancer serves every upload. One row per file, its bytes in chunks (STORED_CHUNK_BYTES),
 * read a few at a time when served: a file is never whole in memory.
 */
export const storedFiles = pgTable('stored_files', {
  name: varchar('name', { length: 64 }).primaryKey(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    name: varchar('name', { length: 64 })
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.seq] })],
);
