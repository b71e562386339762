/**
 * The reference data the server serves as it ships it, and the option that replaces each part:
 * `startServer({ referenceData: { tools, providers, occupations }, addressLookup })` (README,
 * "Reference data"). Lists are served in their order here, paged by id (a provider without an id
 * by its name).
 */
import { sampleAddressLookup, type AddressLookup } from './addresses';
import { OCCUPATIONS, type OccupationEntry } from './occupations';
import { PROVIDERS, type ProviderEntry } from './providers';
import { TOOLS, type ToolEntry } from './tools';

export type { AddressEntry, AddressLookup, AddressLookupResult } from './addresses';
export type { OccupationEntry } from './occupations';
export type { ProviderEntry } from './providers';
export type { ToolEntry } from './tools';

export interface ReferenceData {
  tools: readonly ToolEntry[];
  providers: readonly ProviderEntry[];
  occupations: readonly OccupationEntry[];
  addresses: AddressLookup;
}

export const defaultReferenceData = (): ReferenceData => ({
  tools: TOOLS,
  providers: PROVIDERS,
  occupations: OCCUPATIONS,
  addresses: sampleAddressLookup(),
});

/** Where `list` has a repeated key (an id, or a provider's name when it has none): a replaced catalogue must not. */
export function checkUniqueKeys<T>(what: string, list: readonly T[], keyOf: (item: T) => string): void {
  const seen = new Set<string>();
  for (const item of list) {
    const key = keyOf(item);
    if (seen.has(key)) throw new Error(`referenceData.${what}: '${key}' appears twice; each must be unique`);
    seen.add(key);
  }
}

/** The shipped data with the parts a deployment gives instead; throws naming a list with a repeated key. */
export function referenceDataWith(
  replaced: Partial<Omit<ReferenceData, 'addresses'>> = {},
  addressLookup?: AddressLookup,
): ReferenceData {
  const data = { ...defaultReferenceData(), ...replaced, ...(addressLookup ? { addresses: addressLookup } : {}) };
  checkUniqueKeys('tools', data.tools, (tool) => tool.id);
  checkUniqueKeys('providers', data.providers, providerKey);
  checkUniqueKeys('occupations', data.occupations, (occupation) => occupation.id);
  return data;
}

/** SPEC §3: a provider is identified by id, or by name when it has no id. */
export const providerKey = (provider: ProviderEntry): string => provider.id ?? provider.name;
