import type { IApi } from '@umijs/max';

/** Starts the app's scripts once the page has been painted (public/paint-first.js); it lies beside index.html. */
const PAINT_FIRST = 'paint-first.js';

/**
 * The built index.html lets the browser paint the page the server rendered before the app's scripts run: the scripts
 * are preloaded in the head (downloading at once, in parallel) and started, in their order, by public/paint-first.js
 * in the frame after the first paint. Plain `defer` scripts that have arrived by the end of parsing run before the
 * first paint, so a phone showed nothing until its CPU had worked through the whole entry (about a second at
 * Lighthouse's 4× slowdown); a slow network already painted first. Pages rendered in the browser lose one frame.
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    const scripts = $('script[src]').toArray();
    const sources = scripts.map((script) => $(script).attr('src') as string);
    if (!sources.length) return $;
    for (const [i, script] of scripts.entries()) {
      $(script).remove();
      $('head').append(`<link rel="preload" as="script" href="${sources[i]}">`);
    }
    const starter = sources[sources.length - 1].replace(/[^/]*$/, PAINT_FIRST);
    $('body').append(`<script src="${starter}" data-scripts="${sources.join(' ')}" defer></script>`);
    return $;
  });
};
