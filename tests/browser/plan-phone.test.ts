/**
 * The savings plan's year-by-year figures on a phone and on paper: at 320 and
 * 360 px every year is a card whose figures are all on screen, each beside its column's name, with nothing
 * scrolling sideways; at 1280 px and in print it is the five-column table; printing leaves out the planner's
 * heading when it would stand over nothing, and the chart's text prints large enough to read on A4.
 * A long plan (a baby, a 7-year course: 26 years) opened from a link, as a parent would share it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_PLAN_INPUTS, savingsPlan } from '../../server/savings-plan';
import { formatMoney } from '../../src/money';
import { axeViolations } from './axe';
import { SCREENSHOT_DIR, openPage, useBrowserAndServer } from './support';

const ctx = useBrowserAndServer();

const ANSWERS = '#ccc-age=0&ccc-course=7&ccc-fees=0&ccc-live=RENTED&ccc-include=FEES%2CACCOMMODATION%2COTHER_EXPENSES';
const LONG_PLAN = `${ANSWERS}&ccc-saved=10000&ccc-return=4&ccc-rising=3`;
const COLUMNS = ['Date', 'Paid in', 'Growth', 'College costs', 'Balance'];
const TABLE = 'Your savings balance on 1 September each year';
/** How long a change of media may take to show, on a busy machine. */
const POLL = { timeout: 30_000 };

