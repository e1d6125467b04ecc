import { Bar, Column } from '@ant-design/plots';
import { history } from '@umijs/max';
import { useT } from '@/utils/i18n';

type Point = { label: string; value: number; link: string };

/** Opens the list of the bar clicked (each point carries its link). */
const openClicked = (_chart: unknown, event: { type?: string; data?: { data?: Partial<Point> } }) => {
  const link = event.type === 'element:click' ? event.data?.data?.link : undefined;
  if (link) history.push(link);
};

/**
 * The dashboard's charts (loaded after the figures: the charts library is not in the screen's first load). Each bar
 * is a figure of the screen, and a click on it opens the list it counts, as the figure's link does.
 */
export function CountChart({ points, horizontal, height = 220 }: { points: Point[]; horizontal?: boolean; height?: number }) {
  const t = useT();
  const config = {
    data: points,
    height,
    xField: 'label',
    yField: 'value',
    axis: { y: { title: false }, x: { title: false } },
    tooltip: { items: [{ channel: 'y', name: t('dashboard.chart.count') }] },
    label: { text: 'value', position: horizontal ? ('right' as const) : ('top' as const) },
    style: { cursor: 'pointer' },
    onEvent: openClicked,
  };
  return horizontal ? <Bar {...config} /> : <Column {...config} />;
}

/** Each building's occupancy by area, in percent. */
export function OccupancyChart({ points, height = 220 }: { points: Point[]; height?: number }) {
  return (
    <Column
      data={points}
      height={height}
      xField="label"
      yField="value"
      axis={{ y: { title: false, labelFormatter: (v: number) => `${v}%` }, x: { title: false } }}
      scale={{ y: { domainMax: 100 } }}
      label={{ text: (d: Point) => `${d.value}%`, position: 'top' }}
      style={{ cursor: 'pointer' }}
      onEvent={openClicked}
    />
  );
}
