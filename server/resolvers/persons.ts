/**
 * person, persons and updatePerson: the caller's household (the user, SELF; a partner; children
 * and other dependants). A household has at most one SELF and one PARTNER, kept by the database
 * (unique indexes): a second one is refused naming `person.relationship` and the person who has it.
 */
import { requireSelf } from '../auth/access';
import { rootField, type RequestContext, type Resolvers } from '../graphql/context';
import { badUserInput } from '../graphql/errors';
import type { PersonInput } from '../../schema/generated/schema';
import {
  isUniqueViolation,
  ONE_PARTNER_CONSTRAINT,
  ONE_SELF_CONSTRAINT,
  type PersonFields,
  type Storage,
} from '../storage';
import { HOUSEHOLD_MESSAGES, PERSON_KINDS, patchOf, personErrors } from '../validation/household';
import { personView } from './household-views';
import { listOfUser, oneOfCaller } from './own';
import { notFound, succeeded } from './views';

/** Today in the injected clock, 'YYYY-MM-DD' (UTC). */
export const todayOf = (ctx: RequestContext): string => ctx.now().toISOString().slice(0, 10);

/** The stored patch of a checked PersonInput. */
export const personPatch = (person: PersonInput): Partial<PersonFields> =>
  patchOf<PersonFields, PersonInput>(person, PERSON_KINDS);

/**
 * A second SELF or PARTNER, refused by the database, as BAD_USER_INPUT naming `field` and the
 * person who has that relationship; any other error as it was.
 */
async function relationshipRefusal(error: unknown, storage: Storage, owner: string, field: string): Promise<unknown> {
  const relationship = isUniqueViolation(error, ONE_SELF_CONSTRAINT)
    ? 'SELF'
    : isUniqueViolation(error, ONE_PARTNER_CONSTRAINT)
      ? 'PARTNER'
      : null;
  if (!relationship) return error;
  const holder = (await storage.persons.allOfUser(owner)).find((person) => person.relationship === relationship);
  return badUserInput([
    { field, message: HOUSEHOLD_MESSAGES.relationshipTaken(relationship, holder?.id ?? 'another person') },
  ]);
}

export const personResolvers: Resolvers = {
  Query: {
    ...listOfUser('persons', (stores) => stores.persons, personView),
    person: oneOfCaller((stores, id, userId) => stores.persons.get(userId, id), personView),
  },
  Mutation: {
    updatePerson: rootField(async ({ personId, person }, ctx) => {
      const owner = await requireSelf(ctx.identity, person.userId);
      const errors = personErrors('person', person, personId == null, todayOf(ctx));
      if (errors.length) throw badUserInput(errors);
      const patch = personPatch(person);
      try {
        return await ctx.storage.transaction(async (stores) => {
          if (personId == null) {
            await stores.users.ensure(owner);
            return succeeded({ person: personView(await stores.persons.insert(owner, patch)) });
          }
          const saved = await stores.persons.update(owner, personId, patch);
          return saved ? succeeded({ person: personView(saved) }) : notFound('person', { person: null });
        });
      } catch (error) {
        throw await relationshipRefusal(error, ctx.storage, owner, 'person.relationship');
      }
    }),
  },
};
