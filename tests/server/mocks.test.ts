import fs from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
import { createTestContext, type TestContext } from './harness';

/**
 * Every Umi mock handler is called and its response checked against the server's zod schema for the
 * same method and path, so the mocks that `npm run dev` serves cannot drift from the real API.
 */
const mockDir = path.resolve(__dirname, '../../mock');
const mockFiles = fs.readdirSync(mockDir).filter((f) => f.endsWith('.ts') && !f.startsWith('_'));

type Handler = (req: unknown, res: unknown) => unknown;

function callMock(handler: Handler, req: { body?: unknown; headers: Record<string, string> }) {
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
  handler({ query: {}, params: {}, ...req }, res);
  return { status, body };
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
    }
  });
});
