import { describe, expect, it } from 'vitest';
import { parse as realParse, print, visit, Kind as RealKind, type OperationDefinitionNode } from 'graphql';
import { CalculateCollegeCostsDocument } from '../../src/client/generated/operations';
import { parse, Kind } from '../../src/widget/graphql-lite';
import { CALCULATE_COLLEGE_COSTS } from '../../src/widget/calculate';

const summary = (doc: { definitions: readonly { kind: string; operation?: string; name?: { value: string } }[] }) =>
  doc.definitions
    .filter((d) => d.kind === 'OperationDefinition')
    .map((d) => ({ operation: (d as OperationDefinitionNode).operation, name: d.name?.value }));

describe('graphql-lite (the bundles’ stand-in for graphql’s parse)', () => {
  it.each([
    CALCULATE_COLLEGE_COSTS,
    'query GetAllCollegeCosts($userId: ID) { collegeCosts(userId: $userId) { id } }',
    '{ user { id } }',
    'query { user { id } }',
    '# a comment mentioning mutation Foo\nquery Bar { user { id name } }',
    'query A { a } mutation B { b }',
    'query Named($q: String = "mutation X") { search(q: $q) { id } }',
  ])('reads the operations of %s as graphql does', (source) => {
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

describe('the widget’s calculation call', () => {
  /** Operation name, variables and every field selected, with fragments followed. */
  const shape = (text: string) => {
    const document = realParse(text);
    const fields = new Set<string>();
    let operation = '';
    const variables: string[] = [];
    visit(document, {
      OperationDefinition(node) {
        operation = `${node.operation} ${node.name?.value}`;
        node.variableDefinitions?.forEach((v) => variables.push(`${v.variable.name.value}: ${print(v.type)}`));
      },
      Field(node) {
        fields.add(node.name.value);
      },
    });
    return { operation, variables, fields: [...fields].sort() };
  };

  it('asks for exactly what the client’s generated CalculateCollegeCostsDocument asks for', () => {
    const client = CalculateCollegeCostsDocument as unknown as { loc?: { source: { body: string } } } | string;
    const clientText = typeof client === 'string' ? client : client.loc?.source.body ?? print(client as never);
    expect(shape(CALCULATE_COLLEGE_COSTS)).toEqual(shape(clientText));
  });
});
