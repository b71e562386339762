/**
 * Type-level tests of the refresh map (checked by `tsc`, not run): each `@ts-expect-error` below
 * must meet an error, or type-checking fails.
 */
import { CACHE_REFRESH_MAP, type CacheRefreshMap } from '../../src/client';

const { updateGoal: _updateGoal, ...withoutUpdateGoal } = CACHE_REFRESH_MAP;
// @ts-expect-error a mutation of the schema is missing from the map
export const missingMutation: CacheRefreshMap = withoutUpdateGoal;

// @ts-expect-error a mutation name the schema lacks
export const unknownMutation = { ...CACHE_REFRESH_MAP, updateGoalz: {} } satisfies CacheRefreshMap;

// @ts-expect-error a Query field the schema lacks
export const unknownField = { ...CACHE_REFRESH_MAP, signUp: { refresh: ['persn'] } } satisfies CacheRefreshMap;

// prettier-ignore
// @ts-expect-error an argument the mutation does not have
export const unknownArgument = { ...CACHE_REFRESH_MAP, deleteGoal: { remove: { from: 'goals', id: (args) => args.assetId } } } satisfies CacheRefreshMap;

// @ts-expect-error an object type the schema lacks, or that no Query field's answer can hold
export const unknownType = { ...CACHE_REFRESH_MAP, requestPlan: { changes: ['Mesage'] } } satisfies CacheRefreshMap;

export const valid = CACHE_REFRESH_MAP satisfies CacheRefreshMap;
