import type { FormInstance } from 'antd';
import { serverFieldError } from '@/utils/formRules';

export type FieldPath = (string | number)[];

/**
 * A refusal from the server (400 validation, 409 clash, 422 reference) put under the field it names.
 * The server names nested fields with dots ('window.batches.1.endDate', 'rules.0.value', 'contacts.2.phone');
 * `toFormPath` turns that into the form's path, or undefined when the form has no such field, in which
 * case the message becomes a toast. Returns true when a field got the message.
 */
export function showServerError(
  form: Pick<FormInstance, 'setFields' | 'scrollToField'>,
  err: unknown,
  toFormPath: (serverPath: FieldPath) => FieldPath | undefined,
  fallback: (message: string) => void,
): boolean {
  const data = (err as { response?: { data?: { field?: string; errorMessage?: string } } })?.response?.data;
  const raw = data?.errorMessage ?? serverFieldError(err).message ?? '';
  const serverPath = data?.field ? data.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : undefined;
  const path = serverPath ? toFormPath(serverPath) : undefined;
  // The message names the field itself ('window.endDate: must not be …'): under the field that prefix goes.
  const message = raw.replace(/^(body\.|querystring\.)?[\w.]+:\s*/, '');
  if (path) {
    form.setFields([{ name: path, errors: [message || raw] }]);
    form.scrollToField(path, { block: 'center' });
    return true;
  }
  if (raw) fallback(raw);
  return false;
}

/** For flat forms: the server's top-level field when the form has it. */
export const flatPath = (fields: string[]) => (serverPath: FieldPath) => (fields.includes(String(serverPath[0])) ? [serverPath[0]] : undefined);
