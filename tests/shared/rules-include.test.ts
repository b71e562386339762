/**
 * The include rule and the choices it accepts (src/rules/include.ts, include-choices.ts), shared by the
 * widget's form and the server; and the form's own list of those choices, which must be the same.
 */
import { describe, expect, it } from 'vitest';
import { INCLUDE_CHOICES, includeChoicesFor, sameItems } from '../../src/rules/include-choices';
import { includeItemsRule, includeRule } from '../../src/rules/include';
import { includeChoicesFor as formChoicesFor, toWhatToInclude } from '../../src/widget/form/include-choices';
import { COST_TYPES } from '../../src/assumptions';

const AWAY = ['fees', 'fees-accommodation', 'fees-accommodation-other'];

describe('the choices offered (SPEC §5)', () => {
  it.each([
    ['HOME', ['fees', 'fees-other']],
    ['RENTED', AWAY],
    ['STUDENT', AWAY],
    [null, AWAY],
  ])('%s offers %j', (accommodation, names) => expect(includeChoicesFor(accommodation)).toEqual(names));

  it.each(['HOME', 'RENTED', 'STUDENT', null] as const)(
    "the form's choices %s are the shared ones, named and made up alike",
    (accommodation) => {
      const shared = includeChoicesFor(accommodation).map((name) => [name, [...INCLUDE_CHOICES[name]]]);
      const form = formChoicesFor(accommodation).map((choice) => [choice.id, toWhatToInclude(choice.items)]);
      expect(form).toEqual(shared);
    },
  );
});

describe('sameItems', () => {
  it.each([
    [['FEES', 'ACCOMMODATION'], ['ACCOMMODATION', 'FEES'], true],
    [['FEES'], ['FEES'], true],
    [['FEES', 'ACCOMMODATION'], ['FEES'], false],
    [['FEES', 'OTHER_EXPENSES'], ['FEES', 'FEES'], false],
    [['FEES'], [], false],
  ])('%j and %j: %s', (choice, items, same) => expect(sameItems(choice, items)).toBe(same));
});

describe('includeRule', () => {
  it.each([
    // Every choice offered, in any order.
    [['FEES'], 'HOME', undefined],
    [['FEES', 'OTHER_EXPENSES'], 'HOME', undefined],
    [['OTHER_EXPENSES', 'FEES'], 'HOME', undefined],
    [['FEES'], 'RENTED', undefined],
    [['FEES', 'ACCOMMODATION'], 'STUDENT', undefined],
    [['OTHER_EXPENSES', 'ACCOMMODATION', 'FEES'], 'RENTED', undefined],
    // Refused on their own, wherever the child lives.
    [null, 'RENTED', 'required'],
    [undefined, 'HOME', 'required'],
    ['FEES', 'RENTED', 'costType'],
    [[], 'RENTED', 'includeEmpty'],
    [['FEES', 'HOLIDAYS'], 'RENTED', 'costType'],
    [['FEES', 'FEES'], 'RENTED', 'includeDuplicates'],
    [['ACCOMMODATION'], 'RENTED', 'includeFees'],
    [['OTHER_EXPENSES'], 'HOME', 'includeFees'],
    // Not offered where the child lives.
    [['FEES', 'ACCOMMODATION'], 'HOME', 'includeAccommodationAtHome'],
    [['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'], 'HOME', 'includeAccommodationAtHome'],
    [['FEES', 'OTHER_EXPENSES'], 'RENTED', 'includeOtherWithoutAccommodation'],
    [['FEES', 'OTHER_EXPENSES'], 'STUDENT', 'includeOtherWithoutAccommodation'],
    [['FEES', 'OTHER_EXPENSES'], null, 'includeOtherWithoutAccommodation'],
  ])('%j at %s: %s', (include, accommodation, refusal) => expect(includeRule(include, accommodation)).toBe(refusal));

  it.each(['HOME', 'RENTED', 'STUDENT'])(
    'at %s accepts exactly the choices offered, of every set of costs',
    (accommodation) => {
      const sets = [1, 2, 3, 4, 5, 6, 7].map((bits) => COST_TYPES.filter((_, index) => bits & (1 << index)));
      const accepted = sets.filter((costs) => includeRule(costs, accommodation) === undefined);
      expect(accepted).toEqual(
        sets.filter((costs) =>
          includeChoicesFor(accommodation).some((name) => sameItems(INCLUDE_CHOICES[name], costs)),
        ),
      );
      expect(accepted).toHaveLength(includeChoicesFor(accommodation).length);
    },
  );

  it('includeItemsRule judges the costs alone: a set offered only away passes it', () => {
    expect(includeItemsRule(['FEES', 'OTHER_EXPENSES'])).toBeUndefined();
    expect(includeItemsRule(['FEES', 'ACCOMMODATION'])).toBeUndefined();
  });
});
