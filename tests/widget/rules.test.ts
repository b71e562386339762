import { describe, expect, it } from 'vitest';
import { MESSAGE, validateAnswers } from '../../src/widget/form/validation';
import {
  findIncludeChoice,
  fromWhatToInclude,
  includeChoicesFor,
  keepOfferedInclude,
  toWhatToInclude,
} from '../../src/widget/form/include-choices';
import { includeLine } from '../../src/widget/results/include-line';
import { acceptsNumberText, blocksNumberKey, parseNumberText } from '../../src/widget/ui/number-input-rules';
import { toYesNoValue } from '../../src/widget/ui/YesNo';
import { dropdownStatusMessage } from '../../src/widget/host/labels';
import { addGoalUrl, toBase64Utf8 } from '../../src/widget/results/add-goal-url';
import { checkCollegeCost, toCalculateVariables } from '../../src/widget/call/calculate';
import { answersFromCollegeCost, targetYear } from '../../src/widget/form/answers';
import type { FormAnswers, SubmittedAnswers } from '../../src/widget/host/types';
import { collegeCost } from '../support/college-cost';

const valid: FormAnswers = {
  ageOfChild: 10,
  courseDuration: 4,
  freeFees: true,
  accommodation: 'RENTED',
  costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
};

describe('validateAnswers (SPEC §5)', () => {
  it('accepts a complete set of answers', () => {
    expect(validateAnswers(valid)).toEqual({});
  });

  it.each<[string, Partial<FormAnswers>, keyof FormAnswers, string]>([
    ['age missing', { ageOfChild: null }, 'ageOfChild', 'Please provide an answer'],
    ['age with decimals', { ageOfChild: 4.5 }, 'ageOfChild', 'Please round down to their last birthday'],
    ['age over 18', { ageOfChild: 19 }, 'ageOfChild', 'Must be no more than 18 years old'],
    ['age below 0', { ageOfChild: -1 }, 'ageOfChild', MESSAGE.tooYoung],
    ['age not a number', { ageOfChild: Number.NaN }, 'ageOfChild', 'Please provide an answer'],
    ['course missing', { courseDuration: null }, 'courseDuration', 'Please provide an answer'],
    ['course of 1 year', { courseDuration: 1 }, 'courseDuration', MESSAGE.courseDuration],
    ['course of 8 years', { courseDuration: 8 }, 'courseDuration', MESSAGE.courseDuration],
    ['free fees missing', { freeFees: null }, 'freeFees', 'Please provide an answer'],
    ['accommodation missing', { accommodation: null }, 'accommodation', 'Please provide an answer'],
    ['accommodation unknown', { accommodation: 'CASTLE' as never }, 'accommodation', MESSAGE.accommodation],
    ['nothing included', { costsInclude: [] }, 'costsInclude', 'Please provide an answer'],
    ['unknown cost type', { costsInclude: ['Fees', 'Holidays' as never] }, 'costsInclude', MESSAGE.include],
    ['accommodation while at home', { accommodation: 'HOME' }, 'costsInclude', MESSAGE.include],
  ])('%s → %s: %s', (_name, change, field, message) => {
    expect(validateAnswers({ ...valid, ...change })[field]).toBe(message);
  });

  it.each([0, 18, 7])('accepts age %s', (age) => {
    expect(validateAnswers({ ...valid, ageOfChild: age })).toEqual({});
  });

  it.each([2, 3, 4, 5, 6, 7])('accepts a course of %s years', (years) => {
    expect(validateAnswers({ ...valid, courseDuration: years })).toEqual({});
  });

  it('reports every unanswered question of an empty form', () => {
    const errors = validateAnswers({
      ageOfChild: null,
      courseDuration: null,
      freeFees: null,
      accommodation: null,
      costsInclude: [],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'accommodation',
      'ageOfChild',
      'costsInclude',
      'courseDuration',
      'freeFees',
    ]);
  });
});

