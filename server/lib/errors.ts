/**
 * Business errors and the envelope the web app's request layer understands:
 * `{ success: false, code, errorCode, errorMessage, message, showType, data: null }`.
 */
export const ShowType = {
  SILENT: 0,
  WARN_MESSAGE: 1,
  ERROR_MESSAGE: 2,
  NOTIFICATION: 4,
  REDIRECT: 9,
} as const;
export type ShowTypeValue = (typeof ShowType)[keyof typeof ShowType];

export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  readonly showType: ShowTypeValue;
  /** The input field the error is about, when there is one. */
  readonly field?: string;
  /** For a 429: when to try again, sent as the Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** A visitor's sign-in, registration or reset that needs (or will next need) the image captcha solved. */
  readonly captchaRequired?: boolean;

  constructor(
    status: number,
    message: string,
    options: { code?: number; showType?: ShowTypeValue; field?: string; retryAfterSeconds?: number; captchaRequired?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = options.code ?? status;
    this.showType = options.showType ?? ShowType.ERROR_MESSAGE;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.captchaRequired = options.captchaRequired;
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, { field });
export const unauthorized = (message = 'Not signed in or the session has expired') => new AppError(401, message, { showType: ShowType.NOTIFICATION });
export const forbidden = (message = 'You do not have permission for this action', field?: string) => new AppError(403, message, { field });
export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (message: string, field?: string) => new AppError(409, message, { field });
export const unprocessable = (message: string, field?: string) => new AppError(422, message, { field });
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, { showType: ShowType.WARN_MESSAGE, retryAfterSeconds: retryAfterSeconds && Math.max(1, Math.ceil(retryAfterSeconds)) });

export type ErrorBody = {
  success: false;
  code: number;
  errorCode: number;
  errorMessage: string;
  message: string;
  showType: ShowTypeValue;
  data: null;
  field?: string;
  captchaRequired?: true;
};

export function errorBody(err: { code: number; message: string; showType: ShowTypeValue; field?: string; captchaRequired?: boolean }): ErrorBody {
  return {
    success: false,
    code: err.code,
    errorCode: err.code,
    errorMessage: err.message,
    message: err.message,
    showType: err.showType,
    data: null,
    ...(err.field ? { field: err.field } : {}),
    ...(err.captchaRequired ? { captchaRequired: true as const } : {}),
  };
}
