/** Pure helpers behind the role permission tree, the menu editor and the operation log detail. */
import { diffRows, jsonEqual, showValue } from '@/utils/jsonDiff';
import { applyServerError, serverFieldError } from '@/utils/formRules';
import { passwordProblem } from '@shared/passwordPolicy';
import { ancestorIds, buildTree, descendantIds, filterTree, moveAmongSiblings, toggleGrant, treeIds, withoutSubtree } from '@/utils/resourceTree';

/**
 * 1 系统管理 (directory)
 *   2 账号管理 (menu)  ─ 4 新增/编辑 (button), 5 删除 (button)
 *   3 角色管理 (menu)  ─ 6 分配权限 (button)
 * 7 数据看板 (menu)
 */
const flat = [
  { id: 5, parentId: 2, order: 20, name: '删除' },
  { id: 3, parentId: 1, order: 20, name: '角色管理' },
  { id: 7, parentId: 0, order: 0, name: '数据看板' },
  { id: 1, parentId: 0, order: 10, name: '系统管理' },
  { id: 4, parentId: 2, order: 10, name: '新增/编辑' },
  { id: 2, parentId: 1, order: 10, name: '账号管理' },
  { id: 6, parentId: 3, order: 0, name: '分配权限' },
];

type Shape = { id: number; children?: Shape[] };
const shape = (nodes: Shape[]): unknown => nodes.map((n) => (n.children ? { [n.id]: shape(n.children) } : n.id));

