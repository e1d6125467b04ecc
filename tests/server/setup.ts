import pg from 'pg';

// Server suites start a database per suite (PGlite initdb takes a few seconds).
jest.setTimeout(60_000);

/**
 * A query sent on a PostgreSQL connection that is still running another fails the test that sent it: it happens when
 * reads inside a transaction (one connection) are started together. node-postgres 8 queues such queries (with a
 * deprecation warning from the third on) and pg 9 will refuse them; `readAll` in server/db/reads.ts runs them one after
 * another. (`_activeQuery` and `_queryQueue` are node-postgres's own fields: this check is for tests only.)
 */
const overlapping: string[] = [];
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client & { _activeQuery?: unknown; _queryQueue?: unknown[] }, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue?.length) {
    const [config] = args;
    overlapping.push(String(typeof config === 'string' ? config : (config as { text?: string })?.text).slice(0, 200));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

afterEach(() => {
  const sent = overlapping.splice(0);
  expect({ queriesSentWhileTheConnectionWasBusy: sent }).toEqual({ queriesSentWhileTheConnectionWasBusy: [] });
});
