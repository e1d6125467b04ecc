/**
 * How a failed call is shown to the user (the envelope's showType). Umi's own template uses 3 for a notification;
 * this project (and its server, server/lib/errors.ts) uses 4.
 */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}
