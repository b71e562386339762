/**
 * The parsers of server/validation answer values, never errors: the input as the server uses it, or every
 * refused field with its message (a Parsed, server/validation/parsed.ts). The GraphQL layer turns a refusal
 * into BAD_USER_INPUT (valueOrRefuse, server/graphql/errors.ts), and the argument rules by scalar type
 * (server/validation/arguments.ts) are what the schema wrapper checks every argument with.
 */
import { describe, expect, it } from 'vitest';
import type { GoalInput, SignUpInput } from '../../schema/generated/schema';
import { PLAN_INPUT_MESSAGES } from '../../src/plan-rules';
import { EMAIL_CODE_MESSAGES } from '../../server/account/email-codes';
import { GraphQLError } from '../../server/graphql/runtime';
import { valueOrRefuse } from '../../server/graphql/errors';
import {
  FLAG_NAME_MESSAGE,
  FUTURE_MESSAGE,
  parseEmailChange,
  parseFlagName,
  parseNewEmail,
  parseReminderTime,
  parseSearch,
  parseSuggestion,
} from '../../server/validation/account';
import { ARGUMENT_MESSAGES, MAX_JSON_DEPTH, scalarError } from '../../server/validation/arguments';
import { parseCollegeCostAnswers, type CollegeCostArgs } from '../../server/validation/college-cost';
import { parseGoalInput } from '../../server/validation/goal';
import { COLLEGE_COST_MESSAGES, REQUIRED } from '../../server/validation/messages';
import { accepted, refused, type FieldError, type Parsed } from '../../server/validation/parsed';
import { parseSavingsPlanArgs, type SavingsPlanArgs } from '../../server/validation/savings-plan';
import { parseSignUpInput } from '../../server/validation/user';

const EMAIL = 'Must be a valid e-mail address';
const chars = (min: number, max: number) => `Must be ${min} to ${max} characters`;

/** The refused fields of a parse, or 'accepted'. */
const refusalsOf = <T>(parsed: Parsed<T>): FieldError[] | 'accepted' => (parsed.ok ? 'accepted' : parsed.errors);

describe('the account parsers', () => {
  it.each<[string, () => Parsed<unknown>, unknown]>([
    ['a flag name', () => parseFlagName('seen:intro.v2'), 'seen:intro.v2'],
    ['a suggestion, as given', () => parseSuggestion('  A budget planner '), '  A budget planner '],
    ['no search', () => parseSearch(undefined), undefined],
    ['an empty search', () => parseSearch(''), ''],
    ['a new address', () => parseNewEmail('ann@example.ie'), 'ann@example.ie'],
    [
      'an address and its code (spaces around the code allowed)',
      () => parseEmailChange('ann@example.ie', ' 123456 '),
      { email: 'ann@example.ie', verificationCode: ' 123456 ' },
    ],
  ])('accepts %s', (_name, parse, value) => expect(parse()).toEqual({ ok: true, value }));

  it.each<[string, () => Parsed<unknown>, FieldError[]]>([
    ['a flag name with a space', () => parseFlagName('seen intro'), [{ field: 'id', message: FLAG_NAME_MESSAGE }]],
    [
      'a flag name of 101 characters',
      () => parseFlagName('x'.repeat(101)),
      [{ field: 'id', message: FLAG_NAME_MESSAGE }],
    ],
    ['a blank suggestion', () => parseSuggestion('   '), [{ field: 'suggestion', message: chars(1, 1000) }]],
    ['an empty suggestion', () => parseSuggestion(''), [{ field: 'suggestion', message: chars(1, 1000) }]],
    ['a search of 101 characters', () => parseSearch('x'.repeat(101)), [{ field: 'search', message: chars(0, 100) }]],
    ['an address without a domain', () => parseNewEmail('ann@'), [{ field: 'email', message: EMAIL }]],
    ['an empty address', () => parseNewEmail(''), [{ field: 'email', message: EMAIL }]],
    [
      'a bad address and a short code, both named',
      () => parseEmailChange('ann', '123'),
      [
        { field: 'email', message: EMAIL },
        { field: 'verificationCode', message: EMAIL_CODE_MESSAGES.codeFormat },
      ],
    ],
  ])('refuses %s', (_name, parse, errors) => expect(parse()).toEqual({ ok: false, errors }));

  describe('a reminder time', () => {
    const now = new Date('2025-03-15T09:30:00Z');
    it('is the time given when it is after now', () =>
      expect(parseReminderTime('2025-03-15T09:30:01Z', now)).toEqual({
        ok: true,
        value: new Date('2025-03-15T09:30:01Z'),
      }));
    it.each(['2025-03-15T09:30:00Z', '2025-03-15T10:29:00+01:00', '2024-01-01T00:00:00Z'])(
      'is refused at or before now: %s',
      (remindAt) =>
        expect(parseReminderTime(remindAt, now)).toEqual({
          ok: false,
          errors: [{ field: 'remindAt', message: FUTURE_MESSAGE }],
        }),
    );
  });
});

