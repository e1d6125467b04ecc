/**
 * The demo park's site plan as data: its size, where the buildings stand, its points of interest and the drawing
 * itself (SVG, rendered to PNG by server/seed/gis.ts). No database or image library here: the mocks draw from it too.
 */

/** The demo site plan's size in pixels. */
export const DEMO_PLAN = { width: 1600, height: 1000 };

/** Where the demo buildings stand on the plan: [left, top, width, height] in pixels (offices A, workshops B, mixed C). */
export const DEMO_FOOTPRINTS: Record<string, [number, number, number, number]> = {
  A1栋: [180, 150, 220, 150],
  A2栋: [480, 150, 220, 150],
  A3栋: [780, 150, 220, 150],
  B1栋: [180, 480, 380, 230],
  B2栋: [640, 480, 380, 230],
  C1栋: [1140, 300, 260, 300],
};

/** The park's points of interest: [name, kind (dictionary poi_kind), x, y, note]. */
export const DEMO_POIS: [string, string, number, number, string | null][] = [
  ['南大门', 'gate', 1070, 960, '主入口，车辆与行人，24 小时值守'],
  ['北大门', 'gate', 1070, 40, '货车出入口，06:00–22:00'],
  ['东门', 'gate', 1560, 500, '人行通道，刷卡进出'],
  ['一号食堂', 'canteen', 1200, 700, '早餐 07:00–09:00，午餐 11:00–13:30'],
  ['员工餐厅（二号食堂）', 'canteen', 620, 830, '午餐、晚餐'],
  ['P1 地面停车场', 'parking', 320, 830, '120 个车位'],
  ['P2 地下停车场', 'parking', 1200, 640, 'C1 栋地下，260 个车位'],
  ['访客停车场', 'parking', 980, 900, '临时停车，前 2 小时免费'],
  ['110kV 星湖变电站', 'substation', 1480, 90, '高压区域，非电力人员禁止入内'],
  ['1 号配电房', 'substation', 120, 560, 'B1 栋供电'],
  ['星湖街公交站', 'bus_stop', 960, 985, '公交 115、178 路'],
  ['园区东公交站', 'bus_stop', 1585, 650, '园区接驳巴士'],
  ['园区消防站', 'fire_station', 1480, 880, '专职消防队 24 小时值班'],
  ['微型消防站（B 区）', 'fire_station', 600, 440, '消防器材与应急物资'],
  ['充电站 A', 'charging', 420, 900, '40 个快充桩'],
  ['充电站 B', 'charging', 1300, 760, '20 个快充桩'],
  ['园区服务中心', 'service_center', 1200, 120, '入驻办理、政策咨询、物业报修'],
  ['人才公寓', 'apartment', 1450, 250, '拎包入住，面向园区企业员工'],
  ['中央绿地广场', 'green_space', 1070, 410, null],
  ['快递驿站', 'other', 1040, 820, '09:00–20:00'],
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo site plan, drawn from the buildings' footprints: lawn, roads, the buildings as rectangles with their names.
 * Labels are Latin (A1, B2…): a server without Chinese fonts would draw Chinese as boxes; the map's markers carry the
 * full names.
 */
export function demoPlanSvg(): string {
  const { width, height } = DEMO_PLAN;
  const buildings = Object.entries(DEMO_FOOTPRINTS)
    .map(([name, [x, y, w, h]]) => {
      const workshop = name.startsWith('B');
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${workshop ? '#d9cbb4' : '#c9d6e8'}" stroke="#5b6b7f" stroke-width="3"/>
<text x="${x + w / 2}" y="${
        y + h / 2 + 14
      }" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#34495e">${escapeXml(
        name.replace('栋', ''),
      )}</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#eef3e6"/>
<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#9aa88c" stroke-width="4" stroke-dasharray="18 10"/>
<rect x="60" y="380" width="${width - 120}" height="60" fill="#cfd3d6"/>
<rect x="1040" y="40" width="60" height="${height - 80}" fill="#cfd3d6"/>
<rect x="60" y="760" width="${width - 120}" height="50" fill="#cfd3d6"/>
<rect x="40" y="40" width="60" height="720" fill="#cfd3d6"/>
<circle cx="1070" cy="410" r="60" fill="#b7d7a8" stroke="#8fbf7a" stroke-width="3"/>
<rect x="240" y="840" width="200" height="110" fill="#e3e3e3" stroke="#aaa" stroke-width="2"/>
${buildings}
<text x="${width - 40}" y="${height - 40}" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" text-anchor="end" fill="#6b7b5e">N ↑  1:2000</text>
</svg>`;
}
