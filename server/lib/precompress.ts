/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the web build, once at build time
 * and at the strongest settings, so the server sends them by content negotiation without compressing
 * anything per request. A copy that would not be smaller is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The kinds of file that compress well; images, fonts and archives are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function textAssets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textAssets(full);
    return PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
  });
}

async function writeIfSmaller(file: string, original: Buffer, compressed: Buffer) {
  if (compressed.length < original.length) await fs.promises.writeFile(file, compressed);
  else await fs.promises.rm(file, { force: true });
}

export async function precompress(dist: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of textAssets(dist)) {
    const original = await fs.promises.readFile(file);
    if (original.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length },
      }),
      gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await writeIfSmaller(`${file}.br`, original, br);
    await writeIfSmaller(`${file}.gz`, original, gz);
    files += 1;
    bytes += original.length;
    brotliBytes += Math.min(br.length, original.length);
  }
  return { files, bytes, brotliBytes };
}
