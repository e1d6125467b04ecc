import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRECOMPRESSED_EXTENSIONS } from '../lib/precompress';

/**
 * How bytes leave the server: API responses compressed on the fly, the web build sent from the copies
 * compressed at build time (scripts/precompress.ts), and cache headers that let a browser keep what can
 * never change.
 */

const compressOptions = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  // Smaller bodies gain less than the work costs.
  threshold: 1024,
  // Brotli's default quality (11) costs tens of milliseconds a response; 4 compresses JSON nearly as well.
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * Compresses every route's response when the client accepts it (payloads under 1 KB and types that do not
 * compress, such as images and .xlsx, are sent as they are). Requests are never decompressed: the portal's
 * client does not compress what it sends, and a compressed upload would slip past the size check made on
 * its Content-Length. Register before the routes: it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const own = (route.config as { compress?: unknown } | undefined)?.compress;
    if (route.compress === undefined && own === undefined) route.compress = compressOptions;
  });
  await app.register(fastifyCompress, { ...compressOptions, global: false });
}

/** Umi names built files `<name>.<8 hex digits>[.async|.chunk].<ext>`: such a name changes with its content. */
const HASHED_NAME = /\.[0-9a-f]{8,}(?:\.async|\.chunk)?\.[a-z0-9]+$/i;

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Revalidated on every use (a 304 when the ETag still matches), so a new build is seen at once. */
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_HOUR = 'public, max-age=3600';

export function webAssetCacheControl(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name.endsWith('.html')) return CACHE_REVALIDATE;
  return HASHED_NAME.test(name) ? CACHE_FOREVER : CACHE_HOUR;
}

/** Serves the web build with its precompressed copies (.br, .gz) chosen by Accept-Encoding, ETags, and cache headers by name. */
export async function registerWebAssets(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are found beside each file; they are not pages of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    etag: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', webAssetCacheControl(filePath));
      // A file with compressed copies is a different body per Accept-Encoding: shared caches must keep them apart.
      if (PRECOMPRESSED_EXTENSIONS.has(path.extname(filePath.replace(/\.(br|gz)$/, '')))) res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
