/**
 * Where the savings chart's parts go (PlanChart.tsx): the axis and its amounts, the bars and which of them are
 * labelled, and the range's band. Plain figures, one unit a CSS pixel of the drawing.
 */

/** The drawing's width before the room is measured (and on the server). */
export const WIDTH = 640;
/** The narrowest drawing: a 320 px phone's column. */
const WIDTH_MIN = 240;
export const HEIGHT = 260;
/** The least room left of the plot, for the amounts of the axis. */
const LEFT = 56;
/** The size of the chart's text, px (planner.css .ccc-chart-text): at least 12 px everywhere. */
export const TEXT_MAX = 14;
/** The gap between an amount of the axis and the plot. */
export const AXIS_GAP = 8;
const TOP = 12;
const BOTTOM = 36;
export const RIGHT = 24;
/** The height of a child's strip under the bars. */
export const SPAN_ROW = 26;

/** A bar's balance, and its balance at the range's lower and higher return (ChartBar in PlanChart.tsx). */
interface Balance {
  label: string;
  value: number;
  low?: number;
  high?: number;
}

/** The width of a text in em: 0.64 em a glyph (DejaVu Sans's digits, wider than most fonts'), half that for separators. */
export const estimatedEm = (text: string): number =>
  [...text].reduce((em, glyph) => em + (/[\s.,'\u00a0\u202f]/.test(glyph) ? 0.32 : 0.64), 0);

/** The room left of the plot that the widest amount of the axis needs at the largest text size. */
export const leftFor = (widestEm: number): number => Math.max(LEFT, Math.ceil(widestEm * TEXT_MAX + AXIS_GAP + 4));

/** A round step for the axis: 1, 2 or 5 × a power of ten, giving about four gridlines. */
export function axisStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough || 1));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? power * 10;
}

/**
 * The drawing's width; the gridlines' values from 0 up, and their amounts as written on the axis; the room left
 * of the plot; the room each bar has, and the bar's own width in it; the height in the drawing of a balance (below
 * 0 is drawn at 0); the middle of bar `index`; whether bar `index` has its label under it.
 */
export type ChartScale = [
  width: number,
  lines: number[],
  amounts: string[],
  left: number,
  slot: number,
  barWidth: number,
  y: (value: number) => number,
  centre: (index: number) => number,
  labelled: (index: number) => boolean,
];

/** The axis and the bars of a drawing `measured` px wide (no narrower than WIDTH_MIN). */
export function chartScale(
  bars: readonly Balance[],
  measured: number,
  formatMoney: (euro: number) => string,
): ChartScale {
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
  const slot = (width - left - RIGHT) / bars.length;
  // Every year is labelled while the labels fit at the largest text size; otherwise every other one, every third...
  const every = Math.max(
    1,
    Math.ceil((Math.max(...bars.map((bar) => estimatedEm(bar.label))) * TEXT_MAX + AXIS_GAP) / slot),
  );
  const last = bars.length - 1;
  return [
    width,
    lines,
    amounts,
    left,
    slot,
    Math.min(40, slot * 0.7),
    (value) => TOP + plotHeight - (Math.max(0, value) / top) * plotHeight,
    (index) => left + slot * index + slot / 2,
    // The last bar is always labelled; the one labelled before it is left out when it would stand too close.
    (index) => index === last || (index % every === 0 && last - index >= every),
  ];
}

/** The range: a band through the bars' centres, from the lower return's balance up to the higher's; none without. */
export function rangeBand(
  bars: readonly Balance[],
  y: (value: number) => number,
  centre: (index: number) => number,
): string | null {
  return bars.every((bar) => bar.low !== undefined && bar.high !== undefined)
    ? [
        ...bars.map((bar, index) => `${centre(index)},${y(bar.high as number)}`),
        ...bars.map((bar, index) => `${centre(index)},${y(bar.low as number)}`).reverse(),
      ].join(' ')
    : null;
}
