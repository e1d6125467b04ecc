import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { STORED_FILE, STORED_MONTH, STORED_YEAR } from '@shared/storedFile';

/**
 * Uploads: what a file really is (by its bytes, never its name or the client's content type), where
 * it is stored (a random name under `<DATA_DIR>/uploads/YYYY/MM/`, outside the web root) and the
 * thumbnails of images. The routes and the database rows live in server/modules/upload.
 */

const MB = 1024 * 1024;
/** Largest accepted file per upload call. */
export const UPLOAD_LIMITS = { image: 10 * MB, attachment: 20 * MB } as const;
/** Longest side of a thumbnail, in pixels. */
export const THUMB_MAX_PX = 320;
/** Decompression-bomb guard: images with more pixels than this are refused before decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** Where uploads go when the caller names no directory (tests and tools); the server passes DATA_DIR/uploads. */
export const defaultUploadDir = () => path.join(os.tmpdir(), 'park-portal-uploads');

export const formatBytes = (n: number) => (n % MB === 0 ? `${n / MB} MB` : `${(n / MB).toFixed(1)} MB`);

// ---------------------------------------------------------------------------------------------
// Content sniffing
// ---------------------------------------------------------------------------------------------

/** A type the portal can store: its MIME type, the extension the stored name gets and a label for messages ("a PNG image"). */
export type FileType = { mime: string; ext: string; label: string };

export const TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'a JPEG image' },
  png: { mime: 'image/png', ext: 'png', label: 'a PNG image' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'a WebP image' },
  gif: { mime: 'image/gif', ext: 'gif', label: 'a GIF image' },
  pdf: { mime: 'application/pdf', ext: 'pdf', label: 'a PDF document' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', label: 'a Word document (.docx)' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', label: 'an Excel workbook (.xlsx)' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx', label: 'a PowerPoint presentation (.pptx)' },
  doc: { mime: 'application/msword', ext: 'doc', label: 'a Word 97-2003 document (.doc)' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls', label: 'an Excel 97-2003 workbook (.xls)' },
  zip: { mime: 'application/zip', ext: 'zip', label: 'a ZIP archive' },
  txt: { mime: 'text/plain', ext: 'txt', label: 'plain text' },
  csv: { mime: 'text/csv', ext: 'csv', label: 'CSV text' },
} as const satisfies Record<string, FileType>;

/** What each upload call accepts, in the order its refusal message lists them. */
export const ACCEPTED: Record<UploadKind, FileType[]> = {
  image: [TYPES.jpeg, TYPES.png, TYPES.webp, TYPES.gif],
  attachment: [TYPES.pdf, TYPES.docx, TYPES.xlsx, TYPES.pptx, TYPES.doc, TYPES.xls, TYPES.png, TYPES.jpeg, TYPES.zip, TYPES.txt, TYPES.csv],
};

export type Detected =
  /** A type the portal stores (whether this call accepts it is decided by the caller). */
  | { verdict: 'type'; type: FileType }
  /** Program code, or content a browser runs (HTML, SVG, XML): refused everywhere, whatever the file is called. */
  | { verdict: 'executable'; label: string }
  /** Recognised, but not a type the portal stores. */
  | { verdict: 'unsupported'; label: string }
  | { verdict: 'unknown'; label: string };

const startsWith = (buf: Buffer, bytes: number[] | string, offset = 0) => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= offset + sig.length && buf.subarray(offset, offset + sig.length).equals(sig);
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without NUL bytes: what the portal accepts as text. */
export function isText(buf: Buffer): boolean {
  if (buf.length === 0 || buf.includes(0)) return false;
  try {
    utf8.decode(buf);
    return true;
  } catch {
    return false;
  }
}

/** A Windows PE file: `MZ`, then at e_lfanew (offset 0x3C) the signature `PE\0\0`. */
function isPortableExecutable(buf: Buffer) {
  if (buf.length < 0x40) return false;
  const peOffset = buf.readUInt32LE(0x3c);
  return peOffset + 4 <= buf.length && startsWith(buf, 'PE\0\0', peOffset);
}

/** The entry names of a ZIP archive from its central directory (or, failing that, its local headers); null when it is not a readable ZIP. */
export function zipEntryNames(buf: Buffer): string[] | null {
  const minEocd = 22;
  const stop = Math.max(0, buf.length - minEocd - 0xffff);
  for (let i = buf.length - minEocd; i >= stop; i -= 1) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    const count = buf.readUInt16LE(i + 10);
    const cdOffset = buf.readUInt32LE(i + 16);
    const names: string[] = [];
    let p = cdOffset;
    for (let n = 0; n < count; n += 1) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return localHeaderNames(buf);
      const nameLen = buf.readUInt16LE(p + 28);
      const extraLen = buf.readUInt16LE(p + 30);
      const commentLen = buf.readUInt16LE(p + 32);
      if (p + 46 + nameLen > buf.length) return localHeaderNames(buf);
      names.push(buf.subarray(p + 46, p + 46 + nameLen).toString('utf8'));
      p += 46 + nameLen + extraLen + commentLen;
    }
    return names;
  }
  return localHeaderNames(buf);
}

