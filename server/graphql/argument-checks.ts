/**
 * The walk through a root field's arguments by their GraphQL types, down lists and input objects, to
 * every scalar value, which the rules of server/validation/arguments.ts check (NUL characters, date
 * ranges, JSON depth). A refused value is named by its path from the arguments: `goal.goalData`, a
 * list's items as the list, each path once.
 */
import type { GraphQLArgument, GraphQLInputType } from 'graphql';
import { scalarError } from '../validation/arguments';
import type { FieldError } from './errors';
import { getNullableType, isEnumType, isInputObjectType, isListType, isScalarType } from './runtime';

function valueErrors(type: GraphQLInputType, value: unknown, path: string, found: FieldError[]): void {
  if (value === undefined || value === null) return;
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) {
    if (Array.isArray(value)) for (const item of value) valueErrors(nullable.ofType, item, path, found);
    return;
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, field] of Object.entries(fields)) {
      valueErrors(field.type, (value as Record<string, unknown>)[name], `${path}.${name}`, found);
    }
    return;
  }
  if (isEnumType(nullable) || !isScalarType(nullable)) return;
  const message = scalarError(nullable.name, value);
  if (message && !found.some((error) => error.field === path)) found.push({ field: path, message });
}

/** Every refused argument value of a field call, in argument order; empty when all are fine. */
export function argumentErrors(definitions: readonly GraphQLArgument[], args: Record<string, unknown>): FieldError[] {
  const found: FieldError[] = [];
  for (const definition of definitions) valueErrors(definition.type, args[definition.name], definition.name, found);
  return found;
}
