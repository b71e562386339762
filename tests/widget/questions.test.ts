/**
 * The questions' table (src/widget/form/questions.ts): what each question is, written out by hand here (SPEC §2, §3,
 * §5), and what reads the table: the form's ids and first controls, the empty answers, the validation's messages,
 * the painted form, the ids' words the first module reads (generated/question-keys.ts) and docs/embedding.md's table.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANSWER_ORDER, QUESTIONS, questionTexts, type Answer } from '../../src/widget/form/questions';
import { answerIds, answerOfControl } from '../../src/widget/form/answer-ids';
import { firstControlId } from '../../src/widget/form/first-controls';
import { EMPTY_ANSWERS } from '../../src/widget/form/answers';
import { MESSAGE, validateAnswers } from '../../src/widget/form/validation';
import { FORM_MESSAGES } from '../../src/widget/form/form-messages';
import { QUESTION_KEY } from '../../src/widget/generated/question-keys';
import { EMPTY_FORM_HTML } from '../../src/widget/generated/empty-form';
import { TEXT_MARK } from '../../src/widget/embed/empty-form-marks';
import type { FormAnswers } from '../../src/widget/host/types';

// Resolved from the file's path: under jsdom, `new URL(…, import.meta.url)` is jsdom's URL.
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Each question as SPEC §3 and §5 say it, by hand: its label, how it is answered, its ids' word and texts. */
const BY_HAND: Record<Answer, { label: string; control: string; key: string; texts: string[] }> = {
  ageOfChild: {
    label: 'How old is your child?',
    control: 'number',
    key: 'age',
    texts: ['ageQuestion', 'agePlaceholder'],
  },
  courseDuration: {
    label: "How long do you expect your child's course to be?",
    control: 'select',
    key: 'course',
    texts: ['courseQuestion', 'selectPlaceholder', 'courseYears'],
  },
  freeFees: {
    label: 'Is your child likely to be eligible for free fees?',
    control: 'yesNo',
    key: 'fees',
    texts: ['freeFeesQuestion', 'aboutFreeFees', 'freeFeesHint', 'yes', 'no', 'notSure'],
  },
  accommodation: {
    label: 'Where do you expect your child to live while studying?',
    control: 'select',
    key: 'accommodation',
    texts: [
      'accommodationQuestion',
      'aboutAccommodation',
      'accommodationHint',
      'selectPlaceholder',
      'accommodationSTUDENT',
      'accommodationRENTED',
      'accommodationHOME',
    ],
  },
  costsInclude: {
    label: 'What do you want to include?',
    control: 'include',
    key: 'include',
    texts: ['includeQuestion', 'includeFees', 'includeFeesOther', 'includeFeesAccommodation', 'includeAll'],
  },
};

/** A complete set of answers, each question's refusals tried one at a time on it. */
const VALID: FormAnswers = {
  ageOfChild: 10,
  courseDuration: 4,
  freeFees: true,
  accommodation: 'RENTED',
  costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
};

describe('the questions’ table', () => {
  it('has the five questions of SPEC §2, in the form’s order', () => {
    expect(ANSWER_ORDER).toEqual(['ageOfChild', 'courseDuration', 'freeFees', 'accommodation', 'costsInclude']);
    expect(ANSWER_ORDER.map((answer) => FORM_MESSAGES[QUESTIONS[answer].label])).toEqual([
      'How old is your child?',
      "How long do you expect your child's course to be?",
      'Is your child likely to be eligible for free fees?',
      'Where do you expect your child to live while studying?',
      'What do you want to include?',
    ]);
  });

  it.each(ANSWER_ORDER)('%s: its label, control, ids’ word and texts', (answer) => {
    const question = QUESTIONS[answer];
    const { label, control, key, texts } = BY_HAND[answer];
    expect(FORM_MESSAGES[question.label]).toBe(label);
    expect(question.control).toBe(control);
    expect(question.key).toBe(key);
    expect(questionTexts(question)).toEqual(texts);
  });

  it('offers the choices of SPEC §3 and §9 in the dropdowns, with their English', () => {
    const english = (answer: 'courseDuration' | 'accommodation') =>
      QUESTIONS[answer].choices.map(({ value, text, ...choice }) => [
        value,
        FORM_MESSAGES[text].replace('{years}', String('fill' in choice ? choice.fill.years : '')),
      ]);
    expect(english('courseDuration')).toEqual([2, 3, 4, 5, 6, 7].map((years) => [years, `${years} years`]));
    expect(english('accommodation')).toEqual([
      ['STUDENT', 'Student accommodation'],
      ['RENTED', 'Rented accommodation'],
      ['HOME', 'At home'],
    ]);
    expect([QUESTIONS.ageOfChild.min, QUESTIONS.ageOfChild.max]).toEqual([0, 18]);
  });

  it.each<[Answer, unknown, string]>([
    ['ageOfChild', null, 'Please provide an answer'],
    ['ageOfChild', Number.NaN, 'Please provide an answer'],
    ['ageOfChild', 4.5, 'Please round down to their last birthday'],
    ['ageOfChild', -1, 'Must be at least 0 years old'],
    ['ageOfChild', 19, 'Must be no more than 18 years old'],
    ['courseDuration', null, 'Please provide an answer'],
    ['courseDuration', 8, 'Please choose a course length from 2 to 7 years'],
    ['freeFees', null, 'Please provide an answer'],
    ['freeFees', 'yes', 'Please provide an answer'],
    ['accommodation', null, 'Please provide an answer'],
    ['accommodation', 'CASTLE', 'Please choose one of the options'],
    ['costsInclude', [], 'Please provide an answer'],
    ['costsInclude', ['Accommodation'], 'Please choose one of the options'],
  ])('%s %j shows %j, and no other answer an error', (answer, value, message) => {
    expect(validateAnswers({ ...VALID, [answer]: value })).toEqual({ [answer]: message });
  });

  it('names its messages by the validation’s names', () => {
    for (const answer of ANSWER_ORDER) {
      const question = QUESTIONS[answer];
      const named = [...Object.values('refusals' in question ? question.refusals : {}), question.otherwise];
      for (const name of named) expect(MESSAGE).toHaveProperty(name);
    }
  });
});