function localHeaderNames(buf: Buffer): string[] | null {
  const names: string[] = [];
  let p = 0;
  while (p + 30 <= buf.length && buf.readUInt32LE(p) === 0x04034b50) {
    const flags = buf.readUInt16LE(p + 6);
    const compressed = buf.readUInt32LE(p + 18);
    const nameLen = buf.readUInt16LE(p + 26);
    const extraLen = buf.readUInt16LE(p + 28);
    if (p + 30 + nameLen > buf.length) break;
    names.push(buf.subarray(p + 30, p + 30 + nameLen).toString('utf8'));
    // Sizes that follow the data (bit 3) are unknown here; stop with what was read.
    if (flags & 0x08) break;
    p += 30 + nameLen + extraLen + compressed;
  }
  return names.length ? names : null;
}

/** Entry names a user would run by opening them: programs, scripts, installers, shortcuts and pages. */
const RUNNABLE_ENTRY =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|msc|bat|cmd|ps1|psm1|vbs|vbe|js|jse|mjs|wsf|wsh|hta|jar|apk|app|dmg|pkg|deb|rpm|sh|bash|command|lnk|url|reg|inf|html?|xhtml|svg|shtml|mht|mhtml)$/i;

function sniffZip(buf: Buffer): Detected {
  const names = zipEntryNames(buf);
  if (!names) return { verdict: 'unknown', label: 'a damaged ZIP archive' };
  const runnable = names.find((n) => RUNNABLE_ENTRY.test(n.replace(/\/+$/, '')));
  const has = (name: string) => names.includes(name);
  const under = (prefix: string) => names.some((n) => n.startsWith(prefix));
  if (has('AndroidManifest.xml') || has('classes.dex')) return { verdict: 'executable', label: 'an Android application package (APK)' };
  if (has('META-INF/MANIFEST.MF') && names.some((n) => n.endsWith('.class'))) return { verdict: 'executable', label: 'a Java archive (JAR)' };
  if (has('[Content_Types].xml')) {
    if (names.some((n) => /^(word|xl|ppt)\/vbaProject\.bin$/.test(n))) {
      return { verdict: 'unsupported', label: 'an Office document with macros (vbaProject.bin)' };
    }
    if (under('word/')) return { verdict: 'type', type: TYPES.docx };
    if (under('xl/')) return { verdict: 'type', type: TYPES.xlsx };
    if (under('ppt/')) return { verdict: 'type', type: TYPES.pptx };
  }
  if (runnable) return { verdict: 'executable', label: `a ZIP archive holding a program or page (${runnable.split('/').pop()})` };
  return { verdict: 'type', type: TYPES.zip };
}

/**
 * Text a browser would render as a page or run (HTML, SVG, XML that may be either), judged by how it
 * starts or by a script element anywhere: saved and opened, it runs with the user's browser.
 */
function isMarkup(buf: Buffer): boolean {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart().slice(0, 512).toLowerCase();
  if (/^<(!doctype\s+html|html|head|body|svg|\?xml|script|iframe|object|embed|meta|link|style|a\s|div|form|img|!--)/.test(start)) return true;
  // Elsewhere in the text: a script, frame or svg element, or a tag with an event handler attribute.
  return /<\s*(script|svg|iframe|html)[\s>/]/i.test(text) || /<[a-z][^>]*\son[a-z]+\s*=/i.test(text);
}

/**
 * Whether an OLE2 compound file has a directory entry of this name. Entries are 128 bytes, aligned to
 * 128 in the file (sectors are 512 or 4096 bytes), and start with the UTF-16 name, NUL-terminated,
 * whose byte length (terminator included) sits at offset 64: text that merely mentions the name does not match.
 */
