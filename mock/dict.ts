import { isTagColor, TAG_COLOR_RULE } from '@shared/tagColor';
import { dictionarySeeds } from '../server/seed/dictionaries';
import { audit, type Status } from './_data';
import { badRequest, conflict, contains, nextId, notFound, ok, orNull, page, rejectMissing, requireAuth, type MockResponse } from './_helpers';

/** Dictionaries at /apiv2/account/admin/dict/*: types (root) and their items, seeded from the server's built-in set. */

type DictType = { id: number; name: string; title: string; remark: string | null; status: Status; builtIn: boolean };
type DictItem = {
  id: number;
  typeId: number;
  label: string;
  value: string;
  parentValue: string | null;
  order: number;
  color: string | null;
  isDefault: boolean;
  status: Status;
  remark: string | null;
};

const types: DictType[] = [];
const items: DictItem[] = [];

function addType(seed: { name: string; title: string; remark?: string; items: [string, string, string?, string?][] }, builtIn: boolean) {
  const type: DictType = { id: types.length + 1, name: seed.name, title: seed.title, remark: seed.remark ?? null, status: 'active', builtIn };
  types.push(type);
  seed.items.forEach(([value, label, color, parentValue], i) => {
    items.push({
      id: items.length + 1,
      typeId: type.id,
      value,
      label,
      color: color ?? null,
      parentValue: parentValue ?? null,
      order: (i + 1) * 10,
      isDefault: false,
      status: 'active',
      remark: null,
    });
  });
}
// The same built-in dictionaries the server seeds (including the full GB/T 2260 region table)...
for (const seed of dictionarySeeds()) addType(seed, true);
// ...and one an admin added for the park's meeting rooms.
addType(
  {
    name: 'meeting_room_type',
    title: '会议室类型',
    remark: '园区共享会议室预约使用',
    items: [
      ['small', '小型（≤8 人）', 'green'],
      ['medium', '中型（≤20 人）', 'blue'],
      ['large', '大型报告厅', 'purple'],
      ['video', '视频会议室', 'cyan'],
    ],
  },
  false,
);
items.find((i) => i.value === 'office')!.isDefault = true;
items.find((i) => i.value === 'sold')!.status = 'disabled';

const toType = (t: DictType) => ({ ...t, itemCount: items.filter((i) => i.typeId === t.id).length });
const byOrder = (a: DictItem, b: DictItem) => a.order - b.order || a.id - b.id;

/** Only one default item per type: setting one clears the others. */
function keepOneDefault(item: DictItem) {
  for (const i of items) if (i.typeId === item.typeId && i.id !== item.id) i.isDefault = false;
}

/** The fields of a type, checked as the server does; answers the error and returns undefined. */
function readType(res: MockResponse, body: Record<string, any>, required: string[]) {
  if (rejectMissing(res, body, required)) return undefined;
  const name = String(body.name).trim();
  if (name.length < 2) return void badRequest(res, 'name', 'body.name: must be at least 2 characters');
  if (!/^[a-z][a-z0-9_]*$/.test(name)) return void badRequest(res, 'name', 'body.name: must start with a lower-case letter and use a-z, 0-9 or _');
  return { name, title: String(body.title).trim(), remark: orNull(body.remark), status: (body.status ?? 'active') as Status };
}

function readItem(res: MockResponse, body: Record<string, any>, required: string[]) {
  if (rejectMissing(res, body, required)) return undefined;
  const color = orNull(body.color);
  if (color && !isTagColor(color)) return void badRequest(res, 'color', `body.color: ${TAG_COLOR_RULE}`);
  return {
    typeId: Number(body.typeId),
    label: String(body.label).trim(),
    value: String(body.value).trim(),
    parentValue: orNull(body.parentValue),
    order: Number(body.order) || 0,
    color,
    isDefault: !!body.isDefault,
    status: (body.status ?? 'active') as Status,
    remark: orNull(body.remark),
  };
}

const saved = (kind: 'type' | 'item', type: DictType | null, item: DictItem | null) => ok({ kind, type: type && toType(type), item });

/** One call handles a type (kind "type") or an item (kind "item"); true when it answered 400. */
function rejectKind(res: MockResponse, kind: unknown) {
  if (kind === 'type' || kind === 'item') return false;
  badRequest(res, 'kind', 'body.kind: must be "type" or "item"');
  return true;
}

const base = '/apiv2/account/admin/dict';

