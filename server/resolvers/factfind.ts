/**
 * factfind and updateFactfind. The factfind is the household's family, housing and outgoings with
 * the user's and the partner's answers (PersonFactfind); its id is the user's id, so a factfind
 * never saved reads as one with every field null. updateFactfind saves, all or nothing in one
 * transaction: the fields given (null clears one, absent keeps it); `user`/`partner` the same way
 * (null removes them); `persons` the household's user (SELF) and partner (PARTNER), created or
 * changed; `assets`, `debts`, `policies` as updateAssets, updateDebts and updatePolicies do.
 */
import { requireSelf } from '../auth/access';
import { rootField, type RequestContext, type Resolvers } from '../graphql/context';
import { badUserInput, type FieldError } from '../graphql/errors';
import type { FactfindInput, PersonFactfindInput } from '../../schema/generated/schema';
import type { FactfindFields, PersonFactfindRecord, Stores } from '../storage';
import {
  FACTFIND_KINDS,
  factfindErrors,
  type FactfindOwnFields,
  HOUSEHOLD_MESSAGES,
  PERSON_FACTFIND_KINDS,
  patchOf,
} from '../validation/household';
import { answeringNotFound, namedChanges, requireAllSelf } from './changes';
import { ASSETS, DEBTS, POLICIES, saveItem } from './household-items';
import { factfindView } from './household-views';
import { personPatch, todayOf } from './persons';
import { succeeded } from './views';

const ITEM_LISTS = [
  ['assets', ASSETS],
  ['debts', DEBTS],
  ['policies', POLICIES],
] as const;

/**
 * Throws BAD_USER_INPUT unless the personId of the user's answers is the household's SELF and the
 * partner's its PARTNER (an id of another household, or of a child, is refused naming the field).
 */
async function checkFactfindPersons(stores: Stores, owner: string, factfind: FactfindInput): Promise<void> {
  const errors: FieldError[] = [];
  const persons = await stores.persons.allOfUser(owner);
  for (const [role, relationship] of [
    ['user', 'SELF'],
    ['partner', 'PARTNER'],
  ] as const) {
    const personId = factfind[role]?.personId;
    if (personId == null) continue;
    const person = persons.find((p) => p.id === personId);
    const holder = persons.find((p) => p.relationship === relationship)?.id ?? null;
    if (!person)
      errors.push({ field: `factfind.${role}.personId`, message: HOUSEHOLD_MESSAGES.personUnknown(personId) });
    else if (person.relationship !== relationship) {
      errors.push({
        field: `factfind.${role}.personId`,
        message: HOUSEHOLD_MESSAGES.factfindPersonRole(role, relationship, holder),
      });
    }
  }
  if (errors.length) throw badUserInput(errors);
}

const answersPatch = (answers: PersonFactfindInput | null | undefined) =>
  answers == null ? answers : patchOf<PersonFactfindRecord, PersonFactfindInput>(answers, PERSON_FACTFIND_KINDS);

/** Throws BAD_USER_INPUT if a person given adds the household's SELF or PARTNER without a first name. */
async function checkNewPersons(stores: Stores, owner: string, factfind: FactfindInput): Promise<void> {
  const given = factfind.persons ?? [];
  if (!given.some((person) => person.firstName == null)) return;
  const held = new Set((await stores.persons.allOfUser(owner)).map((person) => person.relationship));
  const errors: FieldError[] = given.flatMap((person, index) =>
    person.firstName == null && !held.has(person.relationship ?? null)
      ? [
          {
            field: `factfind.persons[${index}].firstName`,
            message: HOUSEHOLD_MESSAGES.factfindNewPersonFirstName(person.relationship ?? ''),
          },
        ]
      : [],
  );
  if (errors.length) throw badUserInput(errors);
}

async function saveFactfind(stores: Stores, ctx: RequestContext, owner: string, factfind: FactfindInput) {
  await checkNewPersons(stores, owner, factfind);
  await stores.users.ensure(owner);
  for (const person of factfind.persons ?? []) {
    const { relationship: _relationship, ...patch } = personPatch(person);
    await stores.persons.upsertByRelationship(owner, person.relationship as 'SELF' | 'PARTNER', patch);
  }
  await checkFactfindPersons(stores, owner, factfind);
  for (const [list, area] of ITEM_LISTS) {
    const { changes } = namedChanges(area, `factfind.${list}`, factfind[list]);
    for (const change of changes) await saveItem(stores, ctx, owner, area as typeof ASSETS, change);
  }
  const saved = await stores.factfinds.save(owner, {
    fields: patchOf<FactfindFields, FactfindOwnFields>(factfind, FACTFIND_KINDS),
    user: answersPatch(factfind.user),
    partner: answersPatch(factfind.partner),
  });
  return succeeded({ factfind: factfindView(owner, saved) });
}

export const factfindResolvers: Resolvers = {
  Query: {
    factfind: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return factfindView(owner, await ctx.storage.factfinds.get(owner));
    }),
  },
  Mutation: {
    updateFactfind: rootField(async ({ factfind }, ctx) => {
      const owner = await requireSelf(ctx.identity, factfind.userId);
      const errors = factfindErrors('factfind', factfind, todayOf(ctx));
      const inputs: { userId: string }[] = [...(factfind.persons ?? [])];
      for (const [list, area] of ITEM_LISTS) {
        const named = namedChanges(area as typeof ASSETS, `factfind.${list}`, factfind[list]);
        errors.push(...named.errors);
        inputs.push(...named.changes.map((change) => change.input));
      }
      await requireAllSelf(ctx, inputs);
      if (errors.length) throw badUserInput(errors);
      return answeringNotFound(ctx, { factfind: null }, (stores) => saveFactfind(stores, ctx, owner, factfind));
    }),
  },
};