function hasOleEntry(buf: Buffer, name: string): boolean {
  const needle = Buffer.from(`${name}\0`, 'utf16le');
  for (let i = buf.indexOf(needle, 512); i !== -1; i = buf.indexOf(needle, i + 1)) {
    if (i % 128 === 0 && i + 66 <= buf.length && buf.readUInt16LE(i + 64) === needle.length) return true;
  }
  return false;
}

/** OLE2 compound files: Word and Excel 97-2003 are told apart by their stream names. */
function sniffOle2(buf: Buffer): Detected {
  const has = (name: string) => hasOleEntry(buf, name);
  if (has('_VBA_PROJECT_CUR') || has('Macros') || has('_VBA_PROJECT')) return { verdict: 'unsupported', label: 'an Office 97-2003 document with macros' };
  if (has('WordDocument')) return { verdict: 'type', type: TYPES.doc };
  if (has('Workbook') || has('Book')) return { verdict: 'type', type: TYPES.xls };
  if (has('PowerPoint Document')) return { verdict: 'unsupported', label: 'a PowerPoint 97-2003 presentation (.ppt)' };
  return { verdict: 'unsupported', label: 'an OLE2 compound file that is not a Word or Excel document (for example an MSI installer)' };
}

/**
 * Identifies a file by its first bytes (and, for containers, their structure). `originalName` only
 * chooses between two kinds of text (.csv or .txt): it never makes a file acceptable.
 */
export function sniff(buf: Buffer, originalName = ''): Detected {
  // Program code first: these are refused whatever else the file might also parse as.
  if (startsWith(buf, [0x7f, 0x45, 0x4c, 0x46])) return { verdict: 'executable', label: 'a Linux executable (ELF)' };
  if (startsWith(buf, 'MZ') && (isPortableExecutable(buf) || !isText(buf))) return { verdict: 'executable', label: 'a Windows executable (MZ/PE)' };
  if (startsWith(buf, '#!')) return { verdict: 'executable', label: 'a script with a #! interpreter line' };
  for (const magic of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
  ]) {
    if (startsWith(buf, magic)) return { verdict: 'executable', label: 'a macOS executable (Mach-O)' };
  }
  if (startsWith(buf, [0xca, 0xfe, 0xba, 0xbe])) return { verdict: 'executable', label: 'a Java class or macOS universal binary' };

  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { verdict: 'type', type: TYPES.jpeg };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { verdict: 'type', type: TYPES.png };
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return { verdict: 'type', type: TYPES.gif };
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8)) return { verdict: 'type', type: TYPES.webp };
  if (startsWith(buf, '%PDF-')) return { verdict: 'type', type: TYPES.pdf };
  if (startsWith(buf, 'PK\x03\x04') || startsWith(buf, 'PK\x05\x06')) return sniffZip(buf);
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle2(buf);

  const other: [number[] | string, string][] = [
    ['Rar!\x1a\x07', 'a RAR archive'],
    [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 'a 7-Zip archive'],
    [[0x1f, 0x8b], 'a gzip archive'],
    ['BM', 'a BMP image'],
    ['II*\0', 'a TIFF image'],
    ['MM\0*', 'a TIFF image'],
    ['\0asm', 'a WebAssembly module'],
  ];
  for (const [magic, label] of other) if (startsWith(buf, magic)) return { verdict: 'unsupported', label };

  if (isText(buf)) {
    if (isMarkup(buf)) return { verdict: 'executable', label: 'HTML, SVG or XML markup, which a browser would run' };
    return { verdict: 'type', type: /\.csv$/i.test(originalName) ? TYPES.csv : TYPES.txt };
  }
  return { verdict: 'unknown', label: 'binary data of an unknown type' };
}

/** What each call accepts, as its refusal messages say it. */
export const ACCEPTED_TEXT: Record<UploadKind, string> = {
  image: 'JPEG, PNG, WebP or GIF',
  attachment: 'PDF, Word (.doc, .docx), Excel (.xls, .xlsx), PowerPoint (.pptx), PNG, JPEG, ZIP, TXT or CSV',
};

