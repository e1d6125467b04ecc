import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/serializer';
import type { Db } from './db/client';
import type { Deps } from './deps';
import { errorBody, ShowType } from './lib/errors';
import { accountAdminRoutes } from './modules/account/adminRoutes';
import { accountCentreRoutes } from './modules/account/centreRoutes';
import { accountRoutes } from './modules/account/routes';
import { appRoutes } from './modules/app/routes';
import { companyRoutes } from './modules/company/routes';
import { configRoutes } from './modules/config/routes';
import { workshopRoutes } from './modules/workshop/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { applicationRoutes } from './modules/application/routes';
import { articleRoutes } from './modules/article/routes';
import { cmsRoutes } from './modules/cms/routes';
import { forumRoutes } from './modules/forum/routes';
import { airQualityRoutes } from './modules/airquality/routes';
import { assistantAdminRoutes } from './modules/assistant/adminRoutes';
import { assistantRoutes } from './modules/assistant/routes';
import { clueRoutes } from './modules/clue/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { datavRoutes } from './modules/datav/routes';
import { gisRoutes } from './modules/gis/routes';
import { clueJobs } from './modules/clue/jobs';
import { projectRoutes } from './modules/project/routes';
import { projectJobs } from './modules/project/schedule';
import { workflowJobs } from './modules/workflow/jobs';
import { articleJobs } from './modules/article/publishing';
import { dictRoutes } from './modules/dict/routes';
import { notifyRoutes } from './modules/notify/routes';
import { organizationRoutes } from './modules/organization/routes';
import { geographicRoutes } from './modules/geographic/routes';
import { roleRoutes } from './modules/role/routes';
import { resourceRoutes } from './modules/resource/routes';
import { registerAuth } from './plugins/auth';
import { utilRoutes } from './modules/util/routes';
import { registerErrorHandling, registerInputGuard } from './plugins/errors';
import { defaultUploadDir } from './lib/uploads';
import { openUploadStore, type S3StoreOptions, type UploadStoreKind } from './lib/uploadStore';
import { createMailer, createOutboxSms, defaultOutboxDir, type Mailer, type SmsSender } from './lib/mail';
import { databaseRateLimits, type RateLimitStore } from './lib/rateLimit';
import { uploadRoutes } from './modules/upload/routes';
import { addressRoutes } from './modules/geographic/addressRoutes';
import { policyAdminRoutes } from './modules/policy/adminRoutes';
import { policyRoutes } from './modules/policy/routes';
import { matchRoutes } from './modules/match/routes';
import { seoRoutes } from './modules/seo/routes';
import { visitorRoutes } from './modules/visitor/routes';
import { queueRoutes } from './modules/queue/routes';
import { createJobRunner, type JobDefinition, type JobRunner } from './modules/queue/runner';
import { queueJobs } from './modules/queue/housekeeping';
import { mailJobs } from './modules/queue/mail';
import { inboxRoutes } from './modules/inbox/routes';
import { subscriptionRoutes } from './modules/subscription/routes';
import { membershipRoutes } from './modules/membership/routes';
import { subscriptionJobs } from './modules/subscription/jobs';
import { ssoRoutes } from './modules/sso/routes';
import { ssoJobs } from './modules/sso/jobs';
import { etagOf, indexHtmlReader, injectHead, pageHeadFor, type PageHead } from './modules/seo/pageHead';
import { pageDataFor } from './modules/seo/pageLoaders';
import { appRenderer, withRenderedApp } from './modules/seo/render';
import { siteOrigin } from './lib/siteOrigin';
import type { ExternalOidcConfig, TrustProxy } from './config';
import { CACHE_REVALIDATE, registerCompression, registerWebAssets } from './plugins/delivery';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { createHealth, type Health } from './modules/ops/health';
import { createMetrics, registerRequestMetrics } from './modules/ops/metrics';
import { opsRoutes } from './modules/ops/routes';

/** A registered API route with its guard and schemas: the permission test and the mock contract test walk these. */
export type RegisteredRoute = { method: string; url: string; config: Record<string, unknown>; schema?: { response?: Record<number, unknown> } };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
    /** This instance's job runner (server/modules/queue). */
    jobRunner: JobRunner;
    /** Readiness and draining (server/modules/ops): SIGTERM drains before closing. */
    health: Health;
  }
}

