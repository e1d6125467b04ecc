import type { MatchProfile } from '@/models/policy';

/**
 * The profile /matchNow hands to /pping. Session storage rather than the address: a profile holds a
 * company's figures, which do not belong in a URL (history, logs, shared links).
 */
const KEY = 'portal.match.pendingProfile';

export function savePendingProfile(profile: MatchProfile) {
  sessionStorage.setItem(KEY, JSON.stringify(profile));
}

export function readPendingProfile(): MatchProfile | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as MatchProfile) : undefined;
  } catch {
    return undefined;
  }
}

export const clearPendingProfile = () => sessionStorage.removeItem(KEY);
