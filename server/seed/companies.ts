import type { DbOrTx } from '../db/client';
import {
  companies,
  companyContacts,
  companyFigures,
  companyIp,
  companyPartners,
  companyQualifications,
  recruitPosts,
  recruitTypes,
  tenancies,
  units,
} from '../db/schema';
import { withCheckChar } from '@shared/creditCode';

/** A small deterministic generator, so every new demo park looks the same. */
export function seededRandom(seed: number) {
  let x = seed >>> 0;
  const next = () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

export const brands = [
  '博睿',
  '华芯',
  '恒创',
  '智联',
  '天成',
  '瑞泰',
  '科达',
  '信维',
  '思源',
  '启明',
  '中晟',
  '联动',
  '迈锐',
  '同创',
  '赛威',
  '新纪元',
  '金桥',
  '汇川',
  '卓越',
  '远景',
  '宏图',
  '凌云',
  '嘉禾',
  '正泰',
  '鼎盛',
  '安捷',
  '德升',
  '海纳',
  '星辰',
  '云图',
];
/** Industry division (GB/T 4754) and the words a company in it uses in its name (also used by scripts/generate-companies.ts). */
export const trades: [string, string, string][] = [
  ['39', '微电子', '半导体科技'],
  ['39', '通信', '电子科技'],
  ['65', '软件', '信息技术'],
  ['65', '数据', '智能科技'],
  ['64', '网络', '互联网科技'],
  ['27', '生物', '医药科技'],
  ['35', '医疗', '医疗器械'],
  ['34', '精密', '智能装备'],
  ['38', '新能源', '电气科技'],
  ['40', '测控', '仪器科技'],
  ['73', '研究院', '技术研究'],
  ['75', '创新', '科技服务'],
  ['26', '新材料', '材料科技'],
  ['36', '汽车', '汽车零部件'],
];
export const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程苏魏吕丁任沈';
export const givenNames = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '志强',
  '晓东',
  '海燕',
  '文博',
  '思远',
];
export const buildings = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1'];

/** 120 units over six buildings: offices in A, workshops in B, mixed in C. */
function demoUnits(r: ReturnType<typeof seededRandom>) {
  const rows: (typeof units.$inferInsert)[] = [];
  for (const building of buildings) {
    const floors = building.startsWith('B') ? 3 : 5;
    for (let floor = 1; floor <= floors && rows.filter((u) => u.building === `${building}栋`).length < 20; floor += 1) {
      for (let n = 1; n <= 4; n += 1) {
        if (rows.length >= 120) break;
        const workshop = building.startsWith('B') || (building === 'C1' && floor <= 2);
        const gross = workshop ? r.int(8, 30) * 100 : r.int(12, 60) * 10;
        rows.push({
          code: `${building}-${floor}${String(n).padStart(2, '0')}`,
          building: `${building}栋`,
          floor,
          usage: workshop ? 'workshop' : r.pick(['office', 'office', 'office', 'showroom', 'meeting_room', 'storage']),
          rentalStatus: r.pick(['leased', 'leased', 'leased', 'available', 'available', 'expiring', 'locked', 'self_use', 'under_repair']),
          fitoutStatus: workshop ? r.pick(['bare', 'basic']) : r.pick(['basic', 'full', 'full']),
          grossArea: gross,
          usableArea: Math.round(gross * (workshop ? 0.92 : 0.78)),
          refPrice: workshop ? r.int(28, 45) : r.int(55, 120),
          availableFrom: `2026-${String(r.int(1, 12)).padStart(2, '0')}-01`,
          lng: 120.7389 + r.next() / 200,
          lat: 31.3253 + r.next() / 200,
        });
      }
    }
  }
  // Fill up to 120 with extra C1 offices if the loops fell short.
  for (let i = rows.length; i < 120; i += 1) {
    rows.push({
      code: `C1-6${String(i).padStart(2, '0')}`,
      building: 'C1栋',
      floor: 6,
      usage: 'office',
      rentalStatus: 'available',
      fitoutStatus: 'full',
      grossArea: 300,
      usableArea: 234,
      refPrice: 88,
    });
  }
  return rows;
}