describe('what reads the table', () => {
  it('gives each question its ids, and finds the question of a control by its id', () => {
    const ids = answerIds('w');
    expect(Object.keys(ids)).toEqual(['age', 'course', 'fees', 'accommodation', 'include']);
    expect(ids.fees).toEqual({
      control: 'w-fees-input',
      label: 'w-fees-label',
      hint: 'w-fees-hint',
      error: 'w-fees-error',
    });
    expect(answerOfControl('w', 'w-include-input-fees-other')).toBe('costsInclude');
    expect(answerOfControl('w', 'w-accommodation-input')).toBe('accommodation');
    expect(answerOfControl('w', 'x-age-input')).toBeUndefined();
  });

  it('focuses a refused question’s first control: the field, the dropdown or the first radio', () => {
    expect(firstControlId(answerIds('w'))).toEqual({
      ageOfChild: 'w-age-input',
      courseDuration: 'w-course-input',
      freeFees: 'w-fees-input-yes',
      accommodation: 'w-accommodation-input',
      costsInclude: 'w-include-input-fees',
    });
  });

  it('starts the form with no answer given', () => {
    expect(EMPTY_ANSWERS).toEqual({
      ageOfChild: null,
      courseDuration: null,
      freeFees: null,
      accommodation: null,
      costsInclude: [],
    });
    expect(validateAnswers(EMPTY_ANSWERS)).toEqual({
      ageOfChild: 'Please provide an answer',
      courseDuration: 'Please provide an answer',
      freeFees: 'Please provide an answer',
      accommodation: 'Please provide an answer',
      costsInclude: 'Please provide an answer',
    });
  });

  it('gives the first module the ids’ words of the table (npm run prerender)', () => {
    expect(QUESTION_KEY).toEqual(Object.fromEntries(ANSWER_ORDER.map((answer) => [answer, QUESTIONS[answer].key])));
  });

  it('is what the painted form shows: each question’s label, in the table’s order', () => {
    const at = ANSWER_ORDER.map((answer) =>
      EMPTY_FORM_HTML.indexOf(`${TEXT_MARK}${QUESTIONS[answer].label}${TEXT_MARK}`),
    );
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

describe('docs/embedding.md "The questions"', () => {
  const doc = readFileSync(join(REPO, 'docs/embedding.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## The questions'), doc.indexOf('\n## ', doc.indexOf('## The questions') + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !/^\| (Question|---)/.test(line));

  it('has a row for each question, in the form’s order', () => {
    expect(rows.map((row) => row.split(' | ')[0].slice(2))).toEqual(
      ANSWER_ORDER.map((answer) => FORM_MESSAGES[QUESTIONS[answer].label]),
    );
  });

  it.each(ANSWER_ORDER)('names %s’s answer, texts and errors as the table does', (answer) => {
    const question = QUESTIONS[answer];
    const row = rows.find((line) => line.startsWith(`| ${FORM_MESSAGES[question.label]} |`)) ?? '';
    const messages = [...Object.values('refusals' in question ? question.refusals : {}), question.otherwise];
    const errors = [...new Set(messages)].map((name) => `error${name[0].toUpperCase()}${name.slice(1)}`);
    const link = 'link' in question ? [question.link.href] : [];
    expect([...row.matchAll(/`(\w+)`/g)].map((match) => match[1])).toEqual([
      answer,
      ...link,
      ...questionTexts(question),
      ...errors,
    ]);
  });
});
