/**
 * The root fields any cache may keep the answers of (server/graphql/public-fields.ts): each is a
 * query of the schema, and each answers from a context holding nothing but the catalogues, so none
 * reads the caller's identity, the storage or the clock.
 */
import type { GraphQLOutputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROOT_FIELDS } from '../../server/graphql/public-fields';
import {
  execute,
  getNamedType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isEnumType,
  parse,
} from '../../server/graphql/runtime';
import { createSchema } from '../../server/graphql/schema';
import { defaultReferenceData } from '../../server/reference-data';
import { resolvers } from '../../server/resolvers';

const schema = createSchema(resolvers);
const queryFields = schema.getQueryType()!.getFields();

/** A context holding only the catalogues: reading anything else (identity, storage, now, today, …) throws. */
const catalogueOnly = new Proxy(
  { referenceData: defaultReferenceData() },
  {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return Reflect.get(target, key);
      throw new Error(`Read ctx.${key}`);
    },
  },
);

/** Every field of `type` that needs no argument, three levels down (deeper objects by their __typename). */
function selectionOf(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  return `{ ${fields.map((field) => `${field.name} ${selectionOf(field.type, depth - 1)}`).join(' ')} }`;
}

const run = (field: string) =>
  execute({
    schema,
    document: parse(`{ ${field} ${selectionOf(queryFields[field].type)} }`),
    contextValue: catalogueOnly,
  });

describe('PUBLIC_ROOT_FIELDS', () => {
  it('lists only queries of the schema that need no argument', () => {
    expect(PUBLIC_ROOT_FIELDS.size).toBeGreaterThan(0);
    for (const name of PUBLIC_ROOT_FIELDS) {
      expect(queryFields[name], `Query.${name}`).toBeDefined();
      expect(
        queryFields[name].args.filter((arg) => isNonNullType(arg.type)),
        `Query.${name}`,
      ).toEqual([]);
      expect(schema.getMutationType()?.getFields()[name], `Mutation.${name}`).toBeUndefined();
    }
  });

  it.each([...PUBLIC_ROOT_FIELDS])('%s answers from the catalogues alone', async (name) => {
    const result = await run(name);
    expect(result.errors).toBeUndefined();
    expect(result.data?.[name]).toBeTruthy();
  });

  it('would catch a field that reads who is asking', async () => {
    expect(PUBLIC_ROOT_FIELDS.has('tools')).toBe(false);
    const result = await execute({
      schema,
      document: parse('{ tools(userId: "u") { id } }'),
      contextValue: catalogueOnly,
    });
    expect(result.errors?.[0]?.message).toContain('Read ctx.identity');
  });
});
