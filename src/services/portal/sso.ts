// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Whether sign-in through the identity platform is offered GET /api/auth/oidc/config */
export async function externalOidcConfig(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { enabled: boolean }; message?: string }>('/api/auth/oidc/config', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Finish a sign-in from the identity platform's answer: a session token as the sign-in calls return POST /api/auth/oidc/finish */
export async function externalOidcFinish(
  body: {
    callback: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { audience: 'visitor' | 'staff'; token: string; expiresAt: string; reurl: string }; message?: string }>(
    '/api/auth/oidc/finish',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** Redirects to the identity platform (PKCE, state and nonce); it returns to /auth GET /api/auth/oidc/start */
export async function externalOidcStart(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.externalOidcStartParams,
  options?: { [key: string]: any },
) {
  return request<any>('/api/auth/oidc/start', {
    method: 'GET',
    params: {
      // audience has a default value: visitor
      audience: 'visitor',
      ...params,
    },
    ...(options || {}),
  });
}

/** What an app asks of the signed-in account (staff or visitor token; 401 without one) GET /api/sso/interaction */
export async function ssoInteraction(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.ssoInteractionParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      uid: string;
      app: { appName: string; title: string; description: string | null };
      scopes: string[];
      remembered: boolean;
      account: { kind: 'visitor' | 'staff'; name: string };
    };
    message?: string;
  }>('/api/sso/interaction', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Approve (remembered for next time) or deny an app’s request; the browser then goes to returnTo POST /api/sso/interaction */
export async function ssoInteractionFinish(
  body: {
    uid: string;
    approve: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { returnTo: string }; message?: string }>('/api/sso/interaction', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The apps the signed-in visitor let sign them in GET /api/visitor/sso/grants */
export async function mySsoGrants(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { clientId: string; appName: string; title: string; scopes: string[]; grantedAt: string }[];
    message?: string;
  }>('/api/visitor/sso/grants', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Withdraw the visitor's consent from an app; its tokens stop working POST /api/visitor/sso/grants/revoke */
export async function revokeMySsoGrant(
  body: {
    clientId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/visitor/sso/grants/revoke', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Link a staff account to an identity of the platform (issuer and subject), so that it may sign in with it POST /apiv2/account/admin/external-identity/link */
export async function linkStaffIdentity(
  body: {
    userId: number;
    subject: string;
    issuer?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      issuer: string;
      subject: string;
      userId: number | null;
      visitorId: number | null;
      email: string | null;
      linkedAt: string;
      lastSignInAt: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/external-identity/link', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/account/admin/external-identity/list */
export async function staffIdentities(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.staffIdentitiesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      issuer: string;
      subject: string;
      userId: number | null;
      visitorId: number | null;
      email: string | null;
      linkedAt: string;
      lastSignInAt: string | null;
    }[];
    message?: string;
  }>('/apiv2/account/admin/external-identity/list', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/account/admin/external-identity/unlink */
export async function unlinkStaffIdentity(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/external-identity/unlink', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The apps the signed-in staff member let sign them in GET /apiv2/account/admin/sso/grants */
export async function myStaffSsoGrants(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { clientId: string; appName: string; title: string; scopes: string[]; grantedAt: string }[];
    message?: string;
  }>('/apiv2/account/admin/sso/grants', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Withdraw one's consent from an app POST /apiv2/account/admin/sso/grants/revoke */
export async function revokeMyStaffSsoGrant(
  body: {
    clientId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/sso/grants/revoke', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/app/admin/oidc-client */
export async function appOidcClient(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.appOidcClientParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      appId: number;
      configured: boolean;
      enabled: boolean;
      clientId: string | null;
      redirectUris: string[];
      scopes: string[];
      backchannelLogoutUri: string | null;
      secretCreatedAt: string | null;
      issuer: string;
    };
    message?: string;
  }>('/apiv2/app/admin/oidc-client', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create or change an app's OIDC client; a new client's secret is returned this once POST /apiv2/app/admin/oidc-client */
export async function saveAppOidcClient(
  body: {
    appId: number;
    enabled: boolean;
    redirectUris: string[];
    scopes?: ('openid' | 'profile' | 'email')[];
    backchannelLogoutUri?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      client: {
        appId: number;
        configured: boolean;
        enabled: boolean;
        clientId: string | null;
        redirectUris: string[];
        scopes: string[];
        backchannelLogoutUri: string | null;
        secretCreatedAt: string | null;
        issuer: string;
      };
      secret: string | null;
    };
    message?: string;
  }>('/apiv2/app/admin/oidc-client', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Revoke every user's consent and tokens for the app POST /apiv2/app/admin/oidc-client/revoke */
export async function revokeAppOidcGrants(
  body: {
    appId: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { revoked: number }; message?: string }>('/apiv2/app/admin/oidc-client/revoke', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A new client secret, returned this once; the old one stops working POST /apiv2/app/admin/oidc-client/secret */
export async function regenerateAppOidcSecret(
  body: {
    appId: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      client: {
        appId: number;
        configured: boolean;
        enabled: boolean;
        clientId: string | null;
        redirectUris: string[];
        scopes: string[];
        backchannelLogoutUri: string | null;
        secretCreatedAt: string | null;
        issuer: string;
      };
      secret: string | null;
    };
    message?: string;
  }>('/apiv2/app/admin/oidc-client/secret', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