describe('parseSignUpInput', () => {
  it.each<[string, SignUpInput, FieldError[] | 'accepted']>([
    ['a name alone', { name: 'Ann' }, 'accepted'],
    ['a name, an address and a source', { name: 'Ann', email: 'ann@example.ie', referralSource: 'radio' }, 'accepted'],
    ['a blank name', { name: '  ' }, [{ field: 'input.name', message: chars(1, 200) }]],
    [
      'a bad address and a long source',
      { name: 'Ann', email: 'ann', referralSource: 'x'.repeat(201) },
      [
        { field: 'input.email', message: EMAIL },
        { field: 'input.referralSource', message: chars(0, 200) },
      ],
    ],
  ])('%s', (_name, input, expected) => expect(refusalsOf(parseSignUpInput(input))).toEqual(expected));

  it('answers the input itself when it is accepted', () => {
    const input = { name: ' Ann ' };
    expect(parseSignUpInput(input)).toEqual({ ok: true, value: input });
  });
});

describe('parseGoalInput', () => {
  const goal = (fields: Partial<GoalInput>): GoalInput => ({ userId: 'u1', ...fields });
  const fromCollegeCost = 'Comes from the college cost: leave it out';
  it.each<[string, GoalInput, boolean, FieldError[] | 'accepted']>([
    [
      'a new goal with what it needs',
      goal({ name: 'House', goalType: 'HOME_PURCHASE', valueToSave: 20000 }),
      true,
      'accepted',
    ],
    ['a change of one field', goal({ priority: 2 }), false, 'accepted'],
    ['a new goal from a college cost', goal({ collegeCostId: 'c1', name: 'College' }), true, 'accepted'],
    [
      'a new goal without its name, type and value',
      goal({}),
      true,
      [
        { field: 'goal.name', message: REQUIRED },
        { field: 'goal.goalType', message: REQUIRED },
        { field: 'goal.valueToSave', message: REQUIRED },
      ],
    ],
    [
      'a college cost goal with a value of its own',
      goal({ collegeCostId: 'c1', valueToSave: 10 }),
      false,
      [{ field: 'goal.valueToSave', message: fromCollegeCost }],
    ],
    [
      'a priority of 0',
      goal({ priority: 0 }),
      false,
      [{ field: 'goal.priority', message: 'Must be a whole number from 1 to 1000' }],
    ],
    [
      'goalData over 10 KB',
      goal({ goalData: { note: 'x'.repeat(10_000) } }),
      false,
      [{ field: 'goal.goalData', message: 'Must be at most 10 KB of JSON' }],
    ],
  ])('%s', (_name, input, creating, expected) => expect(refusalsOf(parseGoalInput(input, creating))).toEqual(expected));
});

const answers: CollegeCostArgs = {
  ageOfChild: 10,
  courseDuration: 4,
  eligibleForFreeTuitionFees: true,
  accommodation: 'HOME',
  whatToInclude: ['FEES'],
};

describe('parseCollegeCostAnswers', () => {
  it('answers the answers, typed', () =>
    expect(parseCollegeCostAnswers(answers)).toEqual({
      ok: true,
      value: {
        ageOfChild: 10,
        courseDuration: 4,
        eligibleForFreeTuitionFees: true,
        accommodation: 'HOME',
        whatToInclude: ['FEES'],
      },
    }));

  it.each<[string, CollegeCostArgs, FieldError[]]>([
    [
      'an age of 19',
      { ...answers, ageOfChild: 19 },
      [{ field: 'ageOfChild', message: COLLEGE_COST_MESSAGES.ageTooHigh }],
    ],
    [
      'a course of 8 years and no accommodation',
      { ...answers, courseDuration: 8, accommodation: null },
      [
        { field: 'courseDuration', message: COLLEGE_COST_MESSAGES.courseDuration },
        { field: 'accommodation', message: REQUIRED },
      ],
    ],
    [
      'accommodation included at home',
      { ...answers, whatToInclude: ['FEES', 'ACCOMMODATION'] },
      [{ field: 'whatToInclude', message: COLLEGE_COST_MESSAGES.includeAccommodationAtHome }],
    ],
    [
      'nothing answered',
      {},
      ['ageOfChild', 'courseDuration', 'eligibleForFreeTuitionFees', 'accommodation', 'whatToInclude'].map((field) => ({
        field,
        message: REQUIRED,
      })),
    ],
  ])('refuses %s', (_name, args, errors) => expect(parseCollegeCostAnswers(args)).toEqual({ ok: false, errors }));
});