/** Accepts or refuses sniffed content for an upload call; `message` says what was found and what is accepted. */
export function checkType(kind: UploadKind, detected: Detected): { ok: true; type: FileType } | { ok: false; message: string } {
  const what = kind === 'image' ? 'Images' : 'Attachments';
  const accepted = `${what} may be ${ACCEPTED_TEXT[kind]}`;
  switch (detected.verdict) {
    case 'type':
      if (ACCEPTED[kind].some((t) => t.mime === detected.type.mime)) return { ok: true, type: detected.type };
      return { ok: false, message: `File type not allowed: the content is ${detected.type.label}. ${accepted}.` };
    case 'executable':
      return {
        ok: false,
        message: `File refused: the content is ${detected.label}, whatever the file name says. Programs, scripts and web pages cannot be uploaded.`,
      };
    case 'unsupported':
      return { ok: false, message: `File type not allowed: the content is ${detected.label}. ${accepted}.` };
    default:
      return { ok: false, message: `File type not recognised: the content is ${detected.label}. ${accepted}.` };
  }
}

// ---------------------------------------------------------------------------------------------
// Names and storage
// ---------------------------------------------------------------------------------------------

/** A fresh random stored name for a detected type, in the month's folder (UTC). */
export function newStoredName(type: FileType, now: Date): { storedName: string; thumbName: string } {
  const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const base = crypto.randomBytes(16).toString('hex');
  return { storedName: `${dir}/${base}.${type.ext}`, thumbName: `${dir}/${base}.thumb.webp` };
}

/** Refuses anything that is not exactly YYYY/MM/<name>: what every upload store accepts as a name. */
export function checkStoredName(storedName: string): [year: string, month: string, file: string] {
  const [year, month, file, ...rest] = storedName.split('/');
  if (rest.length || !STORED_YEAR.test(year ?? '') || !STORED_MONTH.test(month ?? '') || !STORED_FILE.test(file ?? '')) {
    throw new Error('invalid stored name');
  }
  return [year, month, file];
}

/** The absolute path of a stored name inside the root. */
export function storedPath(root: string, storedName: string): string {
  const [year, month, file] = checkStoredName(storedName);
  const resolvedRoot = path.resolve(root);
  const full = path.resolve(resolvedRoot, year, month, file);
  if (!full.startsWith(resolvedRoot + path.sep)) throw new Error('invalid stored name');
  return full;
}

/** Extensions a stored type may keep from the client's name (anything else is replaced by the type's own). */
const KEPT_EXTENSIONS: Record<string, string[]> = { jpg: ['jpg', 'jpeg', 'jfif'], txt: ['txt', 'text', 'log', 'md'] };

/**
 * The name a file is offered under: the client's name, cleaned, with the extension of what the file
 * really is, so `report.xlsx` holding a plain ZIP downloads as `report.zip` and opens as one.
 */
export function downloadName(name: string | undefined | null, type: FileType): string {
  const clean = sanitizeFileName(name, type.ext);
  const ext = path.extname(clean).slice(1).toLowerCase();
  if ((KEPT_EXTENSIONS[type.ext] ?? [type.ext]).includes(ext)) return clean;
  const base = ext && /^[a-z0-9]{1,8}$/.test(ext) ? clean.slice(0, -(ext.length + 1)) : clean;
  return `${base.replace(/[. ]+$/, '') || 'file'}.${type.ext}`;
}

/** The type of a stored MIME type (for files recorded before names followed their type). */
export const typeOfMime = (mime: string): FileType | undefined => Object.values(TYPES).find((t) => t.mime === mime);

/** The client's file name as metadata: no folders, no control or reserved characters, at most 200 characters. */
export function sanitizeFileName(name: string | undefined | null, fallbackExt: string): string {
  let clean = (name ?? '')
    .normalize('NFC')
    .split(/[/\\]/)
    .pop()!
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) clean = `file.${fallbackExt}`;
  if (clean.length > 200) {
    const ext = path.extname(clean).slice(0, 16);
    clean = clean.slice(0, 200 - ext.length) + ext;
  }
  return clean;
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

export const isImageType = (type: FileType) => type.mime.startsWith('image/');

export class ImageDecodeError extends Error {}

/** Decodes an image: its displayed size (EXIF orientation applied) and a WebP thumbnail at most THUMB_MAX_PX on its longest side. */
export async function imageInfo(buf: Buffer): Promise<{ width: number; height: number; thumbnail: Buffer }> {
  try {
    const image = sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new ImageDecodeError('no dimensions');
    const thumbnail = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(THUMB_MAX_PX, THUMB_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width, height, thumbnail };
  } catch (err) {
    throw err instanceof ImageDecodeError ? err : new ImageDecodeError((err as Error).message);
  }
}
