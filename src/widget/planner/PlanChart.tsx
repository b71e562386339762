/**
 * The savings balance as an SVG bar chart (no chart library): one bar for today and one for each
 * 1 September of the plan, saving years and college years told apart by colour and by pattern (a bar of
 * a college year is outlined and striped), so colour is never the only cue. The chart is an image whose
 * text alternative is the year-by-year table that follows it (`tableId`). Its drawing is as wide as the room it
 * has (one unit a CSS pixel), so its text is TEXT px on a phone as on a desktop, never scaled down.
 */
import { useWidth } from '../lib/use-width';
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

/** The drawing's width before the room is measured (and on the server). */
const WIDTH = 640;
/** The narrowest drawing: a 320 px phone's column. */
const WIDTH_MIN = 240;
const HEIGHT = 260;
/** The least room left of the plot, for the amounts of the axis. */
const LEFT = 56;
/** The size of the chart's text, px (planner.css .ccc-chart-text): at least 12 px everywhere. */
const TEXT_MAX = 14;
/** The gap between an amount of the axis and the plot. */
const AXIS_GAP = 8;
const TOP = 12;
const BOTTOM = 36;
const RIGHT = 24;

/** The width of a text in em: 0.64 em a glyph (DejaVu Sans's digits, wider than most fonts'), half that for separators. */
const estimatedEm = (text: string): number =>
  [...text].reduce((em, glyph) => em + (/[\s.,'\u00a0\u202f]/.test(glyph) ? 0.32 : 0.64), 0);

/** The room left of the plot that the widest amount of the axis needs at the largest text size. */
const leftFor = (widestEm: number): number => Math.max(LEFT, Math.ceil(widestEm * TEXT_MAX + AXIS_GAP + 4));

/** A round step for the axis: 1, 2 or 5 × a power of ten, giving about four gridlines. */
function axisStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough || 1));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? power * 10;
}

/** The height of a child's strip under the bars. */
const SPAN_ROW = 26;

export function PlanChart({ bars, spans = [], label, tableId, formatMoney, legend, idBase }: PlanChartProps) {
  const [figure, measured] = useWidth<HTMLElement>(WIDTH);
  const width = Math.max(WIDTH_MIN, measured);
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.value, bar.high ?? 0)));
  const step = axisStep(max);
  const top = Math.ceil(max / step) * step;
  const lines = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const amounts = lines.map((value) => formatMoney(value));
  // The amounts of the axis are right-aligned to the plot: the room for them grows with the widest at the
  // largest text size, so none is cut off at the chart's left edge.
  const left = leftFor(Math.max(...amounts.map(estimatedEm)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const slot = (width - left - RIGHT) / bars.length;
  const barWidth = Math.min(40, slot * 0.7);
  // Every year is labelled while the labels fit at the largest text size; otherwise every other one, every third...
  const every = Math.max(
    1,
    Math.ceil((Math.max(...bars.map((bar) => estimatedEm(bar.label))) * TEXT_MAX + AXIS_GAP) / slot),
  );
  const last = bars.length - 1;
  // The last bar is always labelled; the one labelled before it is left out when it would stand too close.
  const labelled = (index: number) => index === last || (index % every === 0 && last - index >= every);
  const stripes = `${idBase}-stripes`;
  const centre = (index: number) => left + slot * index + slot / 2;
  // The range: a band through the bars' centres, from the lower return's balance up to the higher's.
  const band = bars.every((bar) => bar.low !== undefined && bar.high !== undefined)
    ? [
        ...bars.map((bar, index) => `${centre(index)},${y(bar.high as number)}`),
        ...bars.map((bar, index) => `${centre(index)},${y(bar.low as number)}`).reverse(),
      ].join(' ')
    : null;
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
          return (
            <g key={span.label} aria-hidden="true">
              <rect x={x} y={top} width={spanWidth} height={SPAN_ROW - 6} rx={3} className="ccc-chart-span" />
              <text
                x={inside ? x + 4 : before ? x - 6 : x + spanWidth + 6}
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
      <figcaption className="ccc-chart-legend" aria-hidden="true">
        <span className="ccc-chart-key">
          <span className="ccc-chart-swatch" />
          {legend.saving}
        </span>
        <span className="ccc-chart-key">
          <span className="ccc-chart-swatch ccc-chart-swatch--studying" />
          {legend.studying}
        </span>
        {band && legend.range ? (
          <span className="ccc-chart-key">
            <span className="ccc-chart-swatch ccc-chart-swatch--range" />
            {legend.range}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
