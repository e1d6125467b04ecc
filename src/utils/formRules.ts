/**
 * Client-side input rules of the account, role and menu forms. They mirror the server's zod
 * schemas (the schemas.ts of each server module) so most mistakes are caught before a round trip; the server
 * stays the authority and its field errors are put on the form by `serverFieldError`.
 */

/** Username: starts with a letter; letters, digits, _ . - ; 3 to 32 characters. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;

/** Role code: lower-case letter first, then a-z, 0-9, _ or -. */
export const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_-]*$/;

/** App name: lower-case letter first, then a-z, 0-9 or -. */
export const APP_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;

/** Permission key: `area` or `area:action` (more segments allowed), lower case. */
export const RESOURCE_KEY_PATTERN = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*$/;

/**
 * For a failed call whose error the request layer has already shown (src/requestErrorConfig.ts):
 * Umi's request still rejects, and an unhandled rejection would reach the console.
 */
export const alreadyShown = () => undefined;

/** A field's place in a form or in the server's body: `['window', 'batches', 1, 'endDate']`. */
export type FieldPath = (string | number)[];

/** The error body of a failed call made with `skipErrorHandler: true`. */
export type ServerError = { field?: string; path?: FieldPath; message?: string; status?: number };

/**
 * Reads the server's `{ errorMessage, field }` from a rejected request. `path` is the server's whole
 * path ('window.batches.1.endDate' → ['window', 'batches', 1, 'endDate']), `field` its first segment;
 * the message loses the server's own `field: ` / `body.field: ` prefix, since it is shown under the field.
 */
export function serverFieldError(err: unknown): ServerError {
  const response = (err as { response?: { status?: number; data?: unknown } })?.response;
  const data = (response?.data ?? {}) as { errorMessage?: string; message?: string; field?: string };
  const raw = data.errorMessage || data.message || (err as Error)?.message;
  const path = data.field ? data.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : undefined;
  const field = path ? String(path[0]) : undefined;
  const message = raw && field ? raw.replace(/^(body\.|querystring\.)?[\w.]+:\s*/, '') : raw;
  return { field, path, message, status: response?.status };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any antd FormInstance, whatever its values type
type FieldSetter = { setFields: (fields: { name: any; errors: string[] }[]) => void; scrollToField?: (name: any, options?: ScrollIntoViewOptions) => void };

/**
 * Where a server error goes in a form: the names of a flat form's fields (the server's first path
 * segment, renamed by `fieldMap`), or, for a nested form (lists of batches, rules, contacts), a function
 * from the server's path to the form's, undefined when the form has no such field.
 */
export type FormFields = string[] | ((serverPath: FieldPath) => FieldPath | undefined);

/**
 * Puts a server error's message under the field it names, when the form has that field (scrolling to
 * it in a nested form); otherwise hands the message to `fallback` (a toast). Returns the field that
 * received the error, if any.
 */
export function applyFieldError(
  form: FieldSetter,
  error: ServerError,
  fields: FormFields,
  fallback: (message: string) => void,
  fieldMap: Record<string, string> = {},
): string | FieldPath | undefined {
  if (typeof fields === 'function') {
    const path = error.path && fields(error.path);
    if (path) {
      form.setFields([{ name: path, errors: [error.message || String(path[path.length - 1])] }]);
      form.scrollToField?.(path, { block: 'center' });
      return path;
    }
  } else {
    const name = error.field ? fieldMap[error.field] ?? error.field : undefined;
    if (name && fields.includes(name)) {
      form.setFields([{ name, errors: [error.message || name] }]);
      return name;
    }
  }
  if (error.message) fallback(error.message);
  return undefined;
}

/** `applyFieldError` for a rejected request made with `skipErrorHandler: true`. */
export function applyServerError(
  form: FieldSetter,
  err: unknown,
  fields: FormFields,
  fallback: (message: string) => void,
  fieldMap: Record<string, string> = {},
): string | FieldPath | undefined {
  return applyFieldError(form, serverFieldError(err), fields, fallback, fieldMap);
}
