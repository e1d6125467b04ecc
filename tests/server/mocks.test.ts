import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { ZodType } from 'zod';
import { addDays, todayOf } from '@shared/policyWindow';
import { serializerCompiler } from '../../server/lib/serializer';
import { createTestContext, type TestContext } from './harness';

/**
 * Every Umi mock handler is called and its response checked against the server's zod schema for the
 * same method and path, so the mocks that `npm run dev` serves cannot drift from the real API.
 */
const mockDir = path.resolve(__dirname, '../../mock');
const mockFiles = fs.readdirSync(mockDir).filter((f) => f.endsWith('.ts') && !f.startsWith('_'));

type Handler = (req: unknown, res: unknown) => unknown;

function callMock(handler: Handler, req: { body?: unknown; query?: Record<string, string>; headers: Record<string, string> }) {
  let status = 200;
  let body: unknown;
  const headers: Record<string, string> = {};
  // The parts of Express's response the mocks use: JSON answers, and Node's setHeader and end for files.
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    json(b: unknown) {
      body = b;
    },
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    end(b: string) {
      body = b;
    },
  };
  handler({ query: {}, params: {}, ...req }, res);
  return { status, body, headers };
}

describe('Umi mock files match the server schemas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx.close());

  it('has mock files', () => {
    expect(mockFiles.length).toBeGreaterThan(0);
  });

  it.each(mockFiles)('%s: every handler answers with what the server schema allows', async (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handlers = require(path.join(mockDir, file)).default as Record<string, Handler>;
    for (const [key, handler] of Object.entries(handlers)) {
      const [method, url] = key.split(' ');
      const route = ctx.app.apiRoutes.find((r) => r.method === method && r.url === url);
      expect({ key, registered: !!route }).toEqual({ key, registered: true });
      // A realistic request: signed in, with a body the route accepts where it has one.
      const { status, body } = callMock(handler, {
        headers: { authorization: 'Bearer mock-token', 'app-name': 'portal' },
        body: method === 'POST' ? { username: 'admin', password: 'any' } : undefined,
      });
      const schema = route!.schema?.response?.[status] as ZodType | undefined;
      expect({ key, status, hasSchema: !!schema }).toEqual({ key, status, hasSchema: true });
      const parsed = schema!.safeParse(body);
      expect({ key, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ key, issues: [] });
      // The compiled serializer (server/lib/serializer.ts) writes what zod's parse keeps.
      const serialize = serializerCompiler({ schema: schema!, method, url, httpStatus: String(status) });
      expect({ key, json: JSON.parse(serialize(body)) }).toEqual({ key, json: JSON.parse(JSON.stringify(parsed.data)) });
    }
  });

  it('policy.ts: the .ics downloads are iCalendar files of the events the calendar lists, as the server sends them', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handlers = require(path.join(mockDir, 'policy.ts')).default as Record<string, Handler>;
    const today = todayOf(new Date());
    const query = { from: addDays(today, -60), to: addDays(today, 120) };
    const headers = { host: 'localhost:8000' };
    const listed = (
      callMock(handlers['GET /api/policy/calendar'], { query, headers }).body as {
        data: { entries: { policyId: number; title: string; startDate: string; endDate: string }[]; allYear: { policyId: number }[] };
      }
    ).data;
    expect(listed.entries.length).toBeGreaterThan(0);
    const server = await ctx.app.inject({ url: `/api/policy/calendar.ics?from=${query.from}&to=${query.to}` });
    const events = (ics: unknown) => new ICAL.Component(ICAL.parse(ics as string)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

    const file = callMock(handlers['GET /api/policy/calendar.ics'], { query, headers });
    expect([file.status, file.headers['content-type']]).toEqual([200, server.headers['content-type']]);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="policy-calendar\.ics"; filename\*=UTF-8''.+\.ics$/);
    // All-day events, DTEND the day after the last day, as the server writes them.
    expect(events(file.body).map((e) => [e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual(
      listed.entries.map((e) => [e.startDate, addDays(e.endDate, 1), true]),
    );

    const first = listed.entries[0];
    const one = callMock(handlers['GET /api/policy/detail.ics'], { query: { id: String(first.policyId) }, headers });
    expect(one.status).toBe(200);
    expect(events(one.body)[0].summary).toContain(first.title);
    expect(events(one.body)[0].component.getFirstPropertyValue('url')).toBe(`http://localhost:8000/policydetail/${first.policyId}`);
    // A policy accepted all year has no dates: the server's 422.
    const allYear = callMock(handlers['GET /api/policy/detail.ics'], { query: { id: String(listed.allYear[0].policyId) }, headers });
    const route = ctx.app.apiRoutes.find((r) => r.method === 'GET' && r.url === '/api/policy/detail.ics')!;
    expect([allYear.status, (route.schema?.response?.[422] as ZodType).safeParse(allYear.body).success]).toEqual([422, true]);
  });
});
