import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { storedFileChunks, storedFiles, uploads } from '../db/schema';
import { s3UploadStore, type S3StoreOptions } from './s3UploadStore';
import { checkStoredName, storedPath } from './uploads';

export { s3UploadStore, type S3StoreOptions } from './s3UploadStore';

/** A stored file as it is served: its size, a version for its ETag, and its bytes as a stream. */
export type StoredFile = { size: number; version: string; open: () => Readable };

/**
 * Where uploaded files' bytes live, behind one interface: `disk` (a folder, the default with the embedded database),
 * `database` (tables in PostgreSQL, the default with DATABASE_URL: every instance behind a load balancer serves
 * every upload) or `s3` (a bucket in S3 or an S3-compatible server, server/lib/s3UploadStore.ts; the default with
 * S3_BUCKET). Names are stored names (YYYY/MM/<random>.<ext>); every store refuses any other shape.
 */
export type UploadStore = {
  kind: UploadStoreKind;
  /** Writes a new file; never replaces one (names are random: a clash is an error). */
  write(name: string, data: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The file, or null when the store has no such file. */
  stat(name: string): Promise<StoredFile | null>;
  /** For readiness, where the store is a service of its own (S3): does it answer now? */
  reachable?(): Promise<boolean>;
};

export const uploadStoreKinds = ['disk', 'database', 's3'] as const;
export type UploadStoreKind = (typeof uploadStoreKinds)[number];

export function diskUploadStore(root: string): UploadStore {
  return {
    kind: 'disk',
    async write(name, data) {
      const full = storedPath(root, name);
      await fs.promises.mkdir(path.dirname(full), { recursive: true, mode: 0o750 });
      await fs.promises.writeFile(full, data, { flag: 'wx', mode: 0o640 });
    },
    async remove(name) {
      await fs.promises.rm(storedPath(root, name), { force: true });
    },
    async stat(name) {
      const full = storedPath(root, name);
      try {
        const stat = await fs.promises.stat(full);
        if (!stat.isFile()) return null;
        return { size: stat.size, version: Math.floor(stat.mtimeMs).toString(16), open: () => fs.createReadStream(full) };
      } catch {
        return null;
      }
    },
  };
}

/** A chunk of a file kept in the database: small enough that a few in flight cost little memory. */
export const STORED_CHUNK_BYTES = 256 * 1024;
/** Chunks read per query while a file is served (1 MB). */
const CHUNKS_PER_READ = 4;

export function databaseUploadStore(db: DbOrTx): UploadStore {
  return {
    kind: 'database',
    async write(name, data) {
      checkStoredName(name);
      await db.transaction(async (tx) => {
        await tx.insert(storedFiles).values({ name, size: data.length });
        for (let seq = 0; seq * STORED_CHUNK_BYTES < data.length; seq++) {
          await tx.insert(storedFileChunks).values({ name, seq, data: data.subarray(seq * STORED_CHUNK_BYTES, (seq + 1) * STORED_CHUNK_BYTES) });
        }
      });
    },
    async remove(name) {
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
    async stat(name) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.name, name)).limit(1);
      if (!file) return null;
      return { size: file.size, version: file.createdAt.getTime().toString(16), open: () => Readable.from(readChunks(db, name)) };
    },
  };
}

async function* readChunks(db: DbOrTx, name: string) {
  for (let from = 0; ; from += CHUNKS_PER_READ) {
    const rows = await db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.name, name), gte(storedFileChunks.seq, from)))
      .orderBy(asc(storedFileChunks.seq))
      .limit(CHUNKS_PER_READ);
    for (const row of rows) yield row.data;
    if (rows.length < CHUNKS_PER_READ) return;
  }
}

/** What each kind of store needs: the database, the `disk` store's folder and, for `s3`, the bucket (S3_*). */
export type UploadStoreOptions = { db: DbOrTx; dir: string; s3?: S3StoreOptions };

export function openUploadStore(kind: UploadStoreKind, options: UploadStoreOptions): UploadStore {
  if (kind === 'database') return databaseUploadStore(options.db);
  if (kind === 's3') {
    if (!options.s3) throw new Error('The s3 upload store needs a bucket: set S3_BUCKET');
    return s3UploadStore(options.s3);
  }
  return diskUploadStore(options.dir);
}

/**
 * Copies every recorded upload (and its thumbnail) that `to` lacks from `from`: `npm run uploads:move` when a portal
 * changes stores (onto PostgreSQL, say). One file in memory at a time; nothing is deleted from `from`.
 */
export async function copyUploads(db: Db, from: UploadStore, to: UploadStore): Promise<{ copied: number; present: number; missing: string[] }> {
  const result = { copied: 0, present: 0, missing: [] as string[] };
  for (let after = 0; ; ) {
    const page = await db
      .select({ id: uploads.id, storedName: uploads.storedName, thumbName: uploads.thumbName })
      .from(uploads)
      .where(gt(uploads.id, after))
      .orderBy(asc(uploads.id))
      .limit(200);
    for (const row of page) {
      for (const name of [row.storedName, row.thumbName]) {
        if (!name) continue;
        if (await to.stat(name)) {
          result.present++;
          continue;
        }
        const source = await from.stat(name);
        if (!source) {
          result.missing.push(name);
          continue;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of source.open()) chunks.push(chunk as Buffer);
        await to.write(name, Buffer.concat(chunks));
        result.copied++;
      }
    }
    if (page.length < 200) return result;
    after = page[page.length - 1].id;
  }
}
