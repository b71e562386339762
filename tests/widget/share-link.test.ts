/**
 * The link to an estimate as text: which widget it is for, made and read back, and the
 * page address 'Start over' leaves.
 */
import { describe, expect, it } from 'vitest';
import { ONLY_WIDGET, linkIsFor, widgetOnPage, type WidgetOnPage } from '../../src/widget/host/link-target';
import { addressWithoutEstimate, estimateFromLink, estimateLink } from '../../src/widget/planner/share-link';
import type { SubmittedAnswers } from '../../src/widget/host/types';
import { DEFAULT_PLAN_ANSWERS } from '../../src/widget/planner/plan-call';

const ANSWERS: SubmittedAnswers = {
  ageOfChild: 10,
  courseDuration: 4,
  freeFees: true,
  accommodation: 'RENTED',
  costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
};
const LINK = 'ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES%2CACCOMMODATION%2COTHER_EXPENSES';
const first: WidgetOnPage = { name: 'first', first: true };
const second: WidgetOnPage = { name: 'second', first: false };

describe('estimateLink', () => {
  it.each<[string, string | undefined, string]>([
    ['https://example.com/costs', 'second', `https://example.com/costs#${LINK}&ccc-w=second`],
    ['https://example.com/costs', '0', `https://example.com/costs#${LINK}&ccc-w=0`],
    // Without a name, as links were before: the first widget opens it.
    ['https://example.com/costs', undefined, `https://example.com/costs#${LINK}`],
    // The page's own parameters are kept; an earlier link's, the widget's name included, are not.
    [
      'https://example.com/costs?x=1#tab=plan&ccc-age=3&ccc-w=first',
      'second',
      `https://example.com/costs?x=1#tab=plan&${LINK}&ccc-w=second`,
    ],
    ['https://example.com/costs#ccc-w=first', 'a b&c', `https://example.com/costs#${LINK}&ccc-w=a+b%26c`],
  ])('%s for %s → %s', (page, widget, link) => expect(estimateLink(page, ANSWERS, null, widget)).toBe(link));

  it('reads back as the same answers, in the widget it names only', () => {
    const plan = {
      ...DEFAULT_PLAN_ANSWERS,
      savedAlready: 2500,
      yearlyReturnPercent: 3.5,
      sharePercent: 80,
      otherExpensesPerYear: 5000.5,
    };
    const link = estimateLink('https://example.com/costs', ANSWERS, plan, 'a b&c');
    expect(estimateFromLink(link, { name: 'a b&c', first: false })).toEqual({ answers: ANSWERS, plan });
    expect(estimateFromLink(link, { name: 'a b', first: true })).toBeNull();
  });

  it('carries a family plan: each other child, saving through college, the first payment and a set amount', () => {
    const plan = {
      ...DEFAULT_PLAN_ANSWERS,
      savedAlready: 2000,
      yearlyReturnPercent: 4,
      otherChildren: [
        { ...ANSWERS, ageOfChild: 13 },
        {
          ageOfChild: 5,
          courseDuration: 3,
          freeFees: false,
          accommodation: 'HOME' as const,
          costsInclude: ['Fees' as const],
        },
      ],
      saveThroughCollege: true,
      firstPaymentDate: '2099-01-03',
      monthlyAmount: 300,
    };
    const link = estimateLink('https://example.com/costs', ANSWERS, plan);
    expect(link).toContain('ccc-child=13-4-1-RENTED-FEES.ACCOMMODATION.OTHER_EXPENSES&ccc-child=5-3-0-HOME-FEES');
    expect(link).toContain('ccc-through=1&ccc-first=2099-01-03');
    // 2099 is after a child of 10 starts college (the first payment's latest date): that date is left out.
    expect(estimateFromLink(link, first)).toEqual({ answers: ANSWERS, plan: { ...plan, firstPaymentDate: null } });
    const later = { ...plan, firstPaymentDate: null };
    expect(estimateFromLink(estimateLink('https://example.com/costs', ANSWERS, later), first)?.plan).toEqual(later);
  });

  it('leaves the plan out when another child’s answers are not a valid set, or there are more than three', () => {
    const base = `https://example.com/costs#${LINK}&ccc-saved=0&ccc-return=0`;
    expect(estimateFromLink(`${base}&ccc-child=19-4-1-RENTED-FEES`, first)?.plan).toBeNull();
    expect(estimateFromLink(`${base}&ccc-child=5-4-1-HOME-FEES.ACCOMMODATION`, first)?.plan).toBeNull();
    const four = Array.from({ length: 4 }, () => '&ccc-child=5-4-1-HOME-FEES').join('');
    expect(estimateFromLink(`${base}${four}`, first)?.plan).toBeNull();
    expect(estimateFromLink(`${base}${four.slice(0, -26)}`, first)?.plan?.otherChildren).toHaveLength(3);
  });
});

