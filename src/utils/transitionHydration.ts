import { startTransition } from 'react';
import { createRoot, hydrateRoot as hydrateNow } from 'react-dom/client';

/**
 * react-dom/client as Umi's renderer sees it (.umirc.ts points its import here): the same, except that a page the
 * server rendered is hydrated as a transition. React then hydrates in slices, letting the browser paint and answer
 * taps between them, rather than in one task that blocks a phone's main thread for hundreds of milliseconds (what
 * Lighthouse counts as total blocking time). Input on a part not yet hydrated is replayed once it is.
 */
export function hydrateRoot(...args: Parameters<typeof hydrateNow>): ReturnType<typeof hydrateNow> {
  let root: ReturnType<typeof hydrateNow> | undefined;
  startTransition(() => {
    root = hydrateNow(...args);
  });
  return root!;
}

export { createRoot };
export default { createRoot, hydrateRoot };
