/**
 * Changes to a user's records, one or in a batch (updateAssets, updateGoals, a factfind's lists):
 * a batch is checked whole before anything is saved (every refused field named by its index,
 * `assets[1].asset.balance`), then saved all or nothing in one transaction; an id that names none
 * of the caller's records undoes the batch and is answered NOT_FOUND naming that change's id.
 */
import { requireCaller, requireSelf } from '../auth/access';
import type { RequestContext } from '../graphql/context';
import { badUserInput, type FieldError } from '../graphql/errors';
import type { Stores } from '../storage';
import { batchSizeErrors } from '../validation/household';
import { notFound } from './views';

/** An id that names no record of the caller's: answered NOT_FOUND, naming the field inside a batch. */
export class NotFoundAt extends Error {
  constructor(
    readonly what: string,
    readonly field: string | null,
  ) {
    super(`No ${what} with this id for this user`);
    this.name = 'NotFoundAt';
  }
}

/** The payload answering a NotFoundAt: `success: false`, code NOT_FOUND, the payload's other fields as given. */
export function notFoundPayload<T extends object>(error: NotFoundAt, fields: T) {
  const payload = notFound(error.what, fields);
  return error.field
    ? { ...payload, error: { ...payload.error, fieldErrors: [{ field: error.field, message: error.message }] } }
    : payload;
}

/** Runs `work` in one transaction; a NotFoundAt thrown by it (everything undone) is answered in the payload. */
export async function answeringNotFound<T extends object, Answer>(
  ctx: RequestContext,
  empty: T,
  work: (stores: Stores) => Promise<Answer>,
) {
  try {
    return await ctx.storage.transaction(work);
  } catch (error) {
    if (error instanceof NotFoundAt) return notFoundPayload(error, empty);
    throw error;
  }
}

/** How the changes of one batch are named: `{ assetId, asset }` in the list `assets`. */
export interface ChangeNames<Input> {
  idArg: string;
  inputArg: string;
  /** The refusals of one input, named under `at`; `id` null when the change creates. */
  errors: (at: string, input: Input, id: string | null) => FieldError[];
}

/** One change of a batch as it arrives: `{ assetId, asset }`. */
export type Change<Input> = Record<string, string | null | undefined | Input>;

/** One change, checked and named: the id (null creates), the input, where they are. */
export interface NamedChange<Input> {
  id: string | null;
  input: Input;
  /** The input's path, `assets[1].asset`. */
  at: string;
  /** The id's path, `assets[1].assetId`. */
  idField: string;
}

/** The changes of the list `at`, named, with every refusal of every change (and of the list's length). */
export function namedChanges<Input>(
  names: ChangeNames<Input>,
  at: string,
  changes: readonly Change<Input>[] | null | undefined,
) {
  const errors = [...batchSizeErrors(at, changes)];
  const named = (changes ?? []).map((change, index): NamedChange<Input> => {
    const input = change[names.inputArg] as Input;
    const inputAt = `${at}[${index}].${names.inputArg}`;
    const id = (change[names.idArg] as string | null | undefined) ?? null;
    errors.push(...names.errors(inputAt, input, id));
    return { id, input, at: inputAt, idField: `${at}[${index}].${names.idArg}` };
  });
  return { errors, changes: named };
}

/** Throws FORBIDDEN unless every input is the caller's (its userId is the token's subject). */
export async function requireAllSelf(ctx: RequestContext, inputs: readonly { userId: string }[]): Promise<void> {
  for (const input of inputs) await requireSelf(ctx.identity, input.userId);
}

/** A batch argument: the caller, and its changes checked (BAD_USER_INPUT naming each refused field) and each the caller's. */
export async function checkedChanges<Input extends { userId: string }>(
  ctx: RequestContext,
  names: ChangeNames<Input>,
  at: string,
  changes: readonly Change<Input>[],
) {
  const owner = (await requireCaller(ctx.identity)).userId;
  const { errors, changes: named } = namedChanges(names, at, changes);
  await requireAllSelf(
    ctx,
    named.map((change) => change.input),
  );
  if (errors.length) throw badUserInput(errors);
  return { owner, changes: named };
}