describe('include choices (SPEC §5)', () => {
  it.each([
    ['HOME', ['Fees only', 'Fees & other expenses']],
    ['RENTED', ['Fees only', 'Fees & accommodation', 'Fees, accommodation & other expenses']],
    ['STUDENT', ['Fees only', 'Fees & accommodation', 'Fees, accommodation & other expenses']],
    [null, ['Fees only', 'Fees & accommodation', 'Fees, accommodation & other expenses']],
  ] as const)('%s offers %j', (accommodation, labels) => {
    expect(includeChoicesFor(accommodation).map((c) => c.label)).toEqual(labels);
  });

  it.each([
    ['HOME', ['Fees'], ['Fees']],
    ['HOME', ['Fees', 'Accommodation'], []],
    ['HOME', ['Fees', 'Accommodation', 'OtherExpenses'], []],
    ['HOME', ['Fees', 'OtherExpenses'], ['Fees', 'OtherExpenses']],
    ['RENTED', ['Fees', 'OtherExpenses'], []],
    ['STUDENT', ['Fees', 'Accommodation'], ['Fees', 'Accommodation']],
    ['RENTED', [], []],
  ] as const)('switching to %s keeps %j as %j', (accommodation, items, kept) => {
    expect(keepOfferedInclude(accommodation, [...items])).toEqual(kept);
  });

  it('finds the choice whatever the order of items', () => {
    expect(findIncludeChoice('RENTED', ['OtherExpenses', 'Fees', 'Accommodation'])?.label).toBe(
      'Fees, accommodation & other expenses',
    );
  });
});

describe("summary 'Include' line (SPEC §2)", () => {
  it.each([
    [['Fees', 'Accommodation', 'OtherExpenses'], 'RENTED', 'Fees, accommodation & other expenses'],
    [['Fees', 'Accommodation', 'OtherExpenses'], 'STUDENT', 'Fees, accommodation & other expenses'],
    [['Fees', 'OtherExpenses'], 'HOME', 'Fees & other expenses'],
    [['Fees', 'Accommodation'], 'RENTED', 'Fees & accommodation'],
    [['Fees', 'Accommodation'], 'STUDENT', 'Fees & accommodation'],
    [['Fees'], 'RENTED', 'Fees'],
    [['Fees'], 'HOME', 'Fees'],
    [['Fees'], 'STUDENT', 'Fees'],
  ] as const)('%j at %s → %s', (items, accommodation, line) => {
    expect(includeLine(items, accommodation)).toBe(line);
  });
});

describe('whatToInclude mapping', () => {
  it('maps form items to the wire values and back', () => {
    expect(toWhatToInclude(['OtherExpenses', 'Fees'])).toEqual(['FEES', 'OTHER_EXPENSES']);
    expect(fromWhatToInclude(['ACCOMMODATION', 'FEES'])).toEqual(['Fees', 'Accommodation']);
  });
});

describe('number input rules (SPEC §5)', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['7', 7],
    ['0', 0],
    ['4.5', 4.5],
  ])('parses %j as %s', (text, value) => expect(parseNumberText(text)).toBe(value));

  it('rejects a value longer than 9 characters', () => {
    expect(acceptsNumberText('123456789')).toBe(true);
    expect(acceptsNumberText('1234567890')).toBe(false);
  });

  it.each([
    ['.', false, true],
    ['.', true, false],
    [',', false, true],
    ['e', true, true],
    ['5', false, false],
    ['Backspace', false, false],
  ])('key %j with decimals allowed=%s is blocked: %s', (key, allowDecimals, blocked) => {
    expect(blocksNumberKey(key, allowDecimals)).toBe(blocked);
  });
});

describe('yes/no value (SPEC §5)', () => {
  it.each([
    [undefined, null],
    [null, null],
    [true, true],
    [false, false],
  ])('%s → %s', (value, mapped) => expect(toYesNoValue(value)).toBe(mapped));
});

