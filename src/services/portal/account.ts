// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The signed-in user (startup call) GET /api/xm-oauth/oauth/currentuser */
export async function oauthCurrentUser(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      name: string;
      avatar: string;
      phone: string;
      email: string;
      departmentId: number;
      roles: { id: number; code: string; name: string }[];
      permissions: string[];
      lastLoginAt: string;
    };
    message?: string;
  }>("/api/xm-oauth/oauth/currentuser", {
    method: "GET",
    ...(options || {}),
  });
}

/** The signed-in admin GET /apiv2/account/admin/currentuser */
export async function currentAdmin(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      name: string;
      avatar: string;
      phone: string;
      email: string;
      departmentId: number;
      roles: { id: number; code: string; name: string }[];
      permissions: string[];
      lastLoginAt: string;
    };
    message?: string;
  }>("/apiv2/account/admin/currentuser", {
    method: "GET",
    ...(options || {}),
  });
}

/** Admin login: returns a bearer token POST /apiv2/account/admin/login */
export async function login(
  body: {
    username: string;
    password: string;
  },
  options?: { [key: string]: any }
) {
  return request<{
    success: true;
    code: 0;
    data: {
      token: string;
      expiresAt: string;
      currentUser: {
        id: number;
        username: string;
        name: string;
        avatar: string;
        phone: string;
        email: string;
        departmentId: number;
        roles: { id: number; code: string; name: string }[];
        permissions: string[];
        lastLoginAt: string;
      };
    };
    message?: string;
  }>("/apiv2/account/admin/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Revoke the current token POST /apiv2/account/admin/logout */
export async function logout(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: any; message?: string }>(
    "/apiv2/account/admin/logout",
    {
      method: "POST",
      ...(options || {}),
    }
  );
}
