import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DASHBOARD_KEY } from '@shared/dashboard';
import type { DbOrTx } from '../db/client';
import { departments, resources, roleResources, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { PORTAL_APP } from './menus';

/** The demo park's organisation: a small operator with the usual departments. */
const departmentTree = {
  name: '星湖科技园运营管理有限公司',
  leader: '周建国',
  phone: '0512-62880001',
  children: [
    { name: '综合管理部', leader: '陈静', phone: '0512-62880010' },
    {
      name: '招商中心',
      leader: '王海涛',
      phone: '0512-62880020',
      children: [
        { name: '招商一部', leader: '李明', phone: '0512-62880021' },
        { name: '招商二部', leader: '赵磊', phone: '0512-62880022' },
      ],
    },
    { name: '企业服务部', leader: '孙丽华', phone: '0512-62880030' },
    { name: '物业管理部', leader: '刘强', phone: '0512-62880040', children: [{ name: '工程维修组', leader: '何志勇', phone: '0512-62880041' }] },
    { name: '财务部', leader: '吴敏', phone: '0512-62880050' },
  ],
};
type DeptSeed = { name: string; leader: string; phone: string; children?: DeptSeed[] };

/**
 * Roles staff actually hold, each with the menus of its work and a sensible data scope. Every role also opens the
 * dashboard (added below): the first screen after signing in, showing what the role's menus may see.
 */
const demoRoles = [
  { code: 'investment', name: '招商专员', dataScope: 'department_and_below', grants: ['pms', 'park'], remark: '招商线索、项目与厂房资源' },
  { code: 'enterprise-service', name: '企业服务专员', dataScope: 'department', grants: ['enterprise', 'policy-admin'], remark: '企业、客户供应商、招聘与政策' },
  { code: 'property', name: '物业管理员', dataScope: 'department', grants: ['park', 'env'], remark: '厂房资源与环境监测' },
  { code: 'editor', name: '内容编辑', dataScope: 'self', grants: ['cms'], remark: '文章、单页、广告与论坛' },
  { code: 'auditor', name: '审计员', dataScope: 'all', grants: ['log:query', 'account:query'], remark: '只读：账号与操作日志' },
  { code: 'content-chief', name: '内容终审', dataScope: 'all', grants: ['article-audit:query'], remark: '文章发布前的终审' },
] as const;

const demoStaff: [string, string, string, string][] = [
  // username, real name, department, role codes (joined by +)
  ['chenjing', '陈静', '综合管理部', 'auditor+content-chief'],
  ['zhangyu', '张宇', '综合管理部', 'editor'],
  ['huangli', '黄丽', '综合管理部', 'editor'],
  ['wanghaitao', '王海涛', '招商中心', 'investment'],
  ['liming', '李明', '招商一部', 'investment'],
  ['zhoufang', '周芳', '招商一部', 'investment'],
  ['xujun', '徐军', '招商一部', 'investment'],
  ['zhaolei', '赵磊', '招商二部', 'investment'],
  ['maxiaoyan', '马晓燕', '招商二部', 'investment'],
  ['zhuwei', '朱伟', '招商二部', 'investment'],
  ['sunlihua', '孙丽华', '企业服务部', 'enterprise-service'],
  ['guoping', '郭平', '企业服务部', 'enterprise-service'],
  ['linna', '林娜', '企业服务部', 'enterprise-service'],
  ['hetao', '何涛', '企业服务部', 'enterprise-service'],
  ['liuqiang', '刘强', '物业管理部', 'property'],
  ['gaofeng', '高峰', '物业管理部', 'property'],
  ['hezhiyong', '何志勇', '工程维修组', 'property'],
  ['luoyi', '罗毅', '工程维修组', 'property'],
  ['wumin', '吴敏', '财务部', 'auditor'],
  ['zhengshuang', '郑爽', '财务部', 'auditor'],
  ['tangjie', '唐杰', '招商一部', 'investment'],
  ['hanxue', '韩雪', '企业服务部', 'enterprise-service'],
  ['fengyu', '冯宇', '物业管理部', 'property'],
  ['caolin', '曹琳', '综合管理部', 'editor'],
];

async function insertDepartments(tx: DbOrTx, node: DeptSeed, parentId: number, ancestors: string, order: number, ids: Map<string, number>) {
  const [row] = await tx
    .insert(departments)
    .values({ name: node.name, leader: node.leader, phone: node.phone, parentId, ancestors, order })
    .returning({ id: departments.id });
  ids.set(node.name, row.id);
  for (const [i, child] of (node.children ?? []).entries()) {
    await insertDepartments(tx, child, row.id, `${ancestors},${row.id}`, (i + 1) * 10, ids);
  }
}

/** Demo organisation, roles and staff for a new park; run once, on the first start. */
export async function seedDemoOrganisation(tx: DbOrTx) {
  const deptIds = new Map<string, number>();
  await insertDepartments(tx, departmentTree, 0, '0', 0, deptIds);

  const menuRows = await tx
    .select({ id: resources.id, parentId: resources.parentId, key: resources.resourceKey })
    .from(resources)
    .where(eq(resources.appName, PORTAL_APP));
  const childrenOf = (id: number): number[] => menuRows.filter((r) => r.parentId === id).flatMap((r) => [r.id, ...childrenOf(r.id)]);
  const ancestorsOf = (id: number): number[] => {
    const parent = menuRows.find((r) => r.id === id)?.parentId;
    return parent ? [parent, ...ancestorsOf(parent)] : [];
  };

  const roleIds = new Map<string, number>();
  for (const [i, role] of demoRoles.entries()) {
    const [row] = await tx
      .insert(roles)
      .values({ code: role.code, name: role.name, dataScope: role.dataScope, remark: role.remark, order: (i + 1) * 10 })
      .returning({ id: roles.id });
    roleIds.set(role.code, row.id);
    const granted = new Set<number>();
    for (const key of [DASHBOARD_KEY, ...role.grants]) {
      const r = menuRows.find((m) => m.key === key);
      if (!r) continue;
      [r.id, ...childrenOf(r.id), ...ancestorsOf(r.id)].forEach((id) => granted.add(id));
    }
    if (granted.size) await tx.insert(roleResources).values([...granted].map((resourceId) => ({ roleId: row.id, resourceId })));
  }

  // Demo staff share one unknown random password: an admin resets it to let someone in.
  const passwordHash = await hashPassword(crypto.randomBytes(18).toString('base64url'));
  const created = await tx
    .insert(users)
    .values(
      demoStaff.map(([username, realName, dept], i) => ({
        username,
        realName,
        passwordHash,
        departmentId: deptIds.get(dept)!,
        phone: `1${['38', '39', '58', '86', '77'][i % 5]}${String(62880000 + i * 7919).slice(-8)}`,
        email: `${username}@park.example.cn`,
        provinceCode: '320000',
        cityCode: '320500',
        status: i === demoStaff.length - 1 ? ('disabled' as const) : ('active' as const),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const roleOf = new Map(demoStaff.map(([u, , , role]) => [u, role]));
  await tx.insert(userRoles).values(
    created.flatMap((u) =>
      roleOf
        .get(u.username)!
        .split('+')
        .map((code) => ({ userId: u.id, roleId: roleIds.get(code)! })),
    ),
  );

  // The administrator belongs to the head office.
  await tx
    .update(users)
    .set({ departmentId: deptIds.get(departmentTree.name)! })
    .where(inArray(users.username, ['admin']));
}
