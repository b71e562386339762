/**
 * What the household holds: assets, debts, policies and income. One set of resolvers serves the
 * four kinds: the list (paged) and the single item, owner-scoped (another user's id reads as none);
 * the update of one item (no id creates; only the fields given change, null clears one); the batch
 * (all or nothing, in one transaction; refusals name the change, `assets[1].asset.balance`); the
 * delete. Owners must be persons of the caller's household and a provider one of `providers`.
 */
import { requireCaller, requireSelf } from '../auth/access';
import type { AssetInput, DebtInput, IncomeInput, PolicyInput } from '../../schema/generated/schema';
import { answeringNotFound, checkedChanges, NotFoundAt, type Change } from './changes';
import { mergeResolvers, rootField, type RequestContext, type Resolvers } from '../graphql/context';
import type { ListField } from '../graphql/pages';
import { badUserInput, type FieldError } from '../graphql/errors';
import type { AssetFields, DebtFields, IncomeFields, ItemRecord, ItemStore, PolicyFields, Stores } from '../storage';
import { ASSET_DATES_CONSTRAINT, isCheckViolation } from '../storage/errors';
import {
  ASSET_KINDS,
  assetErrors,
  DEBT_KINDS,
  debtErrors,
  HOUSEHOLD_MESSAGES,
  INCOME_KINDS,
  incomeErrors,
  patchOf,
  POLICY_KINDS,
  policyErrors,
  type Kinds,
} from '../validation/household';
import { assetView, debtView, incomeView, policyView } from './household-views';
import { listOfUser, oneOfCaller } from './own';
import { providerView } from './reference-data';
import { notFound, succeeded } from './views';

/** The common input of the four kinds: whose it is, its owners and (but income) its provider. */
interface ItemInput {
  userId: string;
  ownerIds?: readonly string[] | null;
  providerId?: string | null;
}

/** Throws BAD_USER_INPUT, naming `${at}.ownerIds` / `${at}.providerId`, unless every owner is a person of the household and the provider is known. */
export async function checkReferences(
  stores: Stores,
  ctx: RequestContext,
  owner: string,
  at: string,
  input: ItemInput,
): Promise<void> {
  const errors: FieldError[] = [];
  if (input.ownerIds?.length) {
    const known = new Set(await stores.persons.existing(owner, input.ownerIds));
    const unknown = input.ownerIds.find((id) => !known.has(id));
    if (unknown !== undefined)
      errors.push({ field: `${at}.ownerIds`, message: HOUSEHOLD_MESSAGES.personUnknown(unknown) });
  }
  const providerId = input.providerId;
  if (providerId != null && !ctx.referenceData.providers.some((provider) => provider.id === providerId)) {
    errors.push({ field: `${at}.providerId`, message: HOUSEHOLD_MESSAGES.providerUnknown(providerId) });
  }
  if (errors.length) throw badUserInput(errors);
}

/** One kind of item and its names in the schema. */
export interface ItemArea<Fields extends object, Input extends ItemInput> {
  /** For messages: 'asset'. */
  what: string;
  /** The id argument (`assetId`), the input argument (`asset`), the batch argument and payload field (`assets`). */
  idArg: string;
  inputArg: string;
  listArg: string;
  kinds: Kinds<Input>;
  errors: (at: string, input: Input) => FieldError[];
  store: (stores: Stores) => ItemStore<Fields>;
  view: (record: ItemRecord<Fields>) => unknown;
  /** A database refusal of a change (a CHECK across fields, one given and one saved) as the fields to name; null for any other error. */
  refusal?: (error: unknown, at: string, input: Input) => FieldError[] | null;
}

/**
 * Saves one checked change (creates when `id` is null) in the caller's transaction. `at` names the
 * input (`asset`, `assets[1].asset`), `idField` the id (`assets[1].assetId`, null for a single change).
 */
export async function saveItem<Fields extends object, Input extends ItemInput>(
  stores: Stores,
  ctx: RequestContext,
  owner: string,
  area: ItemArea<Fields, Input>,
  change: { id: string | null; input: Input; at: string; idField: string | null },
): Promise<ItemRecord<Fields>> {
  const { id, input, at } = change;
  await checkReferences(stores, ctx, owner, at, input);
  const patch = patchOf<Fields, Input>(input, area.kinds);
  const store = area.store(stores);
  if (id === null) await stores.users.ensure(owner);
  let saved: ItemRecord<Fields> | null;
  try {
    saved =
      id === null
        ? await store.insert(owner, patch, input.ownerIds ?? [])
        : await store.update(owner, id, patch, input.ownerIds === null ? [] : input.ownerIds);
  } catch (error) {
    const refused = area.refusal?.(error, at, input);
    throw refused ? badUserInput(refused) : error;
  }
  if (!saved) throw new NotFoundAt(area.what, change.idField);
  return saved;
}

interface OperationNames {
  list: ListField;
  one?: string;
  update: string;
  updateMany?: string;
  delete: string;
}

/** A root field's resolver, of whatever arguments. */
type ItemField = (parent: unknown, args: never, ctx: RequestContext) => unknown;

/**
 * The Query and Mutation fields of one kind of item. Its fields are named by the strings of `names`, which the
 * generated types cannot follow: the views are checked against the schema's types, the fields by name only.
 */
