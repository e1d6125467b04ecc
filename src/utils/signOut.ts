import { logout } from '@/services/portal/account';
import { appPath, redirectTo } from '@/utils/request/navigate';
import { clearToken } from '@/utils/token';

/** The sign-in screen, coming back to `returnTo` (the current address by default) afterwards. */
export function loginPath(returnTo = window.location.href): string {
  return `/portal/adminlogin?reurl=${encodeURIComponent(returnTo)}`;
}

/** Ends the session on the server (the token is revoked there), forgets it here and opens the sign-in screen. */
export async function signOut(): Promise<void> {
  try {
    await logout({ skipErrorHandler: true });
  } finally {
    clearToken();
    redirectTo(appPath('portal/adminlogin'));
  }
}
