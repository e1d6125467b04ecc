import { Funnel, Line } from '@ant-design/plots';

/**
 * The big screen's charts, loaded after its figures (the charts library is not in the screen's first load), drawn on the
 * dark theme, with no interaction: nobody clicks a lobby display.
 */
export function AqiLine({ points, height }: { points: { time: string; aqi: number; station: string }[]; height: number }) {
  return (
    <Line
      data={points}
      height={height}
      theme="classicDark"
      xField="time"
      yField="aqi"
      colorField="station"
      axis={{ x: { title: false }, y: { title: false } }}
      legend={{ color: { position: 'top' } }}
      style={{ lineWidth: 2 }}
      tooltip={false}
    />
  );
}

export function PipelineFunnel({ points, height }: { points: { label: string; value: number }[]; height: number }) {
  return (
    <Funnel
      data={points}
      height={height}
      theme="classicDark"
      xField="label"
      yField="value"
      label={{ text: (d: { label: string; value: number }) => `${d.label} ${d.value.toLocaleString()}` }}
      legend={false}
      tooltip={false}
    />
  );
}