function itemResolvers<Fields extends object, Input extends ItemInput>(
  area: ItemArea<Fields, Input>,
  names: OperationNames,
): Resolvers {
  const Query: Record<string, ItemField> = {
    ...listOfUser(names.list, area.store, area.view),
  };
  if (names.one) Query[names.one] = oneOfCaller((stores, id, userId) => area.store(stores).get(userId, id), area.view);

  const Mutation: Record<string, ItemField> = {
    [names.update]: rootField(async (args: Record<string, unknown>, ctx: RequestContext) => {
      const input = args[area.inputArg] as Input;
      const owner = await requireSelf(ctx.identity, input.userId);
      const errors = area.errors(area.inputArg, input);
      if (errors.length) throw badUserInput(errors);
      const id = (args[area.idArg] as string | null | undefined) ?? null;
      return answeringNotFound(ctx, { [area.inputArg]: null }, async (stores) => {
        const saved = await saveItem(stores, ctx, owner, area, { id, input, at: area.inputArg, idField: null });
        return succeeded({ [area.inputArg]: area.view(saved) });
      });
    }),
    [names.delete]: rootField(async (args: Record<string, string>, ctx: RequestContext) => {
      const { userId } = await requireCaller(ctx.identity);
      const id = args[area.idArg];
      const deleted = await area.store(ctx.storage).delete(userId, id);
      return deleted ? succeeded({ id }) : notFound(area.what, { id });
    }),
  };
  if (names.updateMany) {
    Mutation[names.updateMany] = rootField(async (args: Record<string, Change<Input>[]>, ctx: RequestContext) => {
      const { owner, changes } = await checkedChanges(ctx, area, area.listArg, args[area.listArg]);
      return answeringNotFound(ctx, { [area.listArg]: null }, async (stores) => {
        const saved: unknown[] = [];
        for (const change of changes) saved.push(area.view(await saveItem(stores, ctx, owner, area, change)));
        return succeeded({ [area.listArg]: saved });
      });
    });
  }
  return { Query, Mutation } as Resolvers;
}

/** A kind of item named as the schema names it: `asset`, `assetId`, and the list `assets`. */
function itemArea<Fields extends object, Input extends ItemInput>(
  what: string,
  listArg: string,
  rest: Pick<ItemArea<Fields, Input>, 'kinds' | 'errors' | 'store' | 'view' | 'refusal'>,
): ItemArea<Fields, Input> {
  return { what, idArg: `${what}Id`, inputArg: what, listArg, ...rest };
}

/**
 * A change giving one of an asset's dates that the database refuses against the other, saved one:
 * named by the date it gave (both given in the wrong order are refused before, by assetErrors).
 */
const assetDatesRefusal = (error: unknown, at: string, input: AssetInput): FieldError[] | null => {
  if (!isCheckViolation(error, ASSET_DATES_CONSTRAINT)) return null;
  return input.maturityDate != null
    ? [{ field: `${at}.maturityDate`, message: HOUSEHOLD_MESSAGES.maturityBeforeStart }]
    : [{ field: `${at}.startDate`, message: HOUSEHOLD_MESSAGES.startAfterMaturity }];
};

export const ASSETS = itemArea<AssetFields, AssetInput>('asset', 'assets', {
  kinds: ASSET_KINDS,
  errors: assetErrors,
  store: (s) => s.assets,
  view: assetView,
  refusal: assetDatesRefusal,
});
export const DEBTS = itemArea<DebtFields, DebtInput>('debt', 'debts', {
  kinds: DEBT_KINDS,
  errors: debtErrors,
  store: (s) => s.debts,
  view: debtView,
});
export const POLICIES = itemArea<PolicyFields, PolicyInput>('policy', 'policies', {
  kinds: POLICY_KINDS,
  errors: policyErrors,
  store: (s) => s.policies,
  view: policyView,
});
const INCOME = itemArea<IncomeFields, IncomeInput>('income', 'income', {
  kinds: INCOME_KINDS,
  errors: incomeErrors,
  store: (s) => s.income,
  view: incomeView,
});

/** An item's provider, from the providers the server serves; null when it has none. */
const providerOf = (source: { providerId: string | null }, _args: unknown, ctx: RequestContext) => {
  const id = source.providerId;
  const found = id === null ? undefined : ctx.referenceData.providers.find((provider) => provider.id === id);
  return found ? providerView(found) : null;
};

export const householdItemResolvers: Resolvers = mergeResolvers(
  itemResolvers(ASSETS, {
    list: 'assets',
    one: 'asset',
    update: 'updateAsset',
    updateMany: 'updateAssets',
    delete: 'deleteAsset',
  }),
  itemResolvers(DEBTS, {
    list: 'debts',
    one: 'debt',
    update: 'updateDebt',
    updateMany: 'updateDebts',
    delete: 'deleteDebt',
  }),
  itemResolvers(POLICIES, {
    list: 'policies',
    one: 'policy',
    update: 'updatePolicy',
    updateMany: 'updatePolicies',
    delete: 'deletePolicy',
  }),
  itemResolvers(INCOME, { list: 'income', update: 'updateIncome', delete: 'deleteIncome' }),
  { Asset: { provider: providerOf }, Debt: { provider: providerOf }, Policy: { provider: providerOf } },
);
