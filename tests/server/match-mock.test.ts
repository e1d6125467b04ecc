import type { ZodType } from 'zod';
import { envelope, errorEnvelope } from '../../server/lib/envelope';
import * as subscriptionSchemas from '../../server/modules/subscription/schemas';
import * as s from '../../server/modules/match/schemas';
import handlers from '../../mock/match';

/**
 * mocks.test.ts checks every mock answer to a generic request; this walks the happy path of the matching
 * mocks (a company's run, its header, results, profile, related companies, fields, a corrected profile,
 * a subscription) and checks each answer against the route's own schema, so `npm run dev` shows what the
 * server would.
 */
type Handler = (req: unknown, res: unknown) => void;
function call(key: string, req: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> }) {
  let status = 200;
  let body: unknown;
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    json(b: unknown) {
      body = b;
    },
  };
  (handlers as Record<string, Handler>)[key]({ query: {}, params: {}, headers: {}, ...req }, res);
  return { status, body: body as { data: Record<string, unknown> } & Record<string, unknown> };
}
function expectShape(schema: ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

describe('matching mocks on the happy path', () => {
  it('answer every call as the server schema says, with the domain rule engine', () => {
    const lookup = call('GET /api/policy/company/lookup', { query: { keyword: '博睿' } });
    expectShape(envelope(s.lookupItem.array()), lookup.body);
    const companyId = (lookup.body.data as unknown as { id: number }[])[0].id;

    const run = call('POST /api/policy/matchData', { body: { companyId } });
    expectShape(envelope(s.matchRun), run.body);
    const runId = run.body.data.runId as string;
    expect((run.body.data.matchSwiperData as unknown[]).length).toBeGreaterThan(0);

    const header = call('POST /api/policy/resultHeader', { body: { runId } });
    expectShape(envelope(s.resultHeader), header.body);
    expect(header.body.data.total).toBeGreaterThan(3);

    const results = call('POST /api/policy/resultSearche', { body: { runId, pageSize: 20 } });
    expectShape(envelope(s.resultPage), results.body);
    const list = results.body.data.list as { outcome: string; rules: { outcome: string }[] }[];
    expect(list.map((p) => p.outcome)).toEqual(
      [...list.map((p) => p.outcome)].sort((a, b) => ['eligible', 'likely', 'not_eligible'].indexOf(a) - ['eligible', 'likely', 'not_eligible'].indexOf(b)),
    );
    expect(list.some((p) => p.outcome === 'not_eligible' && p.rules.some((r) => r.outcome === 'unmet'))).toBe(true);

    const detail = call('POST /api/policy/companyDetail', { body: { runId } });
    expectShape(envelope(s.companyDetail), detail.body);
    expectShape(envelope(s.relatedList), call('POST /api/policy/getRelateBusiness', { body: { runId } }).body);
    expectShape(envelope(s.fieldsResult), call('GET /api/policy/match/fields', { query: { runId } }).body);
    expectShape(envelope(s.fieldsResult), call('POST /api/policy/match/fields', { body: { regionCode: '320571', entityType: 'enterprise' } }).body);

    const profile = detail.body.data.profile as { figures: { year: number; revenue?: number }[] };
    const changed = call('POST /api/policy/changeBuesinss', {
      body: { runId, profile: { ...profile, figures: profile.figures.map((f) => ({ ...f, revenue: 99999 })) } },
    });
    expectShape(envelope(s.matchRun), changed.body);
    expectShape(envelope(s.resultPage), call('POST /api/policy/resultSearche', { body: { runId, outcome: ['eligible'], sort: 'amount' } }).body);

    const signedOut = call('POST /api/policy/match/subscribe', { body: { runId } });
    expect(signedOut.status).toBe(401);
    expectShape(errorEnvelope, signedOut.body);
    const sub = call('POST /api/policy/match/subscribe', { body: { runId }, headers: { authorization: 'Bearer mock' } });
    expectShape(envelope(subscriptionSchemas.subscribed), sub.body);
    expectShape(
      envelope(subscriptionSchemas.subscriptionPage),
      call('GET /api/policy/match/subscriptions', { headers: { authorization: 'Bearer mock' } }).body,
    );
    expectShape(envelope(s.isLogin), call('GET /api/policy/islogin', { headers: { authorization: 'Bearer mock' } }).body);

    const unknown = call('POST /api/policy/resultHeader', { body: { runId: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    expect(unknown.status).toBe(404);
  });
});
