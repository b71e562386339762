/**
 * The few pieces of the `graphql` package that graphql-request's client reaches at run time when it is
 * given documents as strings, as the widget does: `parse` (only to read the operation's type and name),
 * `print` (only for DocumentNode input, which the widget never passes) and `Kind`.
 *
 * The widget bundles alias `graphql` to this module (rollup.config.mjs), which keeps the full GraphQL
 * parser (about 30 KB min+gzip) out of a page embed. Tests run against the real `graphql` package, and
 * tests/widget/graphql-lite.test.ts checks this module reads operations exactly as `graphql` does.
 */
export const Kind = {
  DOCUMENT: 'Document',
  OPERATION_DEFINITION: 'OperationDefinition',
  NAME: 'Name',
} as const;

export interface LiteOperation {
  kind: typeof Kind.OPERATION_DEFINITION;
  operation: 'query' | 'mutation' | 'subscription';
  name?: { kind: typeof Kind.NAME; value: string };
}

export interface LiteDocument {
  kind: typeof Kind.DOCUMENT;
  definitions: LiteOperation[];
}

const OPERATION = /(?:^|[\s}])(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/g;

/** Reads the type and name of each operation of a document; throws when there is none. */
export function parse(source: string): LiteDocument {
  const withoutComments = String(source)
    .replace(/#[^\n\r]*/g, '')
    .replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\])*"/g, '""');
  const definitions: LiteOperation[] = [];
  for (const match of withoutComments.matchAll(OPERATION)) {
    const [, operation, name] = match;
    definitions.push({
      kind: Kind.OPERATION_DEFINITION,
      operation: operation as LiteOperation['operation'],
      ...(name ? { name: { kind: Kind.NAME, value: name } } : {}),
    });
  }
  if (!definitions.length && /^\s*\{/.test(withoutComments))
    definitions.push({ kind: Kind.OPERATION_DEFINITION, operation: 'query' });
  if (!definitions.length) throw new SyntaxError('graphql-lite: no operation found in the document');
  return { kind: Kind.DOCUMENT, definitions };
}

export function print(): never {
  throw new TypeError('graphql-lite: the widget sends documents as strings; DocumentNode input is not supported');
}

export class GraphQLError extends Error {}
