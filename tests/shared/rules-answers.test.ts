/** The calculator's answer rules (src/rules/answers.ts), which the widget's form and the server both check with. */
import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, accommodationRule, ageRule, courseDurationRule, freeFeesRule } from '../../src/rules/answers';

describe('the SPEC §5 messages', () => {
  it('are the spec words', () => {
    expect(ANSWER_MESSAGES).toEqual({
      required: 'Please provide an answer',
      ageNotInteger: 'Please round down to their last birthday',
      ageTooLow: 'Must be at least 0 years old',
      ageTooHigh: 'Must be no more than 18 years old',
    });
  });
});

describe('ageRule', () => {
  it.each([
    [0, undefined],
    [7, undefined],
    [18, undefined],
    [null, 'required'],
    [undefined, 'required'],
    [4.5, 'ageNotInteger'],
    [17.999, 'ageNotInteger'],
    ['7', 'ageNotInteger'],
    [Number.NaN, 'ageNotInteger'],
    [Number.POSITIVE_INFINITY, 'ageNotInteger'],
    [-1, 'ageTooLow'],
    [19, 'ageTooHigh'],
  ])('%s: %s', (age, refusal) => expect(ageRule(age)).toBe(refusal));
});

describe('courseDurationRule', () => {
  it.each([
    [2, undefined],
    [4, undefined],
    [7, undefined],
    [null, 'required'],
    [undefined, 'required'],
    [1, 'courseDuration'],
    [8, 'courseDuration'],
    [3.5, 'courseDuration'],
    ['4', 'courseDuration'],
  ])('%s: %s', (years, refusal) => expect(courseDurationRule(years)).toBe(refusal));
});

describe('freeFeesRule', () => {
  it.each([
    [true, undefined],
    [false, undefined],
    [null, 'required'],
    [undefined, 'required'],
    ['true', 'eligibleForFreeTuitionFees'],
    [0, 'eligibleForFreeTuitionFees'],
  ])('%s: %s', (eligible, refusal) => expect(freeFeesRule(eligible)).toBe(refusal));
});

describe('accommodationRule', () => {
  it.each([
    ['STUDENT', undefined],
    ['RENTED', undefined],
    ['HOME', undefined],
    [null, 'required'],
    [undefined, 'required'],
    ['home', 'accommodation'],
    ['CASTLE', 'accommodation'],
  ])('%s: %s', (accommodation, refusal) => expect(accommodationRule(accommodation)).toBe(refusal));
});
