/**
 * Reads of owner-scoped records, shared by every entity a user owns: a user's list, which needs
 * that user's token, and one record by id, where another user's record looks like none (null).
 */
import { requireCaller, requireSelf } from '../auth/access';
import { rootField, type FieldResolver } from '../graphql/context';
import { pageOf, unknownCursor, type PageArgs } from '../graphql/pages';
import type { PageRequest, Stores } from '../storage';

/** Whether `record` exists and belongs to `userId`. */
export const ownedBy = <R extends { userId: string }>(record: R | null, userId: string): record is R =>
  record !== null && record.userId === userId;

/** `Query.things(userId, first, after)`: one page of a user's list (see graphql/pages.ts). */
export const listOfUser = <R>(
  list: (stores: Stores, userId: string, page: PageRequest) => Promise<R[] | null>,
  view: (record: R) => unknown,
): FieldResolver =>
  rootField<{ userId: string } & PageArgs>(async ({ userId, ...args }, ctx) => {
    const owner = await requireSelf(ctx.identity, userId);
    const records = await list(ctx.storage, owner, pageOf(args));
    if (records === null) throw unknownCursor();
    return records.map(view);
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
