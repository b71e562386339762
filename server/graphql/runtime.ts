/**
 * The graphql functions the server calls, from the one copy graphql-http uses.
 *
 * graphql 16 ships CommonJS and ESM copies side by side, and two copies cannot share a schema or
 * recognise each other's errors. Node resolves `graphql` to the CommonJS copy, for graphql-http as
 * for us; a bundler-style resolver (Vite, under Vitest) would hand our files the ESM copy.
 * Loading through Node's require gives every caller the same copy. Types come from 'graphql' as usual.
 */
import { createRequire } from 'node:module';

const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  ProvidedRequiredArgumentsRule,
  ValuesOfCorrectTypeRule,
  buildSchema,
  execute,
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  specifiedRules,
  validate,
  visit,
} = graphql;
export type GraphQLError = import('graphql').GraphQLError;
