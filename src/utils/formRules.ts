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

/** The error body of a failed call made with `skipErrorHandler: true`. */
export type ServerError = { field?: string; message?: string; status?: number };

/**
 * Reads the server's `{ errorMessage, field }` from a rejected request. The field is the first
 * segment of the server's path ('roleIds.0' → 'roleIds'); the message loses the server's own
 * `field: ` / `body.field: ` prefix, since it is shown under the field.
 */
export function serverFieldError(err: unknown): ServerError {
  const response = (err as { response?: { status?: number; data?: unknown } })?.response;
  const data = (response?.data ?? {}) as { errorMessage?: string; message?: string; field?: string };
  const raw = data.errorMessage || data.message || (err as Error)?.message;
  const field = data.field ? data.field.split('.')[0] : undefined;
  const message = raw && field ? raw.replace(/^(body\.|querystring\.)?[\w.]+:\s*/, '') : raw;
  return { field, message, status: response?.status };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any antd FormInstance, whatever its values type
type FieldSetter = { setFields: (fields: { name: any; errors: string[] }[]) => void };

/**
 * Puts a server error's message under the field it names, when the form has that field; otherwise
 * hands the message to `fallback` (a toast). `fieldMap` renames server fields to form fields.
 * Returns the field that received the error, if any.
 */
export function applyFieldError(
  form: FieldSetter,
  error: ServerError,
  fields: string[],
  fallback: (message: string) => void,
  fieldMap: Record<string, string> = {},
): string | undefined {
  const name = error.field ? fieldMap[error.field] ?? error.field : undefined;
  if (name && fields.includes(name)) {
    form.setFields([{ name, errors: [error.message || name] }]);
    return name;
  }
  if (error.message) fallback(error.message);
  return undefined;
}

/** `applyFieldError` for a rejected request made with `skipErrorHandler: true`. */
export function applyServerError(
  form: FieldSetter,
  err: unknown,
  fields: string[],
  fallback: (message: string) => void,
  fieldMap: Record<string, string> = {},
): string | undefined {
  return applyFieldError(form, serverFieldError(err), fields, fallback, fieldMap);
}
