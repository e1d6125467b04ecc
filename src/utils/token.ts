/** The access token lives in local storage; every request reads it from here. */
export const TOKEN_KEY = 'access_token';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken() {
  window.localStorage.removeItem(TOKEN_KEY);
}

/**
 * A visitor's session (the public front's own accounts, /api/visitor/*) is kept apart from staff's: a browser
 * may hold both, and each call carries the one its audience needs (src/requestErrorConfig.ts).
 */
export const VISITOR_TOKEN_KEY = 'visitor_token';

export function getVisitorToken(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setVisitorToken(token: string) {
  window.localStorage.setItem(VISITOR_TOKEN_KEY, token);
}

export function clearVisitorToken() {
  window.localStorage.removeItem(VISITOR_TOKEN_KEY);
}

/** The visitors' calls: they carry the visitor's token, and a 401 there signs the visitor out only. */
export const isVisitorCall = (url: string) => /^\/api\/visitor\//.test(url);
