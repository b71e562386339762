/**
 * The widget's performance, each comparison measured in one run (headless Debian Chromium, interleaved
 * runs), written to bench/results.json under "widget" (other keys kept) and printed:
 *
 * - bytes (gzip and brotli) of every shipped script, against Preact's core;
 * - load → the age field's first input (bench/load-to-input.ts), timed inside the page from the
 *   navigation's start to the `input` event of one real key press, for README's snippet, the same snippet on a
 *   page whose HTML holds the form (server-rendered), the loader page,
 *   the script-tag page, the npm ES module page and a static HTML form of the same questions
 *   (bench/bench-pages.ts), with two reference pages between the static form and the widget: the widget's
 *   form in the page's HTML, and drawn by a bare module (bench/reference-forms.ts). At 4× CPU and on Fast-3G
 *   (Chrome DevTools Protocol throttling), with Total Blocking Time, long tasks and CLS up to that event,
 *   the ratio of each page's median to the static form's, and the load average; then the targets
 *   (bench/targets.ts) met or missed;
 * - Calculate click → headline (bench/click-to-headline.ts), timed inside the page without throttling,
 *   against a bare fetch of the identical request from the same page;
 * - heap growth over 1,000 mount/unmount cycles.
 *
 *   npm run build && npx tsx bench/perf.ts
 * BENCH_CPU_RUNS rounds at 4× CPU and Calculate clicks (default 48), BENCH_RUNS rounds on Fast-3G (default 16): at
 * 4× CPU what else the machine does moves a page's time by tens of milliseconds, and with 16 rounds the same build's
 * ratio moved by 0.15 from one run to the next (docs/performance.md), where Fast-3G's round trips hold it within 0.02.
 * 0 leaves that condition out (and, for BENCH_CPU_RUNS, the clicks). BENCH_PARTS chooses the parts (default
 * bytes,load,click,heap), a part left out keeps its figures from the last run.
 */
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support';
import { SERVER_RENDERED, serveBenchPages, STATIC_FORM } from './bench-pages';
import { checkTargets } from './targets';
import { clickToHeadline, type ClickToHeadline } from './click-to-headline';
import { loadToInput, type Condition, type LoadToInput } from './load-to-input';
import { paintedForm, REFERENCE_FORMS, serveReferenceForms } from './reference-forms';
import { writeResultsKey } from './results-file';
import { round } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 16);
const CPU_RUNS = Number(process.env.BENCH_CPU_RUNS ?? 48);
/** Rounds of each condition of the load part. */
const ROUNDS: Record<Condition, number> = { '4x CPU': CPU_RUNS, 'Fast-3G': RUNS };
const PARTS = new Set((process.env.BENCH_PARTS ?? 'bytes,load,click,heap').split(','));
const RESULTS = new URL('./results.json', import.meta.url);
/** The keys of "widget" the parts write. */
const PART_KEYS = ['bytes', 'loadToInput', 'targets', 'clickToHeadline', 'mountUnmount'];

// ── Bytes ────────────────────────────────────────────────────────────────────────────────────────────
async function bytes() {
  // README's snippet's first module (the empty form alone) beside the npm module and the script tag's bundle.
  const files = [
    'dist/college-costs.umd.js',
    'dist/college-costs.esm.js',
    'dist/cdn/college-costs.js',
    'dist/loader.js',
    'dist/client.esm.js',
  ];
  const sizes: Record<string, { raw: number; gzip: number; brotli: number }> = {};
  for (const file of [...files, 'node_modules/preact/dist/preact.module.js']) {
    const content = await readFile(file);
    sizes[file.replace('node_modules/preact/dist/preact.module.js', 'Preact core (preact.module.js)')] = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content).length,
    };
  }
  return sizes;
}

// ── Heap over mount/unmount ──────────────────────────────────────────────────────────────────────────
async function heapGrowth(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(url);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };
  const cycle = (count: number) =>
    page.evaluate(async (n) => {
      const element = document.getElementById('calc')!;
      for (let i = 0; i < n; i += 1) {
        const handle = (
          window as unknown as { CollegeCostsCalculator: { mount: (e: Element, o: object) => { unmount(): void } } }
        ).CollegeCostsCalculator.mount(element, { digitalAdviceUrl: 'https://advice.example/' });
        if (i % 50 === 0) await new Promise((r) => setTimeout(r, 0));
        handle.unmount();
      }
    }, count);
  await cycle(50);
  // Let the lazily loaded parts (fetched when idle, a second after a form is shown) arrive before the
  // baseline: they are code, not leaks.
  await page.waitForTimeout(4000);
  const before = await heap();
  await cycle(1000);
  // Idle callbacks a widget scheduled (fetching its lazy parts) run within 3 s (a second, then at most 2 s
  // for an idle moment); what stays after that is retained.
  await page.waitForTimeout(4000);
  const after = await heap();
  await page.close();
  return { cycles: 1000, heapGrowthKB: round((after - before) / 1024) };
}

/**
 * The pages of the load part: the static form, the two reference forms between it and the widget
 * (bench/reference-forms.ts, made from what README's snippet paints in this build), then the widget's pages.
 */
async function loadPages(): Promise<Record<string, string>> {
  const { [STATIC_FORM]: floor, ...widgetPages } = bench.pageUrls;
  const form = await paintedForm(browser, bench.pageUrls['module snippet page']);
  return { [STATIC_FORM]: floor, ...(await serveReferenceForms(bench, form)), ...widgetPages };
}

