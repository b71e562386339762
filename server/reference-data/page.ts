/**
 * Pages of a catalogue held in memory (tools, providers, occupations, the addresses at a postal code),
 * by the paging rules of graphql/pages.ts. An entry's key is its place in the whole catalogue, so a
 * page goes on after an entry even when a filter (a search, the tools subscribed to since) leaves
 * that entry out of the list.
 */
import type { MemoryList } from '../graphql/pages';

/** An entry of a catalogue, with its place in it. */
export interface Placed<T> {
  item: T;
  index: number;
}

/** The entries of a catalogue with their places, in its order. */
export const inCatalogue = <T>(items: readonly T[]): Placed<T>[] => items.map((item, index) => ({ item, index }));

/** The list `name` of entries of a catalogue, whose ids are `idOf`'s. */
export const catalogueList = <T>(name: string, idOf: (item: T) => string): MemoryList<Placed<T>> => ({
  name,
  parts: ['integer'],
  keyOf: (entry) => [entry.index],
  idOf: (entry) => idOf(entry.item),
});
