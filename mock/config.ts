import { defaultConfig } from '../server/seed/config';
import { ok, type MockRequest, type MockResponse } from './_helpers';

/** The same defaults a new park is seeded with. */
export default {
  'GET /apiv2/config/admin/all': (_req: MockRequest, res: MockResponse) => res.json(ok(defaultConfig)),
};
