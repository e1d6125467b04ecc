import fs from 'node:fs';
import path from 'node:path';
import { nullableAsAnyOf } from '../../scripts/openapi';

/** The OpenAPI document the client generator reads keeps nullable fields nullable (scripts/openapi.ts). */
describe('openapi for the client generator', () => {
  it('writes nullable: true as anyOf with null, at any depth, keeping the description outside', () => {
    const doc = {
      properties: {
        name: { type: 'string' },
        phone: { type: 'string', nullable: true, description: '联系电话' },
        rows: { type: 'array', items: { type: 'object', properties: { end: { type: 'string', format: 'date', nullable: true } } } },
      },
    };
    expect(nullableAsAnyOf(doc)).toEqual({
      properties: {
        name: { type: 'string' },
        phone: { description: '联系电话', anyOf: [{ type: 'string' }, { type: 'null' }] },
        rows: { type: 'array', items: { type: 'object', properties: { end: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } } } },
      },
    });
  });

  it('left the generated client with | null where the server may answer null', () => {
    const client = fs.readFileSync(path.resolve(__dirname, '../../src/services/portal/company.ts'), 'utf8');
    expect(client).toMatch(/legalPerson: string \| null;/);
    expect(fs.readFileSync(path.resolve(__dirname, '../../config/openapi.json'), 'utf8')).not.toMatch(/"nullable": true/);
  });
});
