import { levelOf } from '@shared/airQuality';

/**
 * The big screen's two charts, drawn as plain SVG and HTML: @ant-design/plots (about 300 KB gzip) would triple what a
 * display downloads for a 24-point line and a funnel, and the screen's weight counts against the public first-load
 * budget (config/budgets.ts). Loaded after the figures all the same; nothing on them is interactive (nobody clicks a
 * lobby display).
 */

/** The stations' lines, told apart by colour (the points carry their level's colour). */
const LINE_COLOURS = ['#40a9ff', '#73d13d', '#ffc53d', '#ff85c0', '#9254de', '#36cfc9'];

type Point = { hour: string; time: string; aqi: number; station: string };

export function AqiLine({ points, height, width = 900 }: { points: Point[]; height: number; width?: number }) {
  const hours = [...new Set(points.map((p) => p.hour))].sort();
  const stations = [...new Set(points.map((p) => p.station))];
  const top = Math.max(100, Math.ceil(Math.max(...points.map((p) => p.aqi)) / 50) * 50);
  const pad = { left: 48, right: 16, top: 36, bottom: 32 };
  const w = width - pad.left - pad.right;
  const h = height - pad.top - pad.bottom;
  const x = (hour: string) => pad.left + (hours.length < 2 ? w / 2 : (hours.indexOf(hour) / (hours.length - 1)) * w);
  const y = (aqi: number) => pad.top + h - (aqi / top) * h;
  const ticks = Array.from({ length: top / 50 + 1 }, (_, i) => i * 50);
  const every = Math.max(1, Math.ceil(hours.length / 8));
  const timeOf = new Map(points.map((p) => [p.hour, p.time]));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} data-testid="datav-aqi-chart" role="img">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="rgba(143,168,204,0.18)" />
          <text x={pad.left - 8} y={y(v) + 5} fill="#8fa8cc" fontSize={14} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      {hours.map((hour, i) =>
        i % every === 0 || i === hours.length - 1 ? (
          <text key={hour} x={x(hour)} y={height - 8} fill="#8fa8cc" fontSize={14} textAnchor="middle">
            {timeOf.get(hour)}
          </text>
        ) : null,
      )}
      {stations.map((station, si) => {
        const mine = points.filter((p) => p.station === station);
        const colour = LINE_COLOURS[si % LINE_COLOURS.length];
        return (
          <g key={station} data-testid="datav-aqi-line" data-station={station}>
            <polyline fill="none" stroke={colour} strokeWidth={2.5} points={mine.map((p) => `${x(p.hour)},${y(p.aqi)}`).join(' ')} />
            {mine.map((p) => (
              <circle key={p.hour} cx={x(p.hour)} cy={y(p.aqi)} r={3.5} fill={levelOf(p.aqi).colour} />
            ))}
            <rect x={pad.left + si * 180} y={6} width={14} height={14} rx={3} fill={colour} />
            <text x={pad.left + si * 180 + 20} y={18} fill="#d8e6ff" fontSize={15}>
              {station}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The pipeline: each stage's bar as wide as the clues that reached it, centred, narrowing as the stages go on. */
export function PipelineFunnel({ points, height }: { points: { label: string; value: number }[]; height: number }) {
  const most = Math.max(1, ...points.map((p) => p.value));
  const row = Math.max(24, Math.floor(height / Math.max(1, points.length)) - 6);
  return (
    <div className="datav-funnel" style={{ height }}>
      {points.map((p, i) => (
        <div className="datav-funnel-row" key={p.label} data-testid="datav-funnel-stage" style={{ height: row }}>
          <div className="datav-funnel-bar" style={{ width: `${Math.max(8, (p.value / most) * 100)}%`, opacity: 1 - (i / Math.max(1, points.length)) * 0.5 }} />
          <span className="datav-funnel-label">
            {p.label} <strong>{p.value.toLocaleString()}</strong>
          </span>
        </div>
      ))}
    </div>
  );
}