describe('parseSavingsPlanArgs', () => {
  const today = { year: 2025, month: 3 };
  const plan = (args: Partial<SavingsPlanArgs>) => parseSavingsPlanArgs({ ...answers, ...args }, today, 0.03);

  it('answers the answers, the inputs and the rate costs rise by', () => {
    const parsed = plan({ savedAlready: 1000, risingCosts: true, otherChildren: [{ ...answers, ageOfChild: 12 }] });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.answers).toEqual({ ...answers, whatToInclude: ['FEES'] });
    expect(parsed.value.risingCostsRate).toBe(0.03);
    expect(parsed.value.inputs).toMatchObject({ savedCents: 100_000, risingCostsRate: 0.03 });
    expect(parsed.value.inputs.otherChildren).toEqual([{ ...answers, ageOfChild: 12 }]);
  });

  it('takes the rate given over the one assumed', () => {
    const parsed = plan({ risingCosts: true, risingCostsPercent: 4.5 });
    expect(parsed.ok && parsed.value.risingCostsRate).toBe(0.045);
  });

  it.each<[string, Partial<SavingsPlanArgs>, FieldError[]]>([
    [
      'a bad answer of another child, named by its place',
      { otherChildren: [answers, { ...answers, ageOfChild: 25 }] },
      [{ field: 'otherChildren.1.ageOfChild', message: COLLEGE_COST_MESSAGES.ageTooHigh }],
    ],
    [
      'savings with three decimals and accommodation not included',
      { savedAlready: 1.234, accommodationPerYear: 100 },
      [
        { field: 'savedAlready', message: PLAN_INPUT_MESSAGES.amountError },
        { field: 'accommodationPerYear', message: PLAN_INPUT_MESSAGES.accommodationNotIncluded },
      ],
    ],
    [
      'a first payment before this month',
      { firstPaymentDate: '2025-02-01' },
      [{ field: 'firstPaymentDate', message: PLAN_INPUT_MESSAGES.firstPaymentError }],
    ],
  ])('refuses %s', (_name, args, errors) => expect(plan(args)).toEqual({ ok: false, errors }));
});

describe('scalarError, the rule of every argument by its scalar type', () => {
  const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });
  it.each<[string, string, unknown, string | undefined]>([
    ['a date', 'Date', '2024-02-29', undefined],
    ['a date that is not in the calendar', 'Date', '2023-02-29', ARGUMENT_MESSAGES.date],
    ['a date past 2200', 'Date', '2201-01-01', ARGUMENT_MESSAGES.date],
    ['a time with its offset', 'DateTime', '2025-03-15T09:30:00+01:00', undefined],
    ['a time without its offset', 'DateTime', '2025-03-15T09:30:00', ARGUMENT_MESSAGES.dateTime],
    ['JSON as deep as allowed', 'JSON', deep(MAX_JSON_DEPTH), undefined],
    ['JSON one level deeper', 'JSON', deep(MAX_JSON_DEPTH + 1), ARGUMENT_MESSAGES.jsonDepth],
    ['a NUL in a JSON key', 'JSON', { 'a\0': 1 }, ARGUMENT_MESSAGES.nul],
    ['a NUL in a String', 'String', 'a\0b', ARGUMENT_MESSAGES.nul],
    ['a NUL in an ID', 'ID', '\0', ARGUMENT_MESSAGES.nul],
    ['a number', 'Float', 1.5, undefined],
  ])('%s', (_name, typeName, value, message) => expect(scalarError(typeName, value)).toBe(message));
});

describe('valueOrRefuse: how the GraphQL layer answers a parse', () => {
  it('is the value of an accepted parse', () => expect(valueOrRefuse(accepted({ id: 'x' }))).toEqual({ id: 'x' }));

  it('throws BAD_USER_INPUT naming each refused field, once each', () => {
    const errors = [
      { field: 'input.name', message: REQUIRED },
      { field: 'input.email', message: EMAIL },
      { field: 'input.email', message: 'Another refusal' },
    ];
    let thrown: unknown;
    try {
      valueOrRefuse(refused(errors));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).message).toBe('Invalid input: input.name, input.email');
    expect((thrown as GraphQLError).extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: errors });
  });
});
