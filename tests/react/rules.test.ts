/** The component's pure rules (src/react): which props are options, when options changed, the forwarders. */
import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../src/react/props';
import { optionsUpdate, sameOptions } from '../../src/react/options-change';
import { withForwarders } from '../../src/react/forwarding';

const URL = 'https://advice.example/start';
const f = () => undefined;

describe('optionsOf', () => {
  it.each([
    [
      'the options as they are',
      { digitalAdviceUrl: URL, layout: 'flat' as const },
      { digitalAdviceUrl: URL, layout: 'flat' },
    ],
    [
      'without the box and the event props',
      {
        digitalAdviceUrl: URL,
        className: 'box',
        style: { margin: 0 },
        onReady: f,
        onCalculated: f,
        onError: f,
        onPlan: f,
        onLinkCopied: f,
      },
      { digitalAdviceUrl: URL },
    ],
    [
      "the root's class and style under their option names",
      { digitalAdviceUrl: URL, rootClassName: 'mine', rootStyle: { maxWidth: 480 } },
      { digitalAdviceUrl: URL, className: 'mine', style: { maxWidth: 480 } },
    ],
    ['onAddGoal, which is an option', { digitalAdviceUrl: URL, onAddGoal: f }, { digitalAdviceUrl: URL, onAddGoal: f }],
  ])('%s', (_name, props, options) => {
    expect(optionsOf(props)).toEqual(options);
  });
});

describe('sameOptions', () => {
  const messages = { calculate: 'Go' };
  it.each<[string, object, object, boolean]>([
    ['the same values', { a: 1, b: 'x', f }, { a: 1, b: 'x', f }, true],
    ['a changed value', { a: 1 }, { a: 2 }, false],
    ['an absent key and undefined', { a: 1 }, { a: 1, b: undefined }, true],
    ['a key added', { a: 1 }, { a: 1, b: 2 }, false],
    ['a key dropped', { a: 1, b: 2 }, { a: 1 }, false],
    ['a new object with the same values', { messages }, { messages: { ...messages } }, true],
    ['a new object with another value', { messages }, { messages: { calculate: 'Work it out' } }, false],
    ['a nested object compared one level down only', { s: { a: { b: 1 } } }, { s: { a: { b: 1 } } }, false],
    ['a new function', { f }, { f: () => undefined }, false],
    ['NaN', { n: NaN }, { n: NaN }, true],
  ])('%s: %s', (_name, a, b, same) => {
    expect(sameOptions(a, b)).toBe(same);
  });
});

describe('optionsUpdate', () => {
  it.each<[string, object, object, object]>([
    ['every option of the new set', { a: 1 }, { a: 2, b: 3 }, { a: 2, b: 3 }],
    ['undefined for one dropped', { a: 1, b: 2 }, { a: 1 }, { a: 1, b: undefined }],
  ])('%s', (_name, before, after, update) => {
    expect(optionsUpdate(before, after)).toEqual(update);
  });
});

describe('withForwarders', () => {
  it('gives each function option one forwarder, kept across calls, that calls the latest function', () => {
    const forwarders = new Map();
    let latest: { onAddGoal?: (n: number) => number; layout: string } = { onAddGoal: (n) => n + 1, layout: 'card' };
    const first = withForwarders(latest, () => latest, forwarders);
    latest = { onAddGoal: (n) => n * 10, layout: 'card' };
    const second = withForwarders(latest, () => latest, forwarders);
    expect(second.onAddGoal).toBe(first.onAddGoal);
    expect(first.layout).toBe('card');
    expect(first.onAddGoal?.(4)).toBe(40);
    latest = { layout: 'card' };
    expect(first.onAddGoal?.(4)).toBeUndefined();
  });

  it('leaves the options without functions as they are', () => {
    const options = { authToken: 'token', messages: { calculate: 'Go' } };
    expect(withForwarders(options, () => options, new Map())).toEqual(options);
  });
});