describe('buildTree', () => {
  it('nests by parentId, ordering siblings by order then id', () => {
    expect(shape(buildTree(flat))).toEqual([7, { 1: [{ 2: [4, 5] }, { 3: [6] }] }]);
  });

  it('breaks ties in order by id and gives leaves no children key', () => {
    const tree = buildTree([
      { id: 9, parentId: 0, order: 1 },
      { id: 8, parentId: 0, order: 1 },
    ]);
    expect(tree.map((n) => n.id)).toEqual([8, 9]);
    expect(tree[0]).not.toHaveProperty('children');
  });

  it('keeps orphans at the top level and survives a parent cycle', () => {
    const tree = buildTree([
      { id: 1, parentId: 99 },
      { id: 2, parentId: 3 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 4 },
    ]);
    expect(tree.map((n) => n.id)).toEqual([1, 4]);
    expect(treeIds(buildTree(flat)).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('ancestors and descendants', () => {
  it('finds every descendant and the ancestors nearest first', () => {
    expect(descendantIds(flat, 1).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(descendantIds(flat, 4)).toEqual([]);
    expect(ancestorIds(flat, 5)).toEqual([2, 1]);
    expect(ancestorIds(flat, 7)).toEqual([]);
  });
});

describe('toggleGrant (the permission tree)', () => {
  it('ticking a button grants it with its menu and directory', () => {
    expect(toggleGrant(flat, [], 5, true).sort()).toEqual([1, 2, 5]);
  });

  it('ticking a menu grants its buttons too, without duplicates', () => {
    expect(toggleGrant(flat, [1, 2, 4], 2, true).sort()).toEqual([1, 2, 4, 5]);
  });

  it('unticking a directory revokes its whole subtree and nothing else', () => {
    expect(toggleGrant(flat, [1, 2, 3, 4, 5, 6, 7], 1, false)).toEqual([7]);
  });

  it('unticking a button leaves its menu granted', () => {
    expect(toggleGrant(flat, [1, 2, 4, 5], 5, false)).toEqual([1, 2, 4]);
  });

  it('unlinked, only the node itself changes', () => {
    expect(toggleGrant(flat, [], 5, true, false)).toEqual([5]);
    expect(toggleGrant(flat, [1, 2, 5], 2, false, false)).toEqual([1, 5]);
  });
});

describe('moveAmongSiblings (menu move up/down)', () => {
  it('swaps the orders of two neighbours with different orders', () => {
    expect(moveAmongSiblings(flat, 3, 'up')).toEqual([
      { id: 3, order: 10 },
      { id: 2, order: 20 },
    ]);
    expect(moveAmongSiblings(flat, 4, 'down')).toEqual([
      { id: 4, order: 20 },
      { id: 5, order: 10 },
    ]);
  });

  it('does nothing at the edges or for an unknown id', () => {
    expect(moveAmongSiblings(flat, 2, 'up')).toEqual([]);
    expect(moveAmongSiblings(flat, 3, 'down')).toEqual([]);
    expect(moveAmongSiblings(flat, 6, 'up')).toEqual([]);
    expect(moveAmongSiblings(flat, 42, 'up')).toEqual([]);
  });

  it('renumbers tied siblings in their new sequence, sending only real changes', () => {
    const tied = [
      { id: 1, parentId: 0, order: 0 },
      { id: 2, parentId: 0, order: 0 },
      { id: 3, parentId: 0, order: 0 },
      { id: 4, parentId: 5, order: 0 },
    ];
    // Sequence 1, 2, 3 (by id); moving 3 up gives 1, 3, 2.
    expect(moveAmongSiblings(tied, 3, 'up')).toEqual([
      { id: 1, order: 10 },
      { id: 3, order: 20 },
      { id: 2, order: 30 },
    ]);
    const partly = [
      { id: 1, parentId: 0, order: 10 },
      { id: 2, parentId: 0, order: 20 },
      { id: 3, parentId: 0, order: 20 },
    ];
    // 3 keeps its 20 in the new sequence 1, 3, 2; only 2 moves to 30.
    expect(moveAmongSiblings(partly, 3, 'up')).toEqual([{ id: 2, order: 30 }]);
  });

  it('a swap applied puts the node one place further', () => {
    const changes = moveAmongSiblings(flat, 5, 'up');
    const applied = flat.map((f) => ({ ...f, ...changes.find((c) => c.id === f.id) }));
    expect(shape(buildTree(applied))).toEqual([7, { 1: [{ 2: [5, 4] }, { 3: [6] }] }]);
  });
});

describe('filterTree and withoutSubtree', () => {
  const tree = buildTree(flat);

  it('keeps matches with the path to them, and a matching node keeps its subtree', () => {
    expect(shape(filterTree(tree, (n) => n.name === '删除'))).toEqual([{ 1: [{ 2: [5] }] }]);
    expect(shape(filterTree(tree, (n) => n.name === '角色管理'))).toEqual([{ 1: [{ 3: [6] }] }]);
    expect(filterTree(tree, () => false)).toEqual([]);
  });

  it('drops a node and its subtree (a menu cannot move under itself)', () => {
    expect(shape(withoutSubtree(tree, 2))).toEqual([7, { 1: [{ 3: [6] }] }]);
  });
});

describe('the operation log before/after', () => {
  it('an update: changed fields first; a field the after does not record is not a change', () => {
    const rows = diffRows(
      { id: 5, realName: '李明', roleIds: [1, 2], phone: null, status: 'active' },
      { realName: '李明', roleIds: [2, 1], phone: undefined, email: 'a@b.cn', status: 'active' },
    );
    expect(rows).toEqual([
      { key: 'roleIds', before: [1, 2], after: [2, 1], changed: true, inBefore: true, inAfter: true },
      { key: 'email', before: undefined, after: 'a@b.cn', changed: true, inBefore: false, inAfter: true },
      { key: 'id', before: 5, after: undefined, changed: false, inBefore: true, inAfter: false },
      { key: 'realName', before: '李明', after: '李明', changed: false, inBefore: true, inAfter: true },
      { key: 'phone', before: null, after: undefined, changed: false, inBefore: true, inAfter: true },
      { key: 'status', before: 'active', after: 'active', changed: false, inBefore: true, inAfter: true },
    ]);
  });

  it('a creation or deletion: every field with a value is a change; non-objects are not comparable', () => {
    expect(diffRows(null, { a: 1, b: null })).toEqual([
      { key: 'a', before: undefined, after: 1, changed: true, inBefore: false, inAfter: true },
      { key: 'b', before: undefined, after: null, changed: false, inBefore: false, inAfter: true },
    ]);
    expect(diffRows({ a: 'x' }, undefined)?.map((r) => r.changed)).toEqual([true]);
    expect(diffRows('x', { a: 1 })).toBeNull();
    expect(diffRows([1], [2])).toBeNull();
  });

  it('compares objects deeply regardless of key order, and shows values on one line', () => {
    expect(jsonEqual({ a: { b: [1, { c: 2 }] }, d: 1 }, { d: 1, a: { b: [1, { c: 2 }] } })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(showValue(null)).toBe('-');
    expect(showValue('')).toBe('-');
    expect(showValue(false)).toBe('false');
    expect(showValue({ a: [1] })).toBe('{"a":[1]}');
  });
});

describe('form rules', () => {
  it('passwordProblem follows the default policy: 8 characters from 3 classes', () => {
    expect(passwordProblem('Ab1!')).toBe('length');
    expect(passwordProblem('abcdefgh1')).toBe('classes');
    expect(passwordProblem('abcdefG1')).toBeNull();
    expect(passwordProblem('abcdefg!1')).toBeNull();
  });

  it('applyServerError puts a nested field error under the form path, scrolls to it, and toasts what the form lacks', () => {
    const err = (field: string, errorMessage: string) =>
      Object.assign(new Error('Request failed'), { response: { status: 400, data: { errorMessage, field } } });
    const form = { setFields: jest.fn(), scrollToField: jest.fn() };
    const toast = jest.fn();
    // The server's batches.1 is the form's second batch row.
    const toForm = (path: (string | number)[]) => (path[0] === 'window' ? ['batches', ...path.slice(2)] : undefined);
    expect(applyServerError(form, err('window.batches.1.endDate', 'window.batches.1.endDate: must not be before the start'), toForm, toast)).toEqual([
      'batches',
      1,
      'endDate',
    ]);
    expect(form.setFields).toHaveBeenCalledWith([{ name: ['batches', 1, 'endDate'], errors: ['must not be before the start'] }]);
    expect(form.scrollToField).toHaveBeenCalledWith(['batches', 1, 'endDate'], { block: 'center' });
    expect(applyServerError(form, err('owner', 'owner: is unknown'), toForm, toast)).toBeUndefined();
    expect(toast).toHaveBeenCalledWith('is unknown');
    // A flat form gets the first segment when it has that field.
    expect(applyServerError(form, err('roleIds.0', 'roleIds.0: is invalid'), ['roleIds'], toast)).toBe('roleIds');
  });

  it('serverFieldError reads the field and strips the server prefix from the message', () => {
    const err = (data: object, status = 409) => Object.assign(new Error('Request failed'), { response: { status, data } });
    expect(serverFieldError(err({ errorMessage: 'username: "li" is already taken', field: 'username' }))).toEqual({
      field: 'username',
      path: ['username'],
      message: '"li" is already taken',
      status: 409,
    });
    expect(serverFieldError(err({ errorMessage: 'body.roleIds.0: is invalid', field: 'roleIds.0' }, 400))).toEqual({
      field: 'roleIds',
      path: ['roleIds', 0],
      message: 'is invalid',
      status: 400,
    });
    expect(serverFieldError(err({ errorMessage: 'Password must mix at least 3 of: digits', field: 'password' }, 422)).message).toBe(
      'Password must mix at least 3 of: digits',
    );
    expect(serverFieldError(new Error('Network Error'))).toEqual({ field: undefined, path: undefined, message: 'Network Error', status: undefined });
  });
});
