import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { FASTER_CATEGORIES, type Analytics } from '@holdfast/shared/check-ins';

const STAGE_NAMES = new Map<number, string>(FASTER_CATEGORIES.map((c) => [c.order_number, c.display_name]));
const SCORE_NAMES = new Map<number, string>(FASTER_CATEGORIES.map((c) => [c.score, c.display_name]));

/** Dates: the first and last always, the ones between as they fit (a week shows every day). */
const X_AXIS = { interval: 'preserveStartEnd' as const, minTickGap: 8 };

function label(date: string) {
  return dayjs(date).format('MMM D');
}

/**
 * Zone score per day (lowest of the day's FASTER entries), axis 0 to 7. The score is the FASTER
 * scale's, not the zone the member chose, so no line is named after a zone (a 'Danger' line put
 * Recovery days below it); the tooltip names the day's stage and the page explains the scale.
 */
export function ZoneScoreChart({ data }: { data: Analytics['zone_scores'] }) {
  if (!data.length)
    return (
      <Text c="dimmed" size="sm">
        No FASTER entries in this range.
      </Text>
    );
  return (
    <LineChart
      h={240}
      data={data.map((d) => ({ date: label(d.date), score: d.score }))}
      dataKey="date"
      series={[{ name: 'score', label: 'Zone score', color: 'teal.6' }]}
      curveType="monotone"
      // interval 0: every tick is drawn (recharts skipped 6 when it judged the axis crowded).
      yAxisProps={{ domain: [0, 7], ticks: [0, 1, 2, 3, 4, 5, 6, 7], allowDecimals: false, interval: 0 }}
      xAxisProps={X_AXIS}
      valueFormatter={(v) => (SCORE_NAMES.has(v) ? `${v} · ${SCORE_NAMES.get(v)}` : String(v))}
      withDots
      connectNulls
      role="img"
      aria-label="Zone score chart"
    />
  );
}

/** FASTER trend: the day's stage furthest toward Relapse (1 Restoration at the top, 7 Relapse at the bottom). */
export function FasterTrendChart({ data }: { data: Analytics['faster_trend'] }) {
  if (!data.length)
    return (
      <Text c="dimmed" size="sm">
        No FASTER entries in this range.
      </Text>
    );
  return (
    <LineChart
      h={260}
      data={data.map((d) => ({ date: label(d.date), stage: d.stage }))}
      dataKey="date"
      series={[{ name: 'stage', label: 'FASTER stage', color: 'grape.6' }]}
      curveType="stepAfter"
      yAxisProps={{
        domain: [1, 7],
        ticks: [1, 2, 3, 4, 5, 6, 7],
        reversed: true,
        width: 120,
        interval: 0,
        tickFormatter: (v: number) => STAGE_NAMES.get(v) ?? String(v),
      }}
      xAxisProps={X_AXIS}
      valueFormatter={(v) => STAGE_NAMES.get(v) ?? String(v)}
      withDots
      role="img"
      aria-label="FASTER trend chart"
    />
  );
}
