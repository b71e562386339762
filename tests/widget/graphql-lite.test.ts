import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as realParse, Kind as RealKind, type OperationDefinitionNode } from 'graphql';
import { parse, Kind } from '../../src/widget/call/graphql-lite';

/** Every generated document module's string, by export name (`<Name>String`). */
const DOCUMENTS_DIR = join(process.cwd(), 'src/client/generated/documents');
const documents: Record<string, string> = Object.assign(
  {},
  ...(await Promise.all(
    readdirSync(DOCUMENTS_DIR).map(
      (file) => import(/* @vite-ignore */ join(DOCUMENTS_DIR, file)) as Promise<Record<string, string>>,
    ),
  )),
);

const summary = (doc: { definitions: readonly { kind: string; operation?: string; name?: { value: string } }[] }) =>
  doc.definitions
    .filter((d) => d.kind === 'OperationDefinition')
    .map((d) => ({ operation: (d as OperationDefinitionNode).operation, name: d.name?.value }));

describe('graphql-lite (the bundles’ stand-in for graphql’s parse)', () => {
  it.each([
    'query GetAllCollegeCosts($userId: ID) { collegeCosts(userId: $userId) { id } }',
    '{ user { id } }',
    'query { user { id } }',
    '# a comment mentioning mutation Foo\nquery Bar { user { id name } }',
    'query A { a } mutation B { b }',
    'query Named($q: String = "mutation X") { search(q: $q) { id } }',
  ])('reads the operations of %s as graphql does', (source) => {
    expect(summary(parse(source))).toEqual(summary(realParse(source)));
  });

  // The documents the widget sends are generated and compact: no space before a `fragment` after a `}`.
  it.each(Object.entries(documents))('reads the generated %s as graphql does', (_name, source) => {
    expect(summary(parse(source))).toEqual(summary(realParse(source)));
  });

  it('uses the same Kind names', () => {
    expect(Kind.OPERATION_DEFINITION).toBe(RealKind.OPERATION_DEFINITION);
    expect(Kind.DOCUMENT).toBe(RealKind.DOCUMENT);
  });

  it('throws on a document without an operation, as graphql does', () => {
    expect(() => parse('fragment F on User { id }')).toThrow();
  });
});
