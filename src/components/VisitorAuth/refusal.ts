/** A refusal as the request layer hands it over with skipErrorHandler: the server's words, the field it names. */
export type Refusal = { message: string; field?: string; captchaRequired: boolean };

/** The server's words for a refusal (it names the problem), or a general one. */
export function refusalOf(err: unknown, fallback: string): Refusal {
  const data = (err as { response?: { data?: { errorMessage?: string; field?: string; captchaRequired?: boolean } } }).response?.data;
  return { message: data?.errorMessage || fallback, field: data?.field, captchaRequired: data?.captchaRequired === true };
}