const bench = await serveBenchPages();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  // The parts left out this time keep their last figures (the file says which parts this run measured).
  const last = await readFile(RESULTS, 'utf8').then(
    (text) => (JSON.parse(text) as { widget?: Record<string, unknown> }).widget ?? {},
    () => ({}) as Record<string, unknown>,
  );
  const previous = Object.fromEntries(Object.entries(last).filter(([key]) => PART_KEYS.includes(key)));
  const loadAtStart = loadavg().map((l) => round(l, 2));
  const measured = {
    ...(PARTS.has('bytes') ? { bytes: await bytes() } : {}),
    ...(PARTS.has('load')
      ? { loadToInput: await loadToInput(browser, await loadPages(), STATIC_FORM, ROUNDS, REFERENCE_FORMS.bareModule) }
      : {}),
    ...(PARTS.has('click') && CPU_RUNS > 0
      ? { clickToHeadline: await clickToHeadline(browser, bench.pageUrls['script-tag page'], CPU_RUNS) }
      : {}),
    ...(PARTS.has('heap') ? { mountUnmount: await heapGrowth(browser, bench.unmountedUrl) } : {}),
  };
  const targets = measured.loadToInput
    ? {
        targets: checkTargets(measured.loadToInput, {
          staticForm: STATIC_FORM,
          snippet: 'module snippet page',
          serverRendered: SERVER_RENDERED,
        }),
      }
    : {};
  const parts: Record<string, unknown> = { ...previous, ...measured, ...targets };
  const widget = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, headless Debian Chromium ${browser.version()}`,
    runs: { ...ROUNDS, 'Calculate click': CPU_RUNS },
    parts: [...PARTS],
    loadAverage: { atStart: loadAtStart, atEnd: loadavg().map((l) => round(l, 2)) },
    // In the parts' order, each from whichever run measured it last.
    ...Object.fromEntries(PART_KEYS.filter((key) => key in parts).map((key) => [key, parts[key]])),
  };
  await writeResultsKey(RESULTS, 'widget', widget);
  print({ loadAverage: widget.loadAverage, ...measured, ...targets });
} finally {
  await browser.close();
  await bench.close();
}

/** The table of what this run measured. */
function print(widget: {
  loadAverage: { atStart: number[]; atEnd: number[] };
  bytes?: Awaited<ReturnType<typeof bytes>>;
  loadToInput?: LoadToInput;
  clickToHeadline?: ClickToHeadline;
  mountUnmount?: Awaited<ReturnType<typeof heapGrowth>>;
  targets?: ReturnType<typeof checkTargets>;
}) {
  console.log(
    `load average (1, 5, 15 min): ${widget.loadAverage.atStart.join(', ')} at the start, ${widget.loadAverage.atEnd.join(', ')} at the end`,
  );
  if (widget.bytes) {
    console.log('bytes (raw / gzip / brotli):');
    for (const [file, size] of Object.entries(widget.bytes))
      console.log(`  ${file.padEnd(36)} ${size.raw} / ${size.gzip} / ${size.brotli}`);
  }
  if (widget.loadToInput) {
    const { loadAverage, conditions, vsReference } = widget.loadToInput;
    for (const [condition, pages] of Object.entries(conditions)) {
      console.log(
        `navigation start → the age field's input event, ${condition} (median of ${ROUNDS[condition as Condition]}; load average ${Math.min(...loadAverage)}–${Math.max(...loadAverage)}):`,
      );
      for (const [name, m] of Object.entries(pages))
        console.log(
          `  ${name.padEnd(28)} ${String(m.median).padStart(7)} ms  ×${m.ratio} (90 % interval ×${m.ratioInterval.join('–')})${againstReference(vsReference, condition as Condition, name)}  field ready ${m.fieldReady} ms  TBT ${m.tbt} ms  long tasks ${m.longTasks}  longest ${m.longestTask} ms (median run ${m.longestTaskMedian} ms; runs with one over 100 ms: ${m.runsOver100Ms} of ${m.runsMs.length})  CLS ${m.cls}`,
        );
    }
  }
  if (widget.targets) {
    console.log('targets (docs/performance.md):');
    for (const t of widget.targets)
      console.log(
        `  ${t.met ? 'met    ' : 'MISSED '} ${t.condition.padEnd(7)} ${t.target}: ${t.measured} (limit ${t.limit})`,
      );
  }
  if (widget.clickToHeadline) {
    const c = widget.clickToHeadline;
    console.log(
      `Calculate click → headline: ${c.widget} ms; bare fetch of the same request ${c.bareFetch} ms (×${c.ratio}; 90 % interval ×${c.ratioInterval.join('–')})`,
    );
  }
  if (widget.mountUnmount)
    console.log(`heap after 1,000 mount/unmount cycles: ${widget.mountUnmount.heapGrowthKB} KB more`);
}

/** A page's ratio to the reference page (the bare module), if the run has one. */
function againstReference(vsReference: LoadToInput['vsReference'], condition: Condition, name: string): string {
  const ratio = vsReference?.conditions[condition]?.[name];
  return ratio && name !== vsReference.page
    ? `  against "${vsReference.page}" ×${ratio.ratio} (×${ratio.ratioInterval.join('–')})`
    : '';
}
