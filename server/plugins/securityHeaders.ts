import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The content security policy of every response. The built index.html has no inline script, so
 * scripts come from this origin only; antd writes its CSS-in-JS into <style> elements, which is why
 * styles may be inline. Nothing may frame the portal, post a form elsewhere or load a plugin.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: and blob: for previews of a chosen file and for icons the UI libraries inline.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const ONE_YEAR = 365 * 24 * 60 * 60;

const HELMET_OPTIONS: HelmetOptions = {
  // helmet's default adds upgrade-insecure-requests, which would break a portal served over plain HTTP on a LAN.
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the request (no nonces),
 * and building helmet's middleware at every request, as @fastify/helmet does, cost about 20 µs of each API call.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every response (helmet's): the policy above, X-Frame-Options DENY,
 * nosniff, a referrer policy that sends other sites the origin only, and HSTS when the request came
 * over HTTPS (directly, or through a proxy TRUST_PROXY names), never over plain HTTP where it would
 * mean nothing and a local install would not want it.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
    done();
  });
}