/** The plan the server makes today for LONG_PLAN. */
function expectedPlan() {
  const now = new Date();
  const answers = {
    ageOfChild: 0,
    courseDuration: 7,
    accommodation: 'RENTED',
    eligibleForFreeTuitionFees: false,
    whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
  } as const;
  return savingsPlan(
    { ...answers, whatToInclude: [...answers.whatToInclude] },
    { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
    {
      ...DEFAULT_PLAN_INPUTS,
      savedCents: 1_000_000,
      yearlyReturn: 0.04,
      risingCostsRate: 0.03,
    },
  );
}

async function openLongPlan(width: number): Promise<{ page: Page; table: Locator }> {
  const page = await openPage(ctx.browser, width);
  await page.goto(`${ctx.server.url}/${LONG_PLAN}`);
  const table = page.getByRole('table', { name: TABLE });
  await table.waitFor();
  return { page, table };
}

interface Figure {
  column: string;
  /** The column's name as drawn beside the figure ('' where none is drawn). */
  label: string;
  text: string;
  left: number;
  right: number;
  /** Whether the figure is drawn (has a box and is not hidden). */
  shown: boolean;
  /** The first element around it that scrolls or clips it sideways, if any. */
  clippedBy: string | null;
}

/** Each year's row of the table, read by role: its heading and its figures, each with its column header. */
async function yearsOf(table: Locator): Promise<{ heading: string; figures: Figure[] }[]> {
  const columns = await table.getByRole('columnheader').allTextContents();
  expect(columns).toEqual(COLUMNS);
  return table
    .getByRole('rowgroup')
    .last()
    .getByRole('row')
    .evaluateAll((rows, names) => {
      /** The element that holds `element`, looking out of a shadow root to its host. */
      const parentOf = (element: Element): Element | null =>
        element.parentElement ?? ((element.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
      const clipper = (element: Element): string | null => {
        for (let box = parentOf(element); box && box !== document.documentElement; box = parentOf(box)) {
          if (getComputedStyle(box).overflowX !== 'visible' && box.scrollWidth > box.clientWidth)
            return `${box.tagName} ${box.className}`;
        }
        return null;
      };
      return rows.map((row) => {
        const [heading, ...cells] = [...row.children];
        return {
          heading: heading.textContent ?? '',
          figures: cells.map((cell, index) => {
            const box = cell.getBoundingClientRect();
            const before = getComputedStyle(cell, '::before');
            // planner.css draws the label as `content: attr(data-label) / ''` (seen, not read twice).
            const label =
              before.display === 'none' || before.content === 'none'
                ? ''
                : (before.content.match(/^"([^"]*)"/)?.[1] ?? '');
            return {
              column: names[index + 1],
              label,
              text: cell.textContent ?? '',
              left: box.left,
              right: box.right,
              shown: cell.checkVisibility() && box.width > 1 && box.height > 1,
              clippedBy: cell.scrollWidth > cell.clientWidth ? 'the cell itself' : clipper(cell),
            };
          }),
        };
      });
    }, columns);
}

describe('the savings plan on a phone', () => {
  for (const width of [320, 360]) {
    it(`at ${width} px every year's figures are on screen, each beside its column's name, none scrolled away`, async () => {
      const { page, table } = await openLongPlan(width);
      const plan = expectedPlan();
      const years = await yearsOf(table);
      // Each year's card is headed by its date ('Sept 2027': the month as the browser's en-IE writes it short).
      expect(years.map((year) => year.heading)).toEqual([
        'Today',
        ...plan.years.map((year) => expect.stringMatching(new RegExp(`^\\S+ ${year.date.slice(0, 4)}$`))),
      ]);
      expect(plan.years.length, 'a long plan').toBeGreaterThanOrEqual(25);
      const balances = years.map((year) => year.figures.find((figure) => figure.column === 'Balance')?.text);
      // Every figure to the cent, so each column lines up.
      expect(balances).toEqual([
        formatMoney(10_000, '€', 'en-IE', true),
        ...plan.years.map((year) => formatMoney(year.balanceCents / 100, '€', 'en-IE', true)),
      ]);

      const viewport = page.viewportSize()?.width ?? width;
      for (const { heading, figures } of years) {
        for (const figure of figures.filter((f) => f.text !== '')) {
          const where = `${heading}, ${figure.column} (${figure.text}) at ${width}px`;
          expect(figure.shown, where).toBe(true);
          expect(figure.label, `${where}: its label`).toBe(figure.column);
          expect(
            figure.left >= 0 && figure.right <= viewport,
            `${where}: inside the viewport, ${figure.left}-${figure.right}`,
          ).toBe(true);
          expect(figure.clippedBy, `${where}: clipped or scrolled`).toBeNull();
        }
        // Today has a balance only: its other cells are empty and not shown (but stay in their columns for screen readers).
        if (heading === 'Today') expect(figures.map((f) => f.shown)).toEqual([false, false, false, true]);
      }
      // The last year, found as a screen reader user would: its row by its date, the figure by its cell.
      const last = plan.years[plan.years.length - 1];
      const lastBalance = table
        .getByRole('row', { name: new RegExp(`^\\S+ ${last.date.slice(0, 4)} `) })
        .getByRole('cell')
        .last();
      await lastBalance.scrollIntoViewIfNeeded();
      expect(await lastBalance.isVisible()).toBe(true);
      expect(await lastBalance.textContent()).toBe(formatMoney(last.balanceCents / 100, '€', 'en-IE', true));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(await axeViolations(page), `plan as cards at ${width}px`).toEqual([]);
      await page.locator('.ccc-plan-result').screenshot({ path: `${SCREENSHOT_DIR}/plan-cards-${width}.png` });
      await page.close();
    });
  }

  it('at 1280 px the plan is a table of five columns, read across', async () => {
    const { page, table } = await openLongPlan(1280);
    const headers = table.getByRole('columnheader');
    expect(await headers.allInnerTexts()).toEqual(COLUMNS);
    for (const header of await headers.all()) expect(await header.isVisible()).toBe(true);
    const years = await yearsOf(table);
    // A row's figures stand side by side on one line, with no label of their own (the column headers say).
    const [, first] = years;
    for (let i = 1; i < first.figures.length; i++)
      expect(first.figures[i].left).toBeGreaterThanOrEqual(first.figures[i - 1].right);
    expect(first.figures.map((figure) => figure.label)).toEqual(['', '', '', '']);
    expect(years.flatMap((year) => year.figures).filter((figure) => figure.clippedBy)).toEqual([]);
    await page.close();
  });
});

describe('the savings plan on paper', () => {
  it("prints no planner heading over nothing: not opened, opened and not made, and made ('Your savings plan' heads it)", async () => {
    const page = await openPage(ctx.browser, 360);
    await page.goto(`${ctx.server.url}/${ANSWERS}`);
    const open = page.getByRole('button', { name: 'Make a savings plan' });
    await open.waitFor();
    const heading = page.getByRole('heading', { name: 'Make a savings plan' });

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('heading', { name: /We estimate/ }).isVisible(), POLL).toBe(true);
    expect(await page.getByText('Make a savings plan').isVisible(), 'not opened').toBe(false);

    await page.emulateMedia({ media: 'screen' });
    await open.click();
    await heading.waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('button', { name: 'Show my plan' }).isVisible(), POLL).toBe(false);
    expect(await heading.isVisible(), 'opened, not made').toBe(false);
    expect(await page.getByText('Make a savings plan').isVisible(), 'opened, not made').toBe(false);

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Show my plan' }).click();
    const made = page.getByRole('heading', { name: 'Your savings plan' });
    await made.waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => made.isVisible(), POLL).toBe(true);
    expect(await heading.isVisible(), 'made').toBe(false);
    await page.close();
  });

  it('prints the whole table, five columns, even from a phone, and the chart with text of 8 pt or more on A4', async () => {
    const { page, table } = await openLongPlan(360);
    await page.emulateMedia({ media: 'print' });
    const headers = table.getByRole('columnheader');
    await expect.poll(() => headers.first().isVisible(), POLL).toBe(true);
    expect(await headers.allInnerTexts()).toEqual(COLUMNS);
    for (const header of await headers.all()) expect(await header.isVisible()).toBe(true);
    const years = await yearsOf(table);
    expect(
      years[1].figures.map((figure) => figure.label),
      'no card labels on paper',
    ).toEqual(['', '', '', '']);

    // The page laid out as on A4 paper (210 mm at 96 px an inch: 794 px), where the printed size of the
    // chart's text is its size in the chart's units, scaled with the chart, at 0.75 pt a pixel.
    await page.setViewportSize({ width: 794, height: 1123 });
    const sizes = await page.getByRole('img', { name: /Bar chart/ }).evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')].map((text) => ({
        text: text.textContent,
        points: parseFloat(getComputedStyle(text).fontSize) * scale * 0.75,
      }));
    });
    expect(sizes.length).toBeGreaterThan(5);
    for (const { text, points } of sizes)
      expect(points, `'${text}' printed at ${points.toFixed(1)} pt`).toBeGreaterThanOrEqual(8);
    await page.pdf({ path: `${SCREENSHOT_DIR}/plan-print-long.pdf`, format: 'A4' });
    await page.close();
  });
});
