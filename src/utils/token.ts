/** A token kept in local storage under one key; every request reads it from here. */
function tokenStore(key: string) {
  return {
    get(): string | null {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (token: string) => window.localStorage.setItem(key, token),
    clear: () => window.localStorage.removeItem(key),
  };
}

/** Staff's access token. */
export const TOKEN_KEY = 'access_token';
const staff = tokenStore(TOKEN_KEY);
export const getToken = staff.get;
export const setToken = staff.set;
export const clearToken = staff.clear;

/**
 * A visitor's session (the public front's own accounts, /api/visitor/*) is kept apart from staff's: a browser
 * may hold both, and each call carries the one its audience needs (src/requestErrorConfig.ts).
 */
export const VISITOR_TOKEN_KEY = 'visitor_token';
const visitor = tokenStore(VISITOR_TOKEN_KEY);
export const getVisitorToken = visitor.get;
export const setVisitorToken = visitor.set;
export const clearVisitorToken = visitor.clear;

/** The visitors' calls: they carry the visitor's token, and a 401 there signs the visitor out only. */
export const isVisitorCall = (url: string) => /^\/api\/visitor\//.test(url);
