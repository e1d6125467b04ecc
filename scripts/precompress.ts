/** `npm run build`'s last step: brotli and gzip copies of the web build's text assets (server/lib/precompress.ts). */
import path from 'node:path';
import { precompress } from '../server/lib/precompress';

precompress(path.resolve(__dirname, '..', 'dist'))
  .then(({ files, bytes, brotliBytes }) => {
    process.stdout.write(`Precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB with brotli\n`);
  })
  .catch((err) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });
