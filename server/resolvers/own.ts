/**
 * Reads of owner-scoped records, shared by every entity a user owns: a user's list, which needs
 * that user's token, and one record by id, where another user's record looks like none (null).
 */
import { requireCaller, requireSelf } from '../auth/access';
import { rootField, type FieldResolver } from '../graphql/context';
import { listKeyOf, pagedFields, storedPage } from '../graphql/pages';
import type { PagedList, Stores } from '../storage';

/** Whether `record` exists and belongs to `userId`. */
export const ownedBy = <R extends { userId: string }>(record: R | null, userId: string): record is R =>
  record !== null && record.userId === userId;

/** `Query.things(userId, first, after)` and `thingsPage`: pages of a user's list `name` (see graphql/pages.ts). */
export const listOfUser = <R>(
  name: string,
  list: (stores: Stores) => PagedList<R>,
  view: (record: R) => unknown,
): Record<string, FieldResolver> =>
  pagedFields<{ userId: string }>(name, async ({ userId, ...args }, ctx) => {
    const owner = await requireSelf(ctx.identity, userId);
    const store = list(ctx.storage);
    return storedPage(listKeyOf(name, store.order), args, (page) => store.listByUser(owner, page), view);
  });

/** `Query.thing(id)`; `get` is given the caller's id too, for stores whose reads are owner-scoped. */
export const oneOfCaller = <R extends { userId: string }>(
  get: (stores: Stores, id: string, userId: string) => Promise<R | null>,
  view: (record: R) => unknown,
): FieldResolver =>
  rootField<{ id: string }>(async ({ id }, ctx) => {
    const { userId } = await requireCaller(ctx.identity);
    const record = await get(ctx.storage, id, userId);
    return ownedBy(record, userId) ? view(record) : null;
  });
