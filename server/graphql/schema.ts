/**
 * The executable schema: schema/planning.graphql with the resolvers attached. Root fields
 * without a resolver answer NOT_IMPLEMENTED naming the field; a resolver for a field the schema
 * does not have is a startup error.
 */
import { readFileSync } from 'node:fs';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { buildSchema } from './runtime';
import type { ResolverMap } from './context';
import { notImplemented } from './errors';

export const SCHEMA_FILE = new URL('../../schema/planning.graphql', import.meta.url);

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_FILE, 'utf8');
}

export function createSchema(resolvers: ResolverMap, typeDefs: string = loadTypeDefs()): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName) as GraphQLObjectType | undefined;
    const schemaFields = type?.getFields?.();
    if (!schemaFields) throw new Error(`Resolvers given for '${typeName}', which is not an object type of the schema`);
    for (const [fieldName, resolve] of Object.entries(fields)) {
      if (!schemaFields[fieldName]) throw new Error(`Resolver given for '${typeName}.${fieldName}', which the schema does not have`);
      schemaFields[fieldName].resolve = resolve;
    }
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      field.resolve ??= () => {
        throw notImplemented(field.name);
      };
    }
  }
  return schema;
}
