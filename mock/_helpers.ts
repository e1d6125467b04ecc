/** Small helpers shared by the mock files: the same envelope the real server sends. */
export const ok = <T>(data: T) => ({ success: true as const, code: 0 as const, data });

export const fail = (code: number, message: string, showType = 2, field?: string) => ({
  success: false as const,
  code,
  errorCode: code,
  errorMessage: message,
  message,
  showType,
  data: null,
  ...(field ? { field } : {}),
});

export type MockRequest = { body?: any; query?: Record<string, string>; params?: Record<string, string>; headers: Record<string, string | undefined> };
export type MockResponse = { status(code: number): MockResponse; json(body: unknown): void; send?(body: unknown): void };
export type MockHandler = (req: MockRequest, res: MockResponse) => void;

export const signedIn = (req: MockRequest) => /^Bearer \S+/.test(req.headers.authorization ?? '');

/**
 * The server's guard for `auth` and `permission` routes: a signed-out call answers 401. In mock mode
 * the signed-in user is the admin, who holds every permission, so there is no 403.
 */
export const requireAuth =
  (handler: MockHandler): MockHandler =>
  (req, res) =>
    signedIn(req) ? handler(req, res) : res.status(401).json(fail(401, 'Not signed in or the session has expired', 4));

/** `{ list, total, current, pageSize }` of one page, reading `current` and `pageSize` from the query. */
export function page<T>(list: T[], query: MockRequest['query'] = {}, defaultSize = 20, maxSize = 200) {
  const current = Math.max(1, Math.floor(Number(query.current)) || 1);
  const pageSize = Math.min(maxSize, Math.max(1, Math.floor(Number(query.pageSize)) || defaultSize));
  return { list: list.slice((current - 1) * pageSize, current * pageSize), total: list.length, current, pageSize };
}

/** Case-insensitive "contains", as the server's ilike filters; an empty filter matches everything. */
export const contains = (value: string | null | undefined, filter: string | undefined) =>
  !filter?.trim() || (value ?? '').toLowerCase().includes(filter.trim().toLowerCase());

/** A query value as a positive integer, or undefined. */
export const queryId = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const nowIso = () => new Date().toISOString();

export const nextId = (rows: { id: number }[]) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * Checks the required fields in the order the server's schema lists them and sends its 400 for the
 * first one missing (`body.name: is required`). Returns true when it answered.
 */
export function rejectMissing(res: MockResponse, source: Record<string, unknown> | undefined, fields: string[], where: 'body' | 'querystring' = 'body') {
  const missing = fields.find((f) => blank(source?.[f]));
  if (!missing) return false;
  res.status(400).json(fail(400, `${where}.${missing}: is required`, 2, missing));
  return true;
}

/** The server's 400 for a field that is present but not acceptable. */
export const badRequest = (res: MockResponse, field: string, message: string) => res.status(400).json(fail(400, message, 2, field));
export const notFound = (res: MockResponse, what: string) => res.status(404).json(fail(404, `${what} not found`));
export const conflict = (res: MockResponse, message: string, field?: string) => res.status(409).json(fail(409, message, 2, field));

/** Mobile number or landline with area code, as the server's phone fields accept. */
/** `''`, null and undefined all store as null, as the server's optional text fields do. */
export const orNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

// Umi reads every file under mock/: an empty default keeps these helpers from being taken for mock routes.
export default {};
