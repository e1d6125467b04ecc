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
