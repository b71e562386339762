/**
 * The rows of the results (results-rows.ts): the yearly costs the estimate counts (SPEC §2), and what the parent
 * told us.
 */
import { describe, expect, it } from 'vitest';
import { costRows, summaryRows } from '../../src/widget/results/results-rows';
import { FORM_MESSAGES } from '../../src/widget/host/messages';
import { RESULTS_MESSAGES } from '../../src/widget/results/results-messages';
import { NOTE_MESSAGES } from '../../src/widget/results/assumption-notes';
import type { CollegeCost } from '../../src/widget/host/types';
import { collegeCost, money } from '../support/college-cost';

const t = { ...FORM_MESSAGES, ...RESULTS_MESSAGES, ...NOTE_MESSAGES };

describe('the cost table', () => {
  it.each<[string, Partial<CollegeCost>, [string, number][]]>([
    [
      'everything, renting',
      {},
      [
        ['Fees', 3200],
        ['Accommodation', 7691],
        ['Other expenses', 6240],
      ],
    ],
    [
      'everything, at home',
      { accommodationType: 'HOME', accommodationCost: money(0) },
      [
        ['Fees', 3200],
        ['Other expenses', 6240],
      ],
    ],
    [
      'fees and accommodation',
      { whatToInclude: ['FEES', 'ACCOMMODATION'] },
      [
        ['Fees', 3200],
        ['Accommodation', 7691],
      ],
    ],
    ['fees alone', { whatToInclude: ['FEES'] }, [['Fees', 3200]]],
  ])('counts %s', (_, overrides, rows) => {
    const counted = costRows(collegeCost(overrides), t).map(([label, amount]) => [label, amount.float]);
    expect(counted).toEqual(rows);
  });
});

describe('what you told us', () => {
  it.each<[string, Partial<CollegeCost>, [string, string][]]>([
    [
      'the default answers',
      {},
      [
        ['Age of child', '10 years old'],
        ['Course length', '4 years'],
        ['Free fees', 'Eligible'],
        ['Accommodation', 'Rented accommodation'],
        ['Include', 'Fees, accommodation & other expenses'],
      ],
    ],
    [
      'a one-year-old at home, not eligible, fees and other expenses',
      {
        ageOfChild: 1,
        courseDuration: 3,
        eligibleForFreeTuitionFees: false,
        accommodationType: 'HOME',
        whatToInclude: ['FEES', 'OTHER_EXPENSES'],
      },
      [
        ['Age of child', '1 year old'],
        ['Course length', '3 years'],
        ['Free fees', 'Not eligible'],
        ['Accommodation', 'At home'],
        ['Include', 'Fees & other expenses'],
      ],
    ],
    [
      'student accommodation, fees and accommodation',
      {
        accommodationType: 'STUDENT',
        whatToInclude: ['FEES', 'ACCOMMODATION'],
      },
      [
        ['Age of child', '10 years old'],
        ['Course length', '4 years'],
        ['Free fees', 'Eligible'],
        ['Accommodation', 'Student accommodation'],
        ['Include', 'Fees & accommodation'],
      ],
    ],
    [
      'fees alone',
      { whatToInclude: ['FEES'] },
      [
        ['Age of child', '10 years old'],
        ['Course length', '4 years'],
        ['Free fees', 'Eligible'],
        ['Accommodation', 'Rented accommodation'],
        ['Include', 'Fees'],
      ],
    ],
  ])('sums up %s', (_, overrides, rows) => {
    expect(summaryRows(collegeCost(overrides), t)).toEqual(rows);
  });
});
