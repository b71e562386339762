/**
 * Query limits, enforced while parsing so an oversized query costs nothing more: its length in
 * characters, its token count, and its selection depth (fragments expanded, introspection not
 * counted). A refusal is a RequestLimitError, answered 400 with its code.
 */
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode, Source } from 'graphql';
import { GraphQLError, Kind, parse } from './runtime';
import { RequestLimitError } from './errors';

export interface QueryLimits {
  /** Characters in the query text. */
  maxQueryLength: number;
  /** Nested selection levels below the operation. */
  maxDepth: number;
  /** Lexical tokens (graphql's own guard against pathological documents). */
  maxTokens: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxQueryLength: 10_000, maxDepth: 10, maxTokens: 2_000 };

/** The depth of the deepest selection, following fragment spreads (each fragment once per path). */
export function selectionDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const depthOf = (set: SelectionSetNode | undefined, visiting: ReadonlySet<string>): number => {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, visiting) : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visiting.has(name)) deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...visiting, name])));
      }
    }
    return deepest;
  };
  let deepest = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) deepest = Math.max(deepest, depthOf(definition.selectionSet, new Set()));
  }
  return deepest;
}

const tooLong = (message: string): RequestLimitError => new RequestLimitError(message, 'QUERY_TOO_LONG');

/** graphql-http's `parse`, with the limits applied. */
export function createLimitedParser(limits: QueryLimits = DEFAULT_QUERY_LIMITS): (source: string | Source) => DocumentNode {
  return (source) => {
    const query = typeof source === 'string' ? source : source.body;
    if (query.length > limits.maxQueryLength) {
      throw tooLong(`Query is too long: ${query.length} characters; the limit is ${limits.maxQueryLength}`);
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError && error.message.includes('tokens. Parsing aborted')) {
        throw tooLong(`Query has too many tokens; the limit is ${limits.maxTokens}`);
      }
      throw error;
    }
    const depth = selectionDepth(document);
    if (depth > limits.maxDepth) {
      throw new RequestLimitError(`Query is too deep: ${depth} levels; the limit is ${limits.maxDepth}`, 'QUERY_TOO_DEEP');
    }
    return document;
  };
}