export default {
  [`GET ${base}/root`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const result = page(
      types.filter((t) => contains(t.name, q.keyword) || contains(t.title, q.keyword)),
      q,
    );
    res.json(ok({ ...result, list: result.list.map(toType) }));
  }),

  [`GET ${base}/list`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    if (rejectMissing(res, q, ['typeId'], 'querystring')) return;
    if (!types.some((t) => t.id === Number(q.typeId))) return notFound(res, 'Dictionary type');
    const list = items
      .filter(
        (i) =>
          i.typeId === Number(q.typeId) &&
          (contains(i.label, q.keyword) || contains(i.value, q.keyword)) &&
          (!q.parentValue || i.parentValue === q.parentValue),
      )
      .sort(byOrder);
    res.json(ok(page(list, q, 50, 500)));
  }),

  // A type's active items by its name: what DictSelect and DictTag read. parentValue '' is the top level.
  [`GET ${base}/list-name`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    if (rejectMissing(res, q, ['name'], 'querystring')) return;
    const type = types.find((t) => t.name === q.name.trim());
    if (!type) return notFound(res, `Dictionary "${q.name}"`);
    const parent = q.parentValue;
    const list = items.filter(
      (i) => i.typeId === type.id && i.status === 'active' && (parent === undefined || i.parentValue === (parent === '' ? null : parent)),
    );
    res.json(ok(list.sort(byOrder)));
  }),

  [`POST ${base}/create`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectKind(res, body.kind)) return;
    if (body.kind === 'type') {
      const input = readType(res, body, ['name', 'title']);
      if (!input) return;
      if (types.some((t) => t.name === input.name)) return conflict(res, `name: "${input.name}" already exists`, 'name');
      const type: DictType = { id: nextId(types), ...input, builtIn: false };
      types.push(type);
      audit({ action: 'create', entity: 'dict_type', entityId: type.id, summary: type.name, after: type });
      return res.json(saved('type', type, null));
    }
    const input = readItem(res, body, ['typeId', 'label', 'value']);
    if (!input) return;
    if (!types.some((t) => t.id === input.typeId)) return notFound(res, 'Dictionary type');
    if (items.some((i) => i.typeId === input.typeId && i.value === input.value))
      return conflict(res, `value: "${input.value}" already exists in this dictionary`, 'value');
    const item: DictItem = { id: nextId(items), ...input };
    items.push(item);
    if (item.isDefault) keepOneDefault(item);
    audit({ action: 'create', entity: 'dict_item', entityId: item.id, summary: `${item.value} ${item.label}`, after: item });
    res.json(saved('item', null, item));
  }),

  [`POST ${base}/update`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectKind(res, body.kind)) return;
    if (body.kind === 'type') {
      const input = readType(res, body, ['id', 'name', 'title']);
      if (!input) return;
      const type = types.find((t) => t.id === body.id);
      if (!type) return notFound(res, 'Dictionary type');
      if (type.builtIn && type.name !== input.name) return badRequest(res, 'name', 'name: a built-in dictionary keeps its name; other areas read it by name');
      if (types.some((t) => t.name === input.name && t.id !== type.id)) return conflict(res, `name: "${input.name}" already exists`, 'name');
      const before = { ...type };
      Object.assign(type, input);
      audit({ action: 'update', entity: 'dict_type', entityId: type.id, summary: type.name, before, after: type });
      return res.json(saved('type', type, null));
    }
    const input = readItem(res, body, ['id', 'typeId', 'label', 'value']);
    if (!input) return;
    const item = items.find((i) => i.id === body.id);
    if (!item) return notFound(res, 'Dictionary item');
    if (item.typeId !== input.typeId) return badRequest(res, 'typeId', 'typeId: an item cannot move to another dictionary');
    if (items.some((i) => i.typeId === input.typeId && i.value === input.value && i.id !== item.id))
      return conflict(res, `value: "${input.value}" already exists in this dictionary`, 'value');
    const before = { ...item };
    Object.assign(item, input);
    if (item.isDefault) keepOneDefault(item);
    audit({ action: 'update', entity: 'dict_item', entityId: item.id, summary: `${item.value} ${item.label}`, before, after: item });
    res.json(saved('item', null, item));
  }),

  // Built-in types stay (disable their items instead); an item goes with its id.
  [`POST ${base}/delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectKind(res, body.kind) || rejectMissing(res, body, ['id'])) return;
    if (body.kind === 'type') {
      const type = types.find((t) => t.id === body.id);
      if (!type) return notFound(res, 'Dictionary type');
      if (type.builtIn) return conflict(res, `"${type.title}" is built in and used by other areas; disable items instead`, 'id');
      types.splice(types.indexOf(type), 1);
      for (let i = items.length - 1; i >= 0; i -= 1) if (items[i].typeId === type.id) items.splice(i, 1);
      audit({ action: 'delete', entity: 'dict_type', entityId: type.id, summary: type.name, before: type });
      return res.json(ok(null));
    }
    const item = items.find((i) => i.id === body.id);
    if (!item) return notFound(res, 'Dictionary item');
    items.splice(items.indexOf(item), 1);
    audit({ action: 'delete', entity: 'dict_item', entityId: item.id, summary: `${item.value} ${item.label}`, before: item });
    res.json(ok(null));
  }),
};
