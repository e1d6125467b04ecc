import { Bar, Column, Funnel } from '@ant-design/plots';
import { history } from '@umijs/max';
import { useT } from '@/utils/i18n';

type Point = { label: string; value: number; link: string };

/** Opens the list of the element clicked (each point carries its link). */
const openClicked = (_chart: unknown, event: { type?: string; data?: { data?: { link?: string } } }) => {
  const link = event.type === 'element:click' ? event.data?.data?.link : undefined;
  if (link) history.push(link);
};

/**
 * The investment dashboard's charts, loaded after its figures (the charts library is not in the screen's first load).
 * Each element is a figure of the screen, and a click on it opens the clue list it counts, as the figure's link does.
 */
export function FunnelChart({ points, height = 300 }: { points: Point[]; height?: number }) {
  return (
    <Funnel
      data={points}
      height={height}
      xField="label"
      yField="value"
      label={{ text: (d: Point) => `${d.label} ${d.value.toLocaleString()}` }}
      style={{ cursor: 'pointer' }}
      onEvent={openClicked}
    />
  );
}

/** Clues created and signed each month, side by side. */
export function MonthlyChart({ points, height = 280 }: { points: (Point & { series: string })[]; height?: number }) {
  return (
    <Column
      data={points}
      height={height}
      xField="label"
      yField="value"
      colorField="series"
      group
      axis={{ y: { title: false }, x: { title: false } }}
      style={{ cursor: 'pointer' }}
      onEvent={openClicked}
    />
  );
}

/** The planned investment (万元) of the clues signed, by industry. */
export function InvestmentChart({ points, height = 280 }: { points: Point[]; height?: number }) {
  const t = useT();
  return (
    <Bar
      data={points}
      height={height}
      xField="label"
      yField="value"
      axis={{ y: { title: false }, x: { title: false } }}
      tooltip={{ items: [{ channel: 'y', name: t('clueStats.chart.investment') }] }}
      label={{ text: (d: Point) => d.value.toLocaleString(), position: 'right' }}
      style={{ cursor: 'pointer' }}
      onEvent={openClicked}
    />
  );
}
