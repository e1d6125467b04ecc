import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../db/client';
import { gisBuildingPositions, gisPois, gisSitePlans, gisUnitPositions, units, uploads, users } from '../db/schema';
import { imageInfo, newStoredName, TYPES } from '../lib/uploads';
import type { UploadStore } from '../lib/uploadStore';
import { DEMO_FOOTPRINTS, DEMO_POIS, demoPlanSvg } from './gisPlan';

export { DEMO_PLAN, DEMO_POIS } from './gisPlan';

/** Where each of a building's units goes: a grid inside its footprint, floors as rows (top floor first), units across. */
function unitPositions(footprint: [number, number, number, number], unitRows: { id: number; floor: number }[]) {
  const [x, y, w, h] = footprint;
  const floors = [...new Set(unitRows.map((u) => u.floor))].sort((a, b) => b - a);
  const byFloor = new Map(floors.map((f) => [f, unitRows.filter((u) => u.floor === f)]));
  const inset = 24;
  return unitRows.map((u) => {
    const row = floors.indexOf(u.floor);
    const across = byFloor.get(u.floor)!;
    const col = across.indexOf(u);
    return {
      unitId: u.id,
      x: Math.round(x + inset + ((w - 2 * inset) * (col + 0.5)) / across.length),
      y: Math.round(y + inset + ((h - 2 * inset) * (row + 0.5)) / floors.length),
    };
  });
}

/**
 * The demo park's map: the site plan image stored as an upload (written to the upload store, as the upload module
 * would), the buildings and their units placed on it, and the points of interest. After the demo units.
 */
export async function seedDemoGis(tx: DbOrTx, now: Date, store: UploadStore) {
  const png = await sharp(Buffer.from(demoPlanSvg())).png({ compressionLevel: 9, palette: true }).toBuffer();
  const image = await imageInfo(png);
  const { storedName, thumbName } = newStoredName(TYPES.png, now);
  await store.write(storedName, png);
  await store.write(thumbName, image.thumbnail);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [upload] = await tx
    .insert(uploads)
    .values({
      storedName,
      originalName: '园区总平面图.png',
      kind: 'image',
      mime: TYPES.png.mime,
      size: png.length,
      width: image.width,
      height: image.height,
      thumbName,
      sha256: crypto.createHash('sha256').update(png).digest('hex'),
      uploadedBy: admin?.id ?? null,
      createdAt: now,
    })
    .returning({ id: uploads.id });
  await tx.insert(gisSitePlans).values({
    name: '星湖科技园总平面图',
    uploadId: upload.id,
    width: image.width,
    height: image.height,
    isCurrent: true,
    createdBy: admin?.id ?? null,
    createdAt: now,
  });

  const unitRows = await tx.select({ id: units.id, building: units.building, floor: units.floor }).from(units).orderBy(asc(units.code));
  const buildingRows: (typeof gisBuildingPositions.$inferInsert)[] = [];
  const unitPlaces: (typeof gisUnitPositions.$inferInsert)[] = [];
  for (const [building, footprint] of Object.entries(DEMO_FOOTPRINTS)) {
    const [x, y, w, h] = footprint;
    const inBuilding = unitRows.filter((u) => u.building === building);
    if (!inBuilding.length) continue;
    buildingRows.push({ building, x: x + w / 2, y: y + h / 2, updatedAt: now });
    unitPlaces.push(...unitPositions(footprint, inBuilding).map((p) => ({ ...p, updatedAt: now })));
  }
  if (buildingRows.length) await tx.insert(gisBuildingPositions).values(buildingRows);
  if (unitPlaces.length) await tx.insert(gisUnitPositions).values(unitPlaces);
  await tx.insert(gisPois).values(DEMO_POIS.map(([name, kind, x, y, note]) => ({ name, kind, x, y, note, createdAt: now, updatedAt: now })));
}
