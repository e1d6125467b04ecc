import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { externalOidcConfig } from '@/services/portal/sso';
import { useT } from '@/utils/i18n';

/** Asked once per page load: whether the server is configured for the identity platform (OIDC_ISSUER…). */
let configured: Promise<boolean> | undefined;
const isConfigured = () =>
  (configured ??= externalOidcConfig({ skipErrorHandler: true })
    .then((res) => res.data.enabled)
    .catch(() => {
      configured = undefined;
      return false;
    }));

/** Where the sign-in starts: the server keeps state, nonce and PKCE and sends the browser to the platform. */
export function externalStartUrl(audience: 'visitor' | 'staff', reurl: string): string {
  const path = /^\/(?![/\\])/.test(reurl) ? reurl : '/';
  return `/api/auth/oidc/start?audience=${audience}&reurl=${encodeURIComponent(path)}`;
}

/**
 * 统一身份认证登录: sign in through the external identity platform, shown only when the server is configured for
 * it. The platform returns to /auth, which finishes the sign-in and goes on to `reurl`.
 */
export default function ExternalSignIn({ audience, reurl }: { audience: 'visitor' | 'staff'; reurl: string }) {
  const t = useT();
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    void isConfigured().then((on) => live && setEnabled(on));
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return null;
  return (
    <Button block icon={<SafetyCertificateOutlined />} onClick={() => window.location.assign(externalStartUrl(audience, reurl))} data-testid="external-sign-in">
      {t('sso.button')}
    </Button>
  );
}
