/**
 * Reads of owner-scoped records, shared by every entity a user owns: a user's list, which needs
 * that user's token, and one record by id, where another user's record looks like none (null).
 */
import { requireCaller, requireSelf } from '../auth/access';
import { rootField, type RequestContext } from '../graphql/context';
import { listKeyOf, pagedFields, storedPage, type ListField, type PageArgs } from '../graphql/pages';
import type { PagedList, Stores } from '../storage';

/** Whether `record` exists and belongs to `userId`. */
export const ownedBy = <R extends { userId: string }>(record: R | null, userId: string): record is R =>
  record !== null && record.userId === userId;

/** `Query.things(userId, first, after)` and `thingsPage`: pages of a user's list `name` (see graphql/pages.ts). */
export const listOfUser = <Name extends ListField, R, View>(
  name: Name,
  list: (stores: Stores) => PagedList<R>,
  view: (record: R) => View,
) =>
  pagedFields(name, async ({ userId, ...args }: PageArgs & { userId: string }, ctx: RequestContext) => {
    const owner = await requireSelf(ctx.identity, userId);
    const store = list(ctx.storage);
    return storedPage(listKeyOf(name, store.order), args, (page) => store.listByUser(owner, page), view);
  });

/** `Query.thing(id)`; `get` is given the caller's id too, for stores whose reads are owner-scoped. */
export const oneOfCaller = <R extends { userId: string }, View>(
  get: (stores: Stores, id: string, userId: string) => Promise<R | null>,
  view: (record: R) => View,
) =>
  rootField(async ({ id }: { id: string }, ctx: RequestContext) => {
    const { userId } = await requireCaller(ctx.identity);
    const record = await get(ctx.storage, id, userId);
    return ownedBy(record, userId) ? view(record) : null;
  });
