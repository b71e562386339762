/**
 * The executable schema: schema/planning.graphql with the resolvers attached. Root fields
 * without a resolver answer NOT_IMPLEMENTED naming the field; a resolver for a field the schema
 * does not have is a startup error.
 *
 * Around every root field: its arguments are checked first (argument-checks.ts: NUL
 * characters, date ranges, JSON depth), and a mutation whose payload implements MutationResult
 * answers refused input (BAD_USER_INPUT) in its payload, `success: false` with `error { code,
 * message, fieldErrors }`, instead of as a GraphQL error; so does an insert past its list's cap
 * (LIMIT_REACHED, storage/list-caps.ts), which any other field answers as a GraphQL error. Requests
 * GraphQL itself refuses (an unknown field, a value of the wrong type) stay GraphQL errors.
 */
import { readFileSync } from 'node:fs';
import type { GraphQLField, GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { argumentErrors } from './argument-checks';
import { buildSchema, getNullableType, GraphQLError, isObjectType } from './runtime';
import type { Resolvers } from './context';
import { badUserInput, limitReached, notImplemented, type FieldError } from './errors';
import { listCapReached } from '../storage/list-caps';

export const MUTATION_RESULT = 'MutationResult';

/** Whether a field answers a payload with `success` and `error` (its type implements MutationResult). */
function answersPayload(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNullableType(field.type);
  return isObjectType(type) && type.getInterfaces().some((face) => face.name === MUTATION_RESULT);
}

/** The refusals a payload mutation answers in its payload. */
const PAYLOAD_CODES: ReadonlySet<unknown> = new Set(['BAD_USER_INPUT', 'LIMIT_REACHED']);

const isPayloadRefusal = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && PAYLOAD_CODES.has(error.extensions.code);

/** The payload of a mutation whose input was refused; its other fields are null. */
export const refusedPayload = (error: GraphQLError) => ({
  success: false as const,
  error: {
    code: error.extensions.code as string,
    message: error.message,
    fieldErrors: (error.extensions.fieldErrors as FieldError[] | undefined) ?? [],
  },
});

function checkedRootField(
  field: GraphQLField<unknown, unknown>,
  payload: boolean,
): GraphQLFieldResolver<unknown, unknown> {
  const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown>;
  return async (source, args, context, info) => {
    try {
      const refused = argumentErrors(field.args, args);
      if (refused.length) throw badUserInput(refused);
      return await resolve(source, args, context, info);
    } catch (thrown) {
      // An insert past its list's cap, refused by the database whichever resolver made it.
      const capped = listCapReached(thrown);
      const error = capped ? limitReached(capped) : thrown;
      if (payload && isPayloadRefusal(error)) return refusedPayload(error);
      throw error;
    }
  };
}

export const SCHEMA_FILE = new URL('../../schema/planning.graphql', import.meta.url);

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_FILE, 'utf8');
}

export function createSchema(resolvers: Resolvers, typeDefs: string = loadTypeDefs()): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName) as GraphQLObjectType | undefined;
    const schemaFields = type?.getFields?.();
    if (!schemaFields) throw new Error(`Resolvers given for '${typeName}', which is not an object type of the schema`);
    for (const [fieldName, resolve] of Object.entries(fields)) {
      if (!schemaFields[fieldName])
        throw new Error(`Resolver given for '${typeName}.${fieldName}', which the schema does not have`);
      schemaFields[fieldName].resolve = resolve;
    }
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      field.resolve ??= () => {
        throw notImplemented(field.name);
      };
      field.resolve = checkedRootField(field, root === schema.getMutationType() && answersPayload(field));
    }
  }
  return schema;
}