describe('dropdown status text (SPEC §8)', () => {
  it.each([
    [false, 6, ''],
    [true, 0, 'No results are available.'],
    [true, 6, '6 results are available, use up and down arrow keys to navigate. Press Enter key to select.'],
    [true, 3, '3 results are available, use up and down arrow keys to navigate. Press Enter key to select.'],
  ])('open=%s with %s items → %j', (open, count, text) => expect(dropdownStatusMessage(open, count)).toBe(text));
});

describe('add-goal URL (SPEC §4)', () => {
  const answers: SubmittedAnswers = {
    ageOfChild: 5,
    courseDuration: 4,
    freeFees: false,
    accommodation: 'HOME',
    costsInclude: ['Fees', 'OtherExpenses'],
  };
  const decode = (url: string) => {
    const value = new URL(url).searchParams.get('collegeCosts') ?? '';
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  };

  it('carries the answers as base64 JSON in collegeCosts', () => {
    expect(decode(addGoalUrl('https://advice.example/start', answers))).toEqual(answers);
  });

  it('keeps the query and hash the URL already has', () => {
    const url = new URL(addGoalUrl('https://advice.example/start?utm_source=widget&x=1#plan', answers));
    expect(url.searchParams.get('utm_source')).toBe('widget');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.hash).toBe('#plan');
  });

  it('keeps the rest of the query exactly as written, replacing an old collegeCosts', () => {
    const url = addGoalUrl('https://advice.example/start?utm&q=a%20b&collegeCosts=old#top', answers);
    expect(url).toMatch(/^https:\/\/advice\.example\/start\?utm&q=a%20b&collegeCosts=[^&#]+#top$/);
    expect(decode(url)).toEqual(answers);
  });

  it('URL-encodes base64 characters such as + / =', () => {
    const raw = addGoalUrl('https://advice.example/', answers).split('collegeCosts=')[1];
    expect(raw).not.toMatch(/[+/]/);
    expect(decodeURIComponent(raw)).toBe(toBase64Utf8(JSON.stringify(answers)));
  });

  it('is safe for characters outside Latin-1', () => {
    expect(atob(toBase64Utf8('€ á 😀')).length).toBeGreaterThan(0);
    const bytes = Uint8Array.from(atob(toBase64Utf8('€ á 😀')), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('€ á 😀');
  });
});

describe('calculation variables and answer checks', () => {
  it('builds the flat arguments of DESIGN.md', () => {
    expect(
      toCalculateVariables(
        {
          ageOfChild: 3,
          courseDuration: 5,
          freeFees: true,
          accommodation: 'STUDENT',
          costsInclude: ['Fees', 'Accommodation'],
        },
        null,
      ),
    ).toEqual({
      userId: null,
      accommodation: 'STUDENT',
      ageOfChild: 3,
      courseDuration: 5,
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'ACCOMMODATION'],
    });
  });

  it('accepts a well-formed CollegeCost and refuses malformed ones', () => {
    expect(checkCollegeCost(collegeCost())).toEqual(collegeCost());
    expect(() => checkCollegeCost(null)).toThrow(/malformed/);
    expect(() => checkCollegeCost({ ...collegeCost(), total: { float: 'x' } })).toThrow(/malformed/);
    expect(() => checkCollegeCost({ ...collegeCost(), accommodationType: 'CASTLE' })).toThrow(/malformed/);
    expect(() => checkCollegeCost({ ...collegeCost(), targetDate: 'soon' })).toThrow(/malformed/);
  });

  it('prefills the form from a result and reads the target year', () => {
    expect(
      answersFromCollegeCost(collegeCost({ whatToInclude: ['FEES', 'OTHER_EXPENSES'], accommodationType: 'HOME' })),
    ).toEqual({
      ageOfChild: 10,
      courseDuration: 4,
      freeFees: true,
      accommodation: 'HOME',
      costsInclude: ['Fees', 'OtherExpenses'],
    });
    expect(targetYear('2037-09-01')).toBe(2037);
  });
});
