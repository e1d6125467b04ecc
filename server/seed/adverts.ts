import { eq } from 'drizzle-orm';
import { HOME_BANNER_AREA, HOME_LINKS_AREA } from '@shared/adverts';
import type { DbOrTx } from '../db/client';
import { adAreas, adResources } from '../db/schema';

/** The areas the front's home page asks for: every park has them, empty until adverts are added. */
export async function seedStandingAdAreas(tx: DbOrTx) {
  await tx
    .insert(adAreas)
    .values([
      { key: HOME_BANNER_AREA, name: '首页横幅', kind: 'image', width: 1200, height: 300, shown: 3, description: '首页顶部轮播图，建议 1200×300 像素' },
      { key: HOME_LINKS_AREA, name: '友情链接', kind: 'text', shown: 12, description: '首页底部的政府部门与合作机构链接' },
    ])
    .onConflictDoNothing();
}

const DAY = 24 * 60 * 60 * 1000;

/** The demo park's banners (one ended, one waiting for its start) and links to the government sites companies use. */
export async function seedDemoAdverts(tx: DbOrTx, now: Date) {
  const areaId = async (key: string) => (await tx.select({ id: adAreas.id }).from(adAreas).where(eq(adAreas.key, key)))[0].id;
  const banner = await areaId(HOME_BANNER_AREA);
  const links = await areaId(HOME_LINKS_AREA);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await tx.insert(adResources).values([
    {
      areaId: banner,
      title: '2026 年度惠企政策集中申报',
      imageUrl: '/ads/policy-season.svg',
      alt: '2026 年度惠企政策集中申报：高企认定、研发补助、人才计划一站申报',
      link: '/search?windowStatus=open,closing_soon&sort=deadline',
      startAt: at(-30),
      endAt: at(60),
      weight: 5,
      order: 10,
      clicks: 326,
    },
    {
      areaId: banner,
      title: '星湖人才计划 · 领军人才申报',
      imageUrl: '/ads/talent.svg',
      link: '/news',
      startAt: at(-10),
      weight: 3,
      order: 20,
      clicks: 148,
    },
    { areaId: banner, title: '标准厂房与研发楼宇招租', imageUrl: '/ads/space.svg', link: '/policyMarket', weight: 2, order: 30, clicks: 95 },
    { areaId: banner, title: '30 秒政策匹配', imageUrl: '/ads/matching.svg', link: '/match', startAt: at(-120), endAt: at(-20), order: 40, clicks: 512 },
    { areaId: banner, title: '2027 年度申报指南预告', imageUrl: '/ads/policy-season.svg', link: '/news', startAt: at(25), order: 50 },
    ...[
      ['中国政府网', 'https://www.gov.cn/'],
      ['江苏省人民政府', 'https://www.jiangsu.gov.cn/'],
      ['苏州工业园区管委会', 'https://www.sipac.gov.cn/'],
      ['江苏政务服务网', 'https://www.jszwfw.gov.cn/'],
      ['工业和信息化部', 'https://www.miit.gov.cn/'],
      ['科学技术部', 'https://www.most.gov.cn/'],
      ['国家税务总局', 'https://www.chinatax.gov.cn/'],
      ['国家企业信用信息公示系统', 'https://www.gsxt.gov.cn/'],
    ].map(([title, link], i) => ({ areaId: links, title, link, order: (i + 1) * 10, clicks: 40 - i * 4 })),
  ]);
}
