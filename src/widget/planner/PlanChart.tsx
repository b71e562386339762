/**
 * The savings balance as an SVG bar chart (no chart library): one bar for today and one for each
 * 1 September of the plan, saving years and college years told apart by colour and by pattern (a bar of
 * a college year is outlined and striped), so colour is never the only cue. The chart is an image whose
 * text alternative is the year-by-year table that follows it (`tableId`).
 */
export interface ChartBar {
  /** The year, or the word for today, under the bar. */
  label: string;
  /** The balance in euro. */
  value: number;
  studying: boolean;
}

export interface PlanChartProps {
  bars: readonly ChartBar[];
  /** The accessible name of the chart. */
  label: string;
  /** The table that gives the same figures (its text alternative). */
  tableId: string;
  /** The axis figures, formatted as the rest of the widget's money. */
  formatMoney: (euro: number) => string;
  legend: { saving: string; studying: string };
  idBase: string;
}

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 100;
const TOP = 12;
const BOTTOM = 36;
const RIGHT = 24;

/** A round step for the axis: 1, 2 or 5 × a power of ten, giving about four gridlines. */
function axisStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough || 1));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? power * 10;
}

export function PlanChart({ bars, label, tableId, formatMoney, legend, idBase }: PlanChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const step = axisStep(max);
  const top = Math.ceil(max / step) * step;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const slot = (WIDTH - LEFT - RIGHT) / bars.length;
  const barWidth = Math.min(40, slot * 0.7);
  // Every year is labelled while they fit; otherwise every other one (or every third).
  const every = slot < 30 ? 3 : slot < 56 ? 2 : 1;
  const stripes = `${idBase}-stripes`;
  const lines = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return (
    <figure className="ccc-plan-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} aria-describedby={tableId} focusable="false">
        <defs>
          <pattern id={stripes} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" className="ccc-chart-studying" />
            <line x1="0" y1="0" x2="0" y2="8" className="ccc-chart-stripe" />
          </pattern>
        </defs>
        {lines.map((value) => (
          <g key={value} aria-hidden="true">
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(value)} y2={y(value)} className="ccc-chart-grid" />
            <text x={LEFT - 8} y={y(value) + 7} textAnchor="end" className="ccc-chart-text">
              {formatMoney(value)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = LEFT + slot * index + (slot - barWidth) / 2;
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
              {index % every === 0 || index === bars.length - 1 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" className="ccc-chart-text">
                  {bar.label}
                </text>
              ) : null}
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
      </figcaption>
    </figure>
  );
}
