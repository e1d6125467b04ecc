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

/**
 * The visitors' calls: they carry the visitor's token, and a 401 there signs the visitor out only. Besides
 * /api/visitor/*, the match results' "subscribe to new matches" and its list are a visitor's, and so are the forum's
 * posts, replies and reports.
 */
export const isVisitorCall = (url: string) =>
  /^\/api\/visitor\//.test(url) ||
  /^\/api\/policy\/match\/(subscribe|subscriptions)(\?|$)/.test(url) ||
  /^\/api\/forum\/(thread\/post|reply\/post|report)(\?|$)/.test(url);

/**
 * The match run calls of the policy front (start, correct, read, export a run): public, and a signed-in visitor's
 * run is saved for them and readable by them only ("my matches"), so they carry the visitor's token when a
 * visitor is signed in, else staff's (staff who may see company records match a park company on its figures).
 */
export const isMatchRunCall = (url: string) =>
  /^\/api\/policy\/(matchData|changeBuesinss|resultHeader|resultSearche|companyDetail|getRelateBusiness|match\/fields|match\/export)(\?|$)/.test(url);

/** The token a call carries: the visitor's, staff's, or (match runs) the visitor's when signed in, else staff's. */
export function tokenFor(url: string): string | null {
  if (isVisitorCall(url)) return getVisitorToken();
  if (isMatchRunCall(url)) return getVisitorToken() ?? getToken();
  return getToken();
}
