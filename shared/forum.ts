/**
 * The forum's vocabulary and addresses, shared by the server (server/modules/forum), the front's screens, the
 * admin screen, the page loaders, heads and sitemap, and the mocks.
 *
 * Posts are plain text: tags are taken out when saved (a <script> with its content), and the front shows the
 * text as text, with its http(s) addresses made into links (linkParts) and its line breaks kept.
 */

/** published: on the front; held: a sensitive word holds it until a moderator approves it; hidden: taken off the front. */
export const FORUM_POST_STATUSES = ['published', 'held', 'hidden'] as const;
export type ForumPostStatus = (typeof FORUM_POST_STATUSES)[number];

/** Who may start threads in a board: every signed-in visitor, or staff only (announcements). */
export const FORUM_POST_POLICIES = ['visitors', 'staff'] as const;
export type ForumPostPolicy = (typeof FORUM_POST_POLICIES)[number];

/** What a moderator can do with posts; pin/unpin and lock/unlock act on the thread of the post. */
export const FORUM_MODERATION_ACTIONS = ['hide', 'show', 'approve', 'pin', 'unpin', 'lock', 'unlock', 'dismiss', 'delete'] as const;
export type ForumModerationAction = (typeof FORUM_MODERATION_ACTIONS)[number];

/** Posts a visitor may make (threads and replies together) within a minute. */
export const FORUM_POSTS_PER_MINUTE = 5;
export const FORUM_TITLE_MAX = 100;
export const FORUM_CONTENT_MAX = 5000;
export const FORUM_REASON_MAX = 200;
/** How many sensitive words the list may hold, and how long one may be. */
export const FORUM_WORDS_LIMIT = 500;
export const FORUM_WORD_MAX = 32;

/** How many threads a page of /forum lists, and how many replies a page of a thread shows. */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_REPLY_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

/** A thread's page; longer ids are no thread. */
export const FORUM_THREAD_PATH = /^\/forum\/([1-9][0-9]{0,8})$/;
export const forumThreadPath = (id: number) => `/forum/${id}`;

export type ForumQuery = { board: number | null; current: number };

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
};

/** The list an address asks for (/forum?board=<id>&current=<n>): an unlikely board is none, a bad page the first. */
export function parseForumQuery(params: URLSearchParams): ForumQuery {
  const board = params.get('board');
  return { board: board && /^[1-9][0-9]{0,8}$/.test(board) ? Number(board) : null, current: pageOf(params.get('current')) };
}

/** The address of a list: the first page of every board writes nothing. */
export function forumHref({ board, current }: ForumQuery): string {
  const params = new URLSearchParams();
  if (board) params.set('board', String(board));
  if (current > 1) params.set('current', String(current));
  const query = params.toString();
  return query ? `/forum?${query}` : '/forum';
}

/** The thread-list call's query string for a list. */
export const forumCallQuery = ({ board, current }: ForumQuery) =>
  new URLSearchParams({ ...(board ? { board: String(board) } : {}), current: String(current), pageSize: String(FORUM_PAGE_SIZE) }).toString();

/** The page of replies a thread's address asks for (/forum/12?current=2). */
export const parseReplyPage = (params: URLSearchParams) => pageOf(params.get('current'));
export const forumThreadHref = (id: number, current: number) => (current > 1 ? `${forumThreadPath(id)}?current=${current}` : forumThreadPath(id));
export const threadCallQuery = (id: number, current: number) =>
  new URLSearchParams({ id: String(id), current: String(current), pageSize: String(FORUM_REPLY_PAGE_SIZE) }).toString();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'", nbsp: ' ' };
/** Undoes the escaping of an HTML serialiser's text (sanitize-html escapes what it keeps). */
export const unescapeText = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|apos|nbsp);/g, (_, e: string) => ENTITIES[e]);

/** An http(s) address inside a post: up to a space, a quote, an angle bracket or Chinese punctuation. */
const LINK = /https?:\/\/[^\s<>"'，。；！？、（）【】《》“”‘’]+/gi;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}]+$/;

export type LinkPart = { text: string; href?: string };

/** A post's text cut into plain parts and links, in order (the front renders the links as <a>). */
export function linkParts(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: href, href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The sensitive words a text holds, case-insensitively, each once, in the list's order. */
export function sensitiveWordsIn(text: string, words: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return words.filter((w) => w && lower.includes(w.toLowerCase()));
}

/** A one-line excerpt of a post. */
export function excerptOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A post's time as China's clock shows it: 2026-11-21 17:05 (the same on the server's render and in the browser). */
export function forumTime(iso: string): string {
  const parts = Object.fromEntries(timeFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
