import { Bar, Column } from '@ant-design/plots';
import { history } from '@umijs/max';

type Point = { label: string; value: number; link: string };

/** Opens the list of the element clicked (each point carries its link). */
const openClicked = (_chart: unknown, event: { type?: string; data?: { data?: { link?: string } } }) => {
  const link = event.type === 'element:click' ? event.data?.data?.link : undefined;
  if (link) history.push(link);
};

/**
 * The projects dashboard's charts, loaded after its figures (the charts library is not in the screen's first load).
 * Each element is a figure of the screen, and a click on it opens the project list it counts, as the figure's link does.
 */
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

/** Projects by status, stage, industry or category: one bar each. */
export function CountChart({ points, height = 240 }: { points: Point[]; height?: number }) {
  return (
    <Bar
      data={points}
      height={height}
      xField="label"
      yField="value"
      axis={{ y: { title: false }, x: { title: false } }}
      label={{ text: (d: Point) => d.value.toLocaleString(), position: 'right' }}
      style={{ cursor: 'pointer' }}
      onEvent={openClicked}
    />
  );
}
