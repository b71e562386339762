/**
 * The savings balance as an SVG bar chart (no chart library): one bar for today and one for each
 * 1 September of the plan, saving years and college years told apart by colour and by pattern (a bar of
 * a college year is outlined and striped), so colour is never the only cue. The chart is an image whose
 * text alternative is the year-by-year table that follows it (`tableId`). Its drawing is as wide as the room it
 * has (one unit a CSS pixel), so its text is TEXT px on a phone as on a desktop, never scaled down.
 */
import { useWidth } from '../lib/use-width';
import { AXIS_GAP, HEIGHT, RIGHT, SPAN_ROW, TEXT_MAX, WIDTH, chartScale, rangeBand, estimatedEm } from './chart-layout';
export interface ChartBar {
  /** The year, or the word for today, under the bar. */
  label: string;
  /** The balance in euro. */
  value: number;
  /** The balance at the range's lower and higher return (the shaded band); below 0 is drawn at 0. */
  low?: number;
  high?: number;
  studying: boolean;
}

/** A child's college years under the bars (a family's plan): from bar `from` to bar `to`, named `label`. */
export interface ChartSpan {
  label: string;
  from: number;
  to: number;
}

export interface PlanChartProps {
  bars: readonly ChartBar[];
  /** Each child's college years, drawn as a strip under the bars (only with several children). */
  spans?: readonly ChartSpan[];
  /** The accessible name of the chart. */
  label: string;
  /** The table that gives the same figures (its text alternative). */
  tableId: string;
  /** The axis figures, formatted as the rest of the widget's money. */
  formatMoney: (euro: number) => string;
  legend: { saving: string; studying: string; range?: string };
  idBase: string;
}

export function PlanChart({ bars, spans = [], label, tableId, formatMoney, legend, idBase }: PlanChartProps) {
  const [figure, measured] = useWidth<HTMLElement>(WIDTH);
  const [width, lines, amounts, left, slot, barWidth, y, centre, labelled] = chartScale(bars, measured, formatMoney);
  const stripes = `${idBase}-stripes`;
  const band = rangeBand(bars, y, centre);
  return (
    <figure className="ccc-plan-chart" ref={figure}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + spans.length * SPAN_ROW}`}
        width={width}
        height={HEIGHT + spans.length * SPAN_ROW}
        role="img"
        aria-label={label}
        aria-describedby={tableId}
        focusable="false"
      >
        <defs>
          <pattern id={stripes} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" className="ccc-chart-studying" />
            <line x1="0" y1="0" x2="0" y2="8" className="ccc-chart-stripe" />
          </pattern>
        </defs>
        {lines.map((value, index) => (
          <g key={value} aria-hidden="true">
            <line x1={left} x2={width - RIGHT} y1={y(value)} y2={y(value)} className="ccc-chart-grid" />
            <text x={left - AXIS_GAP} y={y(value) + TEXT_MAX / 3} textAnchor="end" className="ccc-chart-text">
              {amounts[index]}
            </text>
          </g>
        ))}
        {band ? <polygon points={band} className="ccc-chart-range" aria-hidden="true" /> : null}
        {bars.map((bar, index) => {
          const x = left + slot * index + (slot - barWidth) / 2;
          const height = Math.max(bar.value > 0 ? 1 : 0, y(0) - y(bar.value));
          return (
            <g key={index} aria-hidden="true">
              <rect
                x={x}
                y={y(0) - height}
                width={barWidth}
                height={height}
                className={bar.studying ? 'ccc-chart-bar ccc-chart-bar--studying' : 'ccc-chart-bar'}
                // Inline, so the stylesheet's fill for bars does not cover the stripes.
                style={bar.studying ? { fill: `url(#${stripes})` } : undefined}
              />
              {labelled(index) ? (
                <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" className="ccc-chart-text">
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {spans.map((span, index) => {
          const x = centre(span.from) - barWidth / 2;
          const spanWidth = centre(span.to) - centre(span.from) + barWidth;
          const top = HEIGHT + index * SPAN_ROW;
          // The name inside the strip when it fits, else before it, else after it.
          const textWidth = estimatedEm(span.label) * TEXT_MAX;
          const inside = spanWidth >= textWidth + 8;
          const before = !inside && x - 6 - textWidth >= 0;
          const textX = inside ? x + 4 : before ? x - 6 : x + spanWidth + 6;
          return (
            <g key={span.label} aria-hidden="true">
              <rect x={x} y={top} width={spanWidth} height={SPAN_ROW - 6} rx={3} className="ccc-chart-span" />
              <text
                x={textX}
                y={top + TEXT_MAX + 1}
                textAnchor={before ? 'end' : 'start'}
                className="ccc-chart-text ccc-chart-span-text"
              >
                {span.label}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartLegend {...legend} range={band ? legend.range : undefined} />
    </figure>
  );
}

/** What the bars' looks and the band mean (the band's only when it is drawn). */
function ChartLegend({ saving, studying, range }: PlanChartProps['legend']) {
  return (
    <figcaption className="ccc-chart-legend" aria-hidden="true">
      <span className="ccc-chart-key">
        <span className="ccc-chart-swatch" />
        {saving}
      </span>
      <span className="ccc-chart-key">
        <span className="ccc-chart-swatch ccc-chart-swatch--studying" />
        {studying}
      </span>
      {range ? (
        <span className="ccc-chart-key">
          <span className="ccc-chart-swatch ccc-chart-swatch--range" />
          {range}
        </span>
      ) : null}
    </figcaption>
  );
}
