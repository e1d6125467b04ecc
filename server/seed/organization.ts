import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { departments, dictItems, dictTypes, jobs, memberJobs, members, notices, organizations, users } from '../db/schema';
import { dictionarySeeds } from './dictionaries';

/** Adds any built-in dictionary that is missing (by name); an existing one is left as the admins made it. */
export async function syncDictionaries(tx: DbOrTx) {
  const existing = new Set((await tx.select({ name: dictTypes.name }).from(dictTypes)).map((t) => t.name));
  for (const seed of dictionarySeeds()) {
    if (existing.has(seed.name)) continue;
    const [type] = await tx
      .insert(dictTypes)
      .values({ name: seed.name, title: seed.title, remark: seed.remark ?? null, builtIn: true })
      .returning({ id: dictTypes.id });
    const rows = seed.items.map(([value, label, color, parentValue], i) => ({
      typeId: type.id,
      value,
      label,
      color: color ?? null,
      parentValue: parentValue ?? null,
      order: (i + 1) * 10,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(dictItems).values(rows.slice(i, i + 500));
  }
}

const demoJobs: [string, string][] = [
  ['GM', '总经理'],
  ['DGM', '副总经理'],
  ['DIR', '部门经理'],
  ['INV', '招商经理'],
  ['SVC', '企业服务专员'],
  ['PM', '物业主管'],
  ['ENG', '维修工程师'],
  ['FIN', '会计'],
  ['ADM', '行政专员'],
];

/** Members of the demo park: the staff accounts plus people without an account, several with two jobs. */
export async function seedDemoMembers(tx: DbOrTx) {
  const jobRows = await tx
    .insert(jobs)
    .values(demoJobs.map(([code, name], i) => ({ code, name, order: (i + 1) * 10 })))
    .returning({ id: jobs.id, code: jobs.code });
  const jobId = (code: string) => jobRows.find((j) => j.code === code)!.id;
  const deptRows = await tx.select({ id: departments.id, name: departments.name }).from(departments);
  const dept = (name: string) => deptRows.find((d) => d.name === name)!.id;
  const staff = await tx
    .select({ id: users.id, realName: users.realName, phone: users.phone, email: users.email, departmentId: users.departmentId, username: users.username })
    .from(users);

  const jobFor: Record<string, string> = {
    综合管理部: 'ADM',
    招商中心: 'DIR',
    招商一部: 'INV',
    招商二部: 'INV',
    企业服务部: 'SVC',
    物业管理部: 'PM',
    工程维修组: 'ENG',
    财务部: 'FIN',
  };
  let no = 1;
  for (const u of staff.filter((s) => s.username !== 'admin' && s.departmentId)) {
    const deptName = deptRows.find((d) => d.id === u.departmentId)!.name;
    const [m] = await tx
      .insert(members)
      .values({
        name: u.realName,
        employeeNo: `XH${String(no++).padStart(4, '0')}`,
        phone: u.phone,
        email: u.email,
        departmentId: u.departmentId!,
        userId: u.id,
        joinedOn: `20${18 + (no % 7)}-0${1 + (no % 9)}-15`,
      })
      .returning({ id: members.id });
    await tx.insert(memberJobs).values({ memberId: m.id, jobId: jobId(jobFor[deptName] ?? 'ADM'), departmentId: u.departmentId!, isPrimary: true });
  }
  // Leaders hold a second job elsewhere: the centre head also runs 招商一部, the GM chairs the office.
  const extra: [string, string, string, [string, string][]][] = [
    [
      '周建国',
      'male',
      '星湖科技园运营管理有限公司',
      [
        ['GM', '星湖科技园运营管理有限公司'],
        ['DIR', '综合管理部'],
      ],
    ],
    [
      '蒋文',
      'female',
      '星湖科技园运营管理有限公司',
      [
        ['DGM', '星湖科技园运营管理有限公司'],
        ['DIR', '企业服务部'],
      ],
    ],
    [
      '邓超',
      'male',
      '招商一部',
      [
        ['INV', '招商一部'],
        ['INV', '招商二部'],
      ],
    ],
    ['许婷', 'female', '物业管理部', [['ADM', '物业管理部']]],
  ];
  for (const [name, gender, home, assignments] of extra) {
    const [m] = await tx
      .insert(members)
      .values({
        name,
        gender: gender as 'male' | 'female',
        employeeNo: `XH${String(no++).padStart(4, '0')}`,
        departmentId: dept(home),
        phone: `1390512${String(1000 + no).slice(-4)}`,
        joinedOn: '2019-03-01',
      })
      .returning({ id: members.id });
    await tx.insert(memberJobs).values(assignments.map(([code, d], i) => ({ memberId: m.id, jobId: jobId(code), departmentId: dept(d), isPrimary: i === 0 })));
  }

  await tx.insert(organizations).values([
    {
      name: '星湖科技园运营管理有限公司',
      shortName: '星湖园区',
      type: 'operator',
      creditCode: '91320594MA1XH0001K',
      contact: '周建国',
      phone: '0512-62880001',
      address: '江苏省苏州市工业园区星湖街 328 号',
      regionCode: '320571',
    },
    {
      name: '苏州工业园区科技创新委员会',
      shortName: '园区科创委',
      type: 'government',
      contact: '王科长',
      phone: '0512-66681234',
      address: '苏州工业园区现代大道 999 号',
      regionCode: '320571',
    },
    {
      name: '苏州工业园区经济发展委员会',
      shortName: '园区经发委',
      type: 'government',
      contact: '李处长',
      phone: '0512-66680000',
      address: '苏州工业园区现代大道 999 号',
      regionCode: '320571',
    },
    {
      name: '苏州市软件行业协会',
      shortName: '软件协会',
      type: 'association',
      contact: '陈秘书长',
      phone: '0512-68250000',
      address: '苏州市姑苏区人民路 1208 号',
      regionCode: '320508',
    },
    {
      name: '江苏中科知识产权代理有限公司',
      shortName: '中科知产',
      type: 'service',
      contact: '刘律师',
      phone: '025-83210000',
      address: '南京市玄武区珠江路 88 号',
      regionCode: '320102',
    },
    {
      name: '苏州园区人力资源服务有限公司',
      shortName: '园区人服',
      type: 'service',
      contact: '吴经理',
      phone: '0512-62990000',
      address: '苏州工业园区星海街 200 号',
      regionCode: '320571',
    },
  ]);

  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  await tx.insert(notices).values([
    {
      title: '关于 2026 年度高新技术企业认定申报的通知',
      content: '请企业服务部于 12 月 5 日前汇总园区拟申报企业名单，并组织申报辅导。',
      type: 'notice',
      createdBy: admin?.id ?? null,
    },
    {
      title: '星湖科技园 12 月消防安全检查安排',
      content: '物业管理部将于 12 月第一周对 A1–A6 栋开展消防安全检查，请各部门配合。',
      type: 'notice',
      createdBy: admin?.id ?? null,
    },
    {
      title: '待办：审核 3 条招商线索的放弃申请',
      content: '招商二部提交了 3 条线索的放弃申请，请在公海线索中审核。',
      type: 'todo',
      createdBy: admin?.id ?? null,
    },
  ]);
}
