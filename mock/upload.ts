import { areaList } from "@vant/area-data";
import { audit } from "./_data";
import { badRequest, ok, requireAuth, type MockHandler } from "./_helpers";

/**
 * The two upload calls and the address search. A mock cannot read the multipart body, so a signed-in
 * upload answers as if a small file had been stored. `GET /uploads/:year/:month/:file` streams the
 * stored bytes and is left to the real server.
 */

let lastUploadId = 0;
const hex32 = () =>
  Array.from({ length: 32 }, () =>
    Math.floor(Math.random() * 16).toString(16)
  ).join("");
const storedDir = () => {
  const now = new Date();
  return `/uploads/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(
    2,
    "0"
  )}`;
};

const upload =
  (kind: "image" | "attachment"): MockHandler =>
  (_req, res) => {
    const base = `${storedDir()}/${hex32()}`;
    const result =
      kind === "image"
        ? {
            id: (lastUploadId += 1),
            url: `${base}.jpg`,
            thumbUrl: `${base}.thumb.webp`,
            name: "园区实景.jpg",
            mime: "image/jpeg",
            size: 482_316,
            width: 1920,
            height: 1080,
          }
        : {
            id: (lastUploadId += 1),
            url: `${base}.pdf`,
            thumbUrl: null,
            name: "营业执照副本.pdf",
            mime: "application/pdf",
            size: 1_204_877,
            width: null,
            height: null,
          };
    audit({
      action: "upload",
      entity: "upload",
      entityId: result.id,
      summary: result.name,
      after: result,
    });
    res.json(ok(result));
  };

// ---------- address search over the region table (GB/T 2260), as server/modules/geographic/address.ts ----------

type Level = "province" | "city" | "county";
type Entry = {
  code: string;
  name: string;
  fullName: string;
  level: Level;
  compact: string;
};
const levelOrder = { province: 0, city: 1, county: 2 } as const;

const entries: Entry[] = [];
const push = (
  code: string,
  name: string,
  level: Level,
  parts: (string | null)[]
) => {
  const names: string[] = [];
  for (const part of parts)
    if (part && names[names.length - 1] !== part) names.push(part);
  entries.push({
    code,
    name,
    level,
    fullName: names.join(" "),
    compact: names.join(""),
  });
};
const counties = areaList.county_list ?? {};
for (const [pCode, pName] of Object.entries(areaList.province_list)) {
  push(pCode, pName, "province", [pName]);
  for (const [cCode, cName] of Object.entries(areaList.city_list).filter(
    ([c]) => c.slice(0, 2) === pCode.slice(0, 2)
  )) {
    push(cCode, cName, "city", [pName, cName]);
    const cityPart = /直辖/.test(cName) ? null : cName;
    for (const [kCode, kName] of Object.entries(counties).filter(
      ([k]) => k.slice(0, 4) === cCode.slice(0, 4)
    ))
      push(kCode, kName, "county", [pName, cityPart, kName]);
  }
}

function searchAddress(keyword: string, limit: number) {
  const q = keyword.replace(/\s+/g, "");
  if (!q) return [];
  const scored: { entry: Entry; rank: number }[] = [];
  for (const entry of entries) {
    const rank =
      entry.name === q
        ? 0
        : entry.name.startsWith(q)
        ? 1
        : entry.name.includes(q)
        ? 2
        : entry.compact.includes(q)
        ? 3
        : -1;
    if (rank >= 0) scored.push({ entry, rank });
  }
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      levelOrder[a.entry.level] - levelOrder[b.entry.level] ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.code.localeCompare(b.entry.code)
  );
  return scored
    .slice(0, limit)
    .map(({ entry: { compact: _compact, ...match } }) => match);
}

export default {
  "POST /apiv2/park/admin/uploader/image": requireAuth(upload("image")),
  "POST /api/util/admin/upload/attachment": requireAuth(upload("attachment")),

  "GET /apiv2/park/admin/address/getAddress": requireAuth((req, res) => {
    const q = req.query ?? {};
    const keyword = String(q.keyword ?? "").trim();
    if (keyword.length > 50)
      return badRequest(
        res,
        "keyword",
        "querystring.keyword: must be at most 50 characters"
      );
    const limit =
      q.limit === undefined || q.limit === "" ? 20 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50)
      return badRequest(
        res,
        "limit",
        "querystring.limit: must be a whole number from 1 to 50"
      );
    res.json(ok(searchAddress(keyword, limit)));
  }),
};