describe('estimateFromLink', () => {
  it.each([
    ['a share below 10 %', '&ccc-share=5'],
    ['grants with three decimals', '&ccc-grants=1.005'],
    ['own accommodation when living at home', '&ccc-own-live=100'],
    ['a rise that is not a number', '&ccc-rise=x'],
  ])('leaves the plan out for %s', (_name, extra) => {
    const home = LINK.replace('ccc-live=RENTED', 'ccc-live=HOME').replace(
      'FEES%2CACCOMMODATION%2COTHER_EXPENSES',
      'FEES%2COTHER_EXPENSES',
    );
    const read = estimateFromLink(`https://example.com/costs#${home}&ccc-saved=0&ccc-return=0${extra}`, first);
    expect(read?.answers.accommodation).toBe('HOME');
    expect(read?.plan).toBeNull();
  });

  it.each<[string, WidgetOnPage, boolean]>([
    [`#${LINK}&ccc-w=second`, second, true],
    [`#${LINK}&ccc-w=second`, first, false],
    [`#${LINK}`, first, true],
    [`#${LINK}`, second, false],
    [`#${LINK}&ccc-w=`, first, false],
    [`#tab=plan&${LINK}&ccc-w=first`, first, true],
  ])('%s in %o: opens %s', (hash, widget, opens) => {
    expect(estimateFromLink(`https://example.com/costs${hash}`, widget)?.answers ?? null).toEqual(
      opens ? ANSWERS : null,
    );
  });
});

describe('linkIsFor', () => {
  it.each<[string, WidgetOnPage, boolean]>([
    ['', ONLY_WIDGET, false],
    ['#tab=plan', ONLY_WIDGET, false],
    ['#ccc-w=first', first, false],
    [`#${LINK}`, ONLY_WIDGET, true],
    [`#${LINK}&ccc-w=0`, ONLY_WIDGET, true],
    [`#${LINK}&ccc-w=1`, ONLY_WIDGET, false],
    [`#ccc-w=second&${LINK}`, second, true],
    [`#${LINK}&ccc-w=second`, first, false],
    [`#${LINK}`, second, false],
  ])('%s, %o → %s', (hash, widget, is) => expect(linkIsFor(hash, widget)).toBe(is));
});

describe('widgetOnPage', () => {
  const element = (id = '') => Object.assign(document.createElement('div'), { id });
  it.each<[string, number, WidgetOnPage]>([
    ['calculator', 0, { name: 'calculator', first: true }],
    ['second', 1, { name: 'second', first: false }],
    ['', 0, { name: '0', first: true }],
    ['', 2, { name: '2', first: false }],
  ])('id %j at place %i → %o', (id, place, widget) => expect(widgetOnPage(element(id), place)).toEqual(widget));
});

describe('addressWithoutEstimate', () => {
  it.each<[string, string]>([
    [`https://example.com/costs#${LINK}&ccc-w=first`, 'https://example.com/costs'],
    [
      `https://example.com/costs?x=1#tab=plan&${LINK}&ccc-saved=5&ccc-return=0&ccc-w=first&q=2`,
      'https://example.com/costs?x=1#tab=plan&q=2',
    ],
    ['https://example.com/costs#tab=plan', 'https://example.com/costs#tab=plan'],
    ['https://example.com/costs', 'https://example.com/costs'],
  ])('%s → %s', (page, address) => expect(addressWithoutEstimate(page)).toBe(address));
});
