/**
 * Reading a paged list (docs/paging.md) with the `Get…Page` queries: each page answers its items
 * (`nodes`) and `pageInfo`: `hasNextPage`, false on the last page, and `endCursor`, the next page's
 * `after`. A cursor stays valid when the item it was made from is deleted or moves, so a walk goes on
 * whatever changes between its pages, and it ends on the page that says so: never one more, empty
 * request to find out.
 *
 *   for await (const page of listPages(client, GetGoalsPageDocument, { userId }, (data) => data.goalsPage)) show(page.nodes);
 *   const goals = await readAllPages(client, GetGoalsPageDocument, { userId }, (data) => data.goalsPage);
 */
import type { Client, OperationContext, TypedDocumentNode } from '@urql/core';

/** A page as every `…Page` field answers it. */
export interface ListPage<Node> {
  nodes: readonly Node[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * The pages of a list, one request each, in order: from `variables.after` (the start when left out)
 * until the page whose `hasNextPage` is false. A failed page throws its error (a PlanningError with
 * the client's error exchange) and ends the walk.
 */
export async function* listPages<Data, Variables extends { after?: string | null }, Node>(
  client: Client,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pageOf: (data: Data) => ListPage<Node>,
  context?: Partial<OperationContext>,
): AsyncGenerator<ListPage<Node>, void, undefined> {
  for (let after = variables.after ?? null; ;) {
    const result = await client.query(query, { ...variables, after }, context).toPromise();
    if (result.error) throw result.error;
    if (!result.data) throw new Error('A page of the list came back without data');
    const page = pageOf(result.data);
    yield page;
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor ?? null;
  }
}

/** Every item of a list from `variables.after` on (the whole list when left out), read with listPages. */
export async function readAllPages<Data, Variables extends { after?: string | null }, Node>(
  client: Client,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pageOf: (data: Data) => ListPage<Node>,
  context?: Partial<OperationContext>,
): Promise<Node[]> {
  const nodes: Node[] = [];
  for await (const page of listPages(client, query, variables, pageOf, context)) nodes.push(...page.nodes);
  return nodes;
}