export type BuildAppOptions = {
  db: Db;
  tokenTtlSeconds?: number;
  /** Signs download grants; random per app when omitted. */
  downloadGrantSecret?: string;
  now?: () => Date;
  /** The built web app to serve; omitted in API-only tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** The folder of the `disk` upload store; the server passes `<DATA_DIR>/uploads`, tests a temporary folder. */
  uploadDir?: string;
  /** Where uploads' bytes are kept (UPLOAD_STORE): `disk` (uploadDir) by default, `database`, or `s3` (the bucket below). */
  uploadStore?: UploadStoreKind;
  /** The bucket of the `s3` upload store (S3_*). */
  s3?: S3StoreOptions;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); by default nobody's. */
  trustProxy?: TrustProxy;
  /** The portal's public address (PUBLIC_URL); by default each request's origin. */
  publicUrl?: string;
  /** The external identity platform visitors and staff may sign in with (OIDC_ISSUER…); none by default. */
  externalOidc?: ExternalOidcConfig;
  /** The policy assistant's language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); none by default (answers without a model). */
  llm?: Deps['config']['llm'];
  /** Where request limits are counted: the Redis store of REDIS_URL (its opener owns and closes it), else the database. */
  rateLimits?: RateLimitStore;
  /** Outgoing mail and text messages; by default both go to an outbox in the temporary folder. */
  mail?: Mailer;
  sms?: SmsSender;
  /** The bearer token /metrics asks for (METRICS_TOKEN); without one only the machine itself may read it. */
  metricsToken?: string;
  /** Run queued jobs in this process (the server does; API tests run them by hand with app.jobRunner.runDue()). */
  runJobs?: boolean | { pollMs?: number };
};

/** Every API module, in one list: a new area adds its routes here. */
const modules = [
  accountRoutes,
  accountAdminRoutes,
  accountCentreRoutes,
  roleRoutes,
  appRoutes,
  resourceRoutes,
  configRoutes,
  geographicRoutes,
  organizationRoutes,
  dictRoutes,
  notifyRoutes,
  companyRoutes,
  workshopRoutes,
  gisRoutes,
  uploadRoutes,
  utilRoutes,
  addressRoutes,
  policyRoutes,
  policyAdminRoutes,
  matchRoutes,
  seoRoutes,
  visitorRoutes,
  queueRoutes,
  inboxRoutes,
  subscriptionRoutes,
  membershipRoutes,
  ssoRoutes,
  workflowRoutes,
  applicationRoutes,
  articleRoutes,
  cmsRoutes,
  forumRoutes,
  airQualityRoutes,
  assistantRoutes,
  assistantAdminRoutes,
  clueRoutes,
  projectRoutes,
  dashboardRoutes,
  datavRoutes,
];

/** A request id from the caller (a load balancer's X-Request-Id) when it is a plain token, else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}

/** Every kind of background job, in one list: an area with jobs adds its definitions here. */
const jobDefinitions: JobDefinition[] = [
  ...queueJobs,
  ...mailJobs,
  ...subscriptionJobs,
  ...ssoJobs,
  ...workflowJobs,
  ...articleJobs,
  ...clueJobs,
  ...projectJobs,
];

/** A hop count as Fastify takes it: the nearest `hops` addresses in the chain are proxies. */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