/** 200 companies with three years of figures, IP, qualifications, contacts, partners, tenancy and posts. */
export async function seedDemoCompanies(tx: DbOrTx, howMany = 200) {
  const r = seededRandom(20261121);
  const unitRows = await tx
    .insert(units)
    .values(demoUnits(r))
    .returning({ id: units.id, code: units.code, building: units.building, rentalStatus: units.rentalStatus });
  const leasable = unitRows.filter((u) => u.rentalStatus === 'leased' || u.rentalStatus === 'expiring');

  const names = new Set<string>();
  const companyRows: (typeof companies.$inferInsert)[] = [];
  for (let i = 0; i < howMany; i += 1) {
    const [industryCode, word, suffix] = r.pick(trades);
    let name = `苏州${r.pick(brands)}${word}${suffix}有限公司`;
    // Two companies may draw the same words; a branch number keeps names apart, as real registers do.
    if (names.has(name)) name = name.replace('有限公司', `第${i}分公司`);
    names.add(name);
    const staff = r.int(8, 900);
    const founded = r.int(2003, 2024);
    const quals: string[] = [];
    if (r.next() < 0.35) quals.push('high_tech');
    if (r.next() < 0.5) quals.push('tech_sme');
    if (r.next() < 0.15) quals.push('specialized');
    if (quals.includes('specialized') && r.next() < 0.3) quals.push('little_giant');
    const tenancy = i < leasable.length ? leasable[i] : undefined;
    companyRows.push({
      name,
      creditCode: withCheckChar(`91320594${String(i).padStart(3, '0')}${'ABCDEFGHJK'[i % 10]}${String(r.int(10000, 99999))}`),
      legalPerson: `${r.pick([...surnames])}${r.pick(givenNames)}`,
      foundedOn: `${founded}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      registeredCapital: r.int(10, 5000) * 10,
      industryCode,
      scale: staff >= 300 ? 'medium' : staff >= 20 ? 'small' : 'micro',
      staffCount: staff,
      techStaffCount: Math.round(staff * (0.1 + r.next() * 0.5)),
      status: tenancy ? 'active' : r.pick(['active', 'active', 'pending', 'moved_out', 'suspended']),
      regionCode: '320571',
      address: tenancy ? `苏州工业园区星湖街 328 号 ${tenancy.building}` : '苏州工业园区星湖街 328 号',
      qualifications: quals,
      building: tenancy?.building ?? null,
    });
  }
  const created = await tx
    .insert(companies)
    .values(companyRows)
    .returning({ id: companies.id, staffCount: companies.staffCount, qualifications: companies.qualifications });

  const figures: (typeof companyFigures.$inferInsert)[] = [];
  const ip: (typeof companyIp.$inferInsert)[] = [];
  const quals: (typeof companyQualifications.$inferInsert)[] = [];
  const contacts: (typeof companyContacts.$inferInsert)[] = [];
  const partners: (typeof companyPartners.$inferInsert)[] = [];
  const tenancyRows: (typeof tenancies.$inferInsert)[] = [];
  created.forEach((c, i) => {
    let revenue = r.int(200, 60000);
    for (const year of [2023, 2024, 2025]) {
      revenue = Math.round(revenue * (0.9 + r.next() * 0.5));
      figures.push({
        companyId: c.id,
        year,
        revenue,
        rdSpend: Math.round(revenue * (0.02 + r.next() * 0.1)),
        netAssets: Math.round(revenue * (0.3 + r.next())),
        totalAssets: Math.round(revenue * (0.8 + r.next() * 2)),
        staffCount: c.staffCount,
        techStaffCount: Math.round((c.staffCount ?? 0) * 0.3),
      });
    }
    ip.push(
      { companyId: c.id, ipClass: 'invention_patent', count: r.int(0, 25) },
      { companyId: c.id, ipClass: 'utility_model', count: r.int(0, 40) },
      { companyId: c.id, ipClass: 'software_copyright', count: r.int(0, 30) },
    );
    for (const q of c.qualifications)
      quals.push({ companyId: c.id, qualification: q, certificateNo: `GR2024320${String(10000 + i)}`, issuedOn: '2024-11-19', expiresOn: '2027-11-18' });
    contacts.push({
      companyId: c.id,
      name: `${r.pick([...surnames])}${r.pick(givenNames)}`,
      title: r.pick(['总经理', '行政经理', '财务总监', '人事主管']),
      phone: `1${r.pick(['38', '39', '58', '86', '77'])}${r.int(10000000, 99999999)}`,
      isPrimary: true,
    });
    for (let k = 0; k < 2; k += 1) {
      partners.push({
        companyId: c.id,
        kind: 'customer',
        name: `${r.pick(['上海', '杭州', '南京', '深圳', '北京'])}${r.pick(brands)}${r.pick(['电子', '汽车', '医疗', '通信'])}股份有限公司`,
        contact: `${r.pick([...surnames])}经理`,
        annualAmount: r.int(50, 3000),
        since: r.int(2015, 2025),
      });
      partners.push({
        companyId: c.id,
        kind: 'supplier',
        name: `${r.pick(['无锡', '常州', '昆山', '宁波'])}${r.pick(brands)}${r.pick(['材料', '机械', '包装', '物流'])}有限公司`,
        contact: `${r.pick([...surnames])}经理`,
        annualAmount: r.int(20, 1500),
        since: r.int(2015, 2025),
      });
    }
    if (i < leasable.length) tenancyRows.push({ companyId: c.id, unitId: leasable[i].id, moveInOn: `20${r.int(18, 25)}-0${r.int(1, 9)}-01` });
  });
  for (let i = 0; i < figures.length; i += 500) await tx.insert(companyFigures).values(figures.slice(i, i + 500));
  await tx.insert(companyIp).values(ip);
  if (quals.length) await tx.insert(companyQualifications).values(quals);
  await tx.insert(companyContacts).values(contacts);
  await tx.insert(companyPartners).values(partners);
  if (tenancyRows.length) await tx.insert(tenancies).values(tenancyRows);

  const types = await tx
    .insert(recruitTypes)
    .values(['研发技术', '生产制造', '销售市场', '职能管理', '实习生'].map((name, i) => ({ name, order: (i + 1) * 10 })))
    .returning({ id: recruitTypes.id, name: recruitTypes.name });
  const titles: Record<string, string[]> = {
    研发技术: ['嵌入式软件工程师', 'Java 后端工程师', '算法工程师', '硬件工程师', '测试工程师'],
    生产制造: ['工艺工程师', '质量工程师', '设备维护技师', '生产主管'],
    销售市场: ['大客户经理', '市场专员', '售前工程师'],
    职能管理: ['人事专员', '财务会计', '行政助理'],
    实习生: ['研发实习生', '市场实习生'],
  };
  await tx.insert(recruitPosts).values(
    created.slice(0, 80).map((c, i) => {
      const type = types[i % types.length];
      const min = r.int(5, 20) * 1000;
      return {
        companyId: c.id,
        typeId: type.id,
        title: r.pick(titles[type.name]),
        headcount: r.int(1, 5),
        salaryMin: min,
        salaryMax: min + r.int(2, 10) * 1000,
        education: r.pick(['大专', '本科', '硕士']),
        experience: r.pick(['不限', '1-3 年', '3-5 年', '5 年以上']),
        status: r.next() < 0.8 ? ('open' as const) : ('closed' as const),
        publishedOn: `2026-${String(r.int(6, 11)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      };
    }),
  );
}
