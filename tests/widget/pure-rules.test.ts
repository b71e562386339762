import { afterEach, describe, expect, it, vi } from 'vitest';
import { editDistance, nearestName } from '../../src/widget/host/nearest-name';
import { createPointerSettle } from '../../src/widget/form/pointer-settle';
import { monthAndYear, perYearTimesYears, startLine, totalRowLabel } from '../../src/widget/host/labels';
import { describeFailure, failureLine, type FailureKind } from '../../src/widget/call/call-failure';
import { FORM_MESSAGES } from '../../src/widget/host/messages';
import { classifyFailure } from '../../src/widget/call/planning-call';
import { createFlag } from '../../src/widget/lib/flag';

const OPTIONS = [
  'digitalAdviceUrl',
  'currencySymbol',
  'graphQLEndpoint',
  'feesInfoUrl',
  'userId',
  'authToken',
  'requestTimeoutMs',
  'layout',
];

describe('nearestName', () => {
  it.each<[string, string | undefined]>([
    ['digitalAdviceURL', 'digitalAdviceUrl'],
    ['digitaladviceurl', 'digitalAdviceUrl'],
    ['digitalAdvisorUrl', 'digitalAdviceUrl'],
    ['graphqlEndpoint', 'graphQLEndpoint'],
    ['endpoint', undefined],
    ['currency', undefined],
    ['currencySymbl', 'currencySymbol'],
    ['userID', 'userId'],
    ['token', undefined],
    ['authtoken', 'authToken'],
    ['layot', 'layout'],
    ['x', undefined],
  ])('%s → %s', (given, expected) => expect(nearestName(given, OPTIONS)).toBe(expected));

  it.each<[string, string, number]>([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['Layout', 'layout', 0],
  ])('editDistance(%j, %j) = %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('the results texts', () => {
  it.each<[string, string]>([
    ['2040-09-01', 'September 2040'],
    ['2027-09-01T00:00:00.000Z', 'September 2027'],
  ])('monthAndYear(%s) = %s', (iso, text) => expect(monthAndYear(iso)).toBe(text));

  it('explains the target date and reconciles the table', () => {
    expect(startLine('2040-09-01', 19)).toBe('from now until September 2040, when your child starts college at 19.');
    expect(totalRowLabel(4)).toBe('Total for 4 years');
    expect(perYearTimesYears('€17,131', 4)).toBe('€17,131 a year × 4 years');
  });
});

describe('classifyFailure', () => {
  it('names timeouts, network failures and unreadable answers', () => {
    expect(classifyFailure(new DOMException('aborted', 'AbortError'), true, 20000)).toEqual({
      kind: 'timeout',
      message: 'no answer within 20000 ms',
    });
    expect(classifyFailure(new TypeError('fetch failed'), false, 20000)).toEqual({
      kind: 'network',
      message: 'the request failed: fetch failed',
    });
    expect(classifyFailure(new Error('Invalid execution result'), false, 20000)).toMatchObject({ kind: 'malformed' });
    expect(
      describeFailure('the calculation', { kind: 'http', status: 503, message: 'HTTP 503 without a GraphQL answer' }),
    ).toBe('college-costs-calculator: the calculation failed (http): HTTP 503 without a GraphQL answer');
  });
});

describe('failureLine', () => {
  it.each<[FailureKind, string]>([
    ['downtime', 'Our planning service is down for maintenance. Please try again in a few minutes.'],
    ['http', 'Something went wrong, please try again.'],
    ['network', 'Something went wrong, please try again.'],
    ['timeout', 'Something went wrong, please try again.'],
    ['graphql', 'Something went wrong, please try again.'],
    ['token', 'Something went wrong, please try again.'],
  ])('a %s failure shows %j', (kind, line) => {
    expect(failureLine({ kind, message: '' }, FORM_MESSAGES)).toBe(line);
  });

  it("is in the host's words when it gave them", () => {
    expect(failureLine({ kind: 'downtime', message: '' }, { ...FORM_MESSAGES, serviceDown: 'Down for now.' })).toBe(
      'Down for now.',
    );
  });
});

describe('createPointerSettle', () => {
  afterEach(() => vi.useRealTimers());
  const fire = (type: string) => document.dispatchEvent(new Event(type, { bubbles: true }));

  it('runs a change at once when no pointer is down (keyboard use)', () => {
    const settle = createPointerSettle(document);
    const change = vi.fn();
    settle.run(change);
    expect(change).toHaveBeenCalledTimes(1);
    settle.dispose();
  });

  it('holds a change made while a pointer is down until after the click has been dispatched', () => {
    vi.useFakeTimers();
    const settle = createPointerSettle(document);
    const change = vi.fn();
    fire('pointerdown');
    fire('mousedown');
    settle.run(change);
    fire('pointerup');
    fire('mouseup');
    fire('click');
    expect(change).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(change).toHaveBeenCalledTimes(1);
    settle.dispose();
  });

  it('holds it through a tap, whose mouse events come after pointerup', () => {
    vi.useFakeTimers();
    const settle = createPointerSettle(document);
    const change = vi.fn();
    fire('pointerdown');
    fire('pointerup');
    vi.advanceTimersByTime(0);
    fire('mousedown');
    settle.run(change);
    fire('mouseup');
    fire('click');
    expect(change).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(change).toHaveBeenCalledTimes(1);
    settle.dispose();
  });

  it('lets a key press run what waits, and drops it on dispose', () => {
    const settle = createPointerSettle(document);
    const first = vi.fn();
    const second = vi.fn();
    fire('pointerdown');
    settle.run(first);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(first).toHaveBeenCalledTimes(1);
    fire('pointerdown');
    settle.run(second);
    settle.dispose();
    fire('pointerup');
    expect(second).not.toHaveBeenCalled();
  });
});

describe('createFlag', () => {
  it.each<[string, boolean, boolean[], boolean[]]>([
    // name, initial value, values set one after the other, what each watcher is told (the value after each call)
    ['set to a new value', false, [true], [true]],
    ['set to the value it has', false, [false], []],
    ['set back and forth', false, [true, true, false], [true, false]],
    ['true at first', true, [true, false], [false]],
  ])('%s: tells its watchers of changes only', (_name, initial, values, told) => {
    const flag = createFlag(initial);
    const seen: boolean[] = [];
    flag.subscribe(() => seen.push(flag.get()));
    for (const value of values) flag.set(value);
    expect(seen).toEqual(told);
    expect(flag.get()).toBe(values.at(-1));
  });

  it('stops telling a watcher that unsubscribed', () => {
    const flag = createFlag();
    const seen: boolean[] = [];
    const unsubscribe = flag.subscribe(() => seen.push(flag.get()));
    flag.set(true);
    unsubscribe();
    flag.set(false);
    expect(seen).toEqual([true]);
  });
});
