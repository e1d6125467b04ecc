import sanitize from 'sanitize-html';
import { STORED_FILE, STORED_MONTH, STORED_YEAR } from './storedFile';

/**
 * Whether an image source is one of our own uploads, exactly as the upload API answers it
 * (`/uploads/YYYY/MM/<random name>`, server/modules/upload). Only these images are kept: a picture on
 * another site would tell that site the IP address of every visitor reading the policy, and breaks
 * or changes when that site does; data: URLs bypass the upload checks (type by content, size limit).
 */
export function isOwnUpload(src: string | undefined): boolean {
  const parts = /^\/uploads\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(src ?? '');
  return !!parts && STORED_YEAR.test(parts[1]) && STORED_MONTH.test(parts[2]) && STORED_FILE.test(parts[3]);
}

/** A width or height in pixels: digits only (no units, no percentages, no expressions). */
const PIXELS = /^\d{1,5}$/;

/**
 * Rich text from the editors (policy text, market offer details) as it is stored and later shown with
 * dangerouslySetInnerHTML on the front: sanitize-html's allow-list rather than hand-written filtering.
 * Kept: headings, paragraphs, lists, tables, links, images of our own uploads (src, alt, title, numeric
 * width/height), basic inline formatting. Dropped: script, style, iframes, forms, every on* attribute,
 * style attributes, javascript:/data: URLs, and images from anywhere else (see isOwnUpload).
 */
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    ol: ['start', 'type'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // No scheme at all for images: our uploads are relative paths (checked exactly in exclusiveFilter).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // script/style contents are dropped with the tag, not left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    // Links to other sites open in a new tab without handing them window.opener.
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
    img: (tagName, { width, height, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(width && PIXELS.test(width) ? { width } : {}), ...(height && PIXELS.test(height) ? { height } : {}) },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(frame.attribs.src),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html ?? '', options).trim();
}

/** The text of an HTML fragment, whitespace collapsed: for search vectors and snippets. */
export function htmlToText(html: string): string {
  const text = sanitize(html ?? '', { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'] });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
function decodeEntities(s: string) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return entities[e.toLowerCase()] ?? m;
  });
}
