import { searchAddress } from '@shared/addressSearch';
import { audit } from './_data';
import { badRequest, ok, requireAuth, type MockHandler } from './_helpers';

/**
 * The two upload calls and the address search. A mock cannot read the multipart body, so a signed-in
 * upload answers as if a small file had been stored. `GET /uploads/:year/:month/:file` streams the
 * stored bytes and is left to the real server.
 */

let lastUploadId = 0;
const hex32 = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const storedDir = () => {
  const now = new Date();
  return `/uploads/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
};

const upload =
  (kind: 'image' | 'attachment'): MockHandler =>
  (_req, res) => {
    const base = `${storedDir()}/${hex32()}`;
    const result =
      kind === 'image'
        ? {
            id: (lastUploadId += 1),
            url: `${base}.jpg`,
            thumbUrl: `${base}.thumb.webp`,
            name: '园区实景.jpg',
            mime: 'image/jpeg',
            size: 482_316,
            width: 1920,
            height: 1080,
          }
        : {
            id: (lastUploadId += 1),
            url: `${base}.pdf`,
            thumbUrl: null,
            name: '营业执照副本.pdf',
            mime: 'application/pdf',
            size: 1_204_877,
            width: null,
            height: null,
          };
    audit({
      action: 'upload',
      entity: 'upload',
      entityId: result.id,
      summary: result.name,
      after: result,
    });
    res.json(ok(result));
  };

export default {
  'POST /apiv2/park/admin/uploader/image': requireAuth(upload('image')),
  'POST /api/util/admin/upload/attachment': requireAuth(upload('attachment')),

  'GET /apiv2/park/admin/address/getAddress': requireAuth((req, res) => {
    const q = req.query ?? {};
    const keyword = String(q.keyword ?? '').trim();
    if (keyword.length > 50) return badRequest(res, 'keyword', 'querystring.keyword: must be at most 50 characters');
    const limit = q.limit === undefined || q.limit === '' ? 20 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) return badRequest(res, 'limit', 'querystring.limit: must be a whole number from 1 to 50');
    res.json(ok(searchAddress(keyword, limit)));
  }),
};