const isApiPath = (url: string) => /^\/api(v2)?(\/|$|\?)/.test(url);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The client's address comes from X-Forwarded-For only when it was set by a proxy the operator named.
    trustProxy: typeof options.trustProxy === 'number' ? hopsTrusted(options.trustProxy) : options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // Every log line of a request carries its id (reqId), and so does the answer's X-Request-Id header.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url: route.url,
        config: (route.config ?? {}) as Record<string, unknown>,
        schema: route.schema as RegisteredRoute['schema'],
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    db: options.db,
    config: {
      tokenTtlSeconds: options.tokenTtlSeconds ?? 2 * 60 * 60,
      downloadGrantSecret: options.downloadGrantSecret ?? crypto.randomBytes(32).toString('base64url'),
      publicUrl: options.publicUrl,
      externalOidc: options.externalOidc,
      trustProxy: !!options.trustProxy,
      llm: options.llm,
    },
    now: options.now ?? (() => new Date()),
    uploads: openUploadStore(options.uploadStore ?? 'disk', { db: options.db, dir: options.uploadDir ?? defaultUploadDir(), s3: options.s3 }),
    rateLimits: options.rateLimits ?? databaseRateLimits,
    mail: options.mail ?? createMailer({ outboxDir: defaultOutboxDir(), from: 'no-reply@localhost' }),
    sms: options.sms ?? createOutboxSms(defaultOutboxDir()),
  };
  registerAuth(app, deps.db, deps.now, deps.config.downloadGrantSecret);
  deps.rateLimits.logTo?.(app.log);

  const runJobs = options.runJobs;
  app.decorate('jobRunner', createJobRunner(deps, jobDefinitions, { log: app.log, pollMs: typeof runJobs === 'object' ? runJobs.pollMs : undefined }));
  if (runJobs) app.addHook('onReady', () => app.jobRunner.start());
  app.addHook('onClose', () => app.jobRunner.stop());

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Park Portal API', version: '1.0.0', description: 'Admin back office and policy front' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  for (const mod of modules) await app.register(mod(deps));
  app.decorate('health', createHealth(deps.db, { rateLimits: deps.rateLimits, uploads: deps.uploads }));
  const metrics = createMetrics(deps.db);
  registerRequestMetrics(app, metrics);
  await app.register(opsRoutes(app.health, metrics, options.metricsToken));

  const webDist = options.webDist && fs.existsSync(path.join(options.webDist, 'index.html')) ? options.webDist : undefined;
  const noSuchApi = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply.status(404).send(errorBody({ code: 404, message: `No such API: ${request.method} ${request.url.split('?')[0]}`, showType: ShowType.ERROR_MESSAGE }));

  if (webDist) {
    await registerWebAssets(app, webDist);
    // Every other GET path is a screen of the single-page app: routes rather than the not-found handler, so
    // that the page is compressed like any response.
    const screen = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
      isApiPath(request.url) ? noSuchApi(request, reply) : sendIndex(request, reply);
    app.get('/', { schema: { hide: true } }, screen);
    app.get('/*', { schema: { hide: true } }, screen);
  }

  // Unknown API paths, and anything but a GET of a screen, get the envelope.
  app.setNotFoundHandler(noSuchApi);

  const readIndex = webDist ? indexHtmlReader(webDist) : undefined;
  // Umi's server build of the same app sits beside the web build (`ssr` in .umirc.ts).
  const renderer = webDist ? appRenderer(path.join(path.dirname(webDist), 'dist-ssr')) : undefined;
  // Loading the server build takes a moment: done once listening, not by the first visitor of a page.
  if (renderer) {
    app.addHook('onListen', async () => {
      setImmediate(() => {
        try {
          renderer.ready();
        } catch (err) {
          app.log.error({ errName: (err as Error)?.name }, 'the server build of the web app could not be loaded; pages render in the browser');
        }
      });
    });
  }

  /** The page with its content rendered by the server, or as it was when it cannot be (logged, never shown). */
  async function withContent(request: import('fastify').FastifyRequest, html: string): Promise<string> {
    const url = new URL(request.url, 'http://portal.invalid');
    try {
      if (!renderer?.ready()) return html;
      const data = await pageDataFor(app, url);
      if (!data) return html;
      const page = { url: url.pathname + url.search, data };
      const rendered = await renderer.render(page.url, data);
      return rendered ? withRenderedApp(html, rendered, page) : html;
    } catch (err) {
      request.log.error(
        { errName: (err as Error)?.name, errMessage: (err as Error)?.message?.slice(0, 200) },
        'server rendering failed; sending the page to render in the browser',
      );
      return html;
    }
  }

  /**
   * A screen of the app: the built index.html with the page's head (title, description, canonical, Open
   * Graph, noindex) and status. Revalidated on every use with an ETag, so a new build is seen at once. If
   * the head cannot be made, the page goes out without it: a visitor never sees an error for it.
   */
  async function sendIndex(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) {
    let head: PageHead = { status: 200 };
    try {
      head = await pageHeadFor(deps, new URL(request.url, 'http://portal.invalid'), siteOrigin(deps, request));
    } catch (err) {
      // Name and code only: a failed query's message would carry its SQL.
      request.log.error({ errName: (err as Error)?.name, errCode: (err as { code?: unknown })?.code }, 'page head failed; sending the page without it');
    }
    const body = await withContent(request, injectHead(readIndex!(), head));
    const etag = etagOf(body);
    reply.header('cache-control', CACHE_REVALIDATE).header('etag', etag).type('text/html; charset=utf-8');
    if (head.status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.status(head.status).send(body);
  }

  return app;
}
