/**
 * providers, occupations(search) and addressesAtPostalCode: reference data, the same for every
 * caller (server/reference-data/). providers and occupations need no token; addressesAtPostalCode
 * needs a signed-in caller (it stands for a paid address service a deployment plugs in).
 * Pages: by place in the catalogue (reference-data/page.ts); an `after` id is a provider's id, or its
 * name when it has none (SPEC §3), an occupation's or an address's id.
 */
import { requireCaller } from '../auth/access';
import { badUserInput, valueOrRefuse } from '../graphql/errors';
import type { Resolvers } from '../graphql/context';
import { memoryPage, pagedFields, pageOf } from '../graphql/pages';
import { providerKey, type AddressEntry, type OccupationEntry, type ProviderEntry } from '../reference-data';
import { catalogueList, inCatalogue, type Placed } from '../reference-data/page';
import { parseSearch } from '../validation/account';

/** A served provider as the API's Provider (the shipped data has no addresses). */
export const providerView = (provider: ProviderEntry) => ({
  id: provider.id,
  name: provider.name,
  iconUrl: provider.iconUrl,
  imageUrl: provider.imageUrl,
  bannerColor: provider.bannerColor,
  providerTypes: [...provider.providerTypes],
  address: null,
});

const byId = (item: { id: string }): string => item.id;

/** Occupations whose name holds `search` (any case, surrounding spaces ignored); all of them for an empty or absent search. */
export function matchingOccupations(
  occupations: readonly Placed<OccupationEntry>[],
  search: string | null | undefined,
): readonly Placed<OccupationEntry>[] {
  const wanted = search?.trim().toLowerCase() ?? '';
  return wanted ? occupations.filter(({ item }) => item.name.toLowerCase().includes(wanted)) : occupations;
}

const PROVIDERS = catalogueList<ProviderEntry>('providers', providerKey);
const OCCUPATIONS = catalogueList<OccupationEntry>('occupations', byId);
const ADDRESSES = catalogueList<AddressEntry>('addressesAtPostalCode', byId);
const itemOf = <T>({ item }: Placed<T>): T => item;

export const referenceDataResolvers: Resolvers = {
  Query: {
    ...pagedFields('providers', (args, ctx) =>
      memoryPage(PROVIDERS, inCatalogue(ctx.referenceData.providers), args, ({ item }) => providerView(item)),
    ),
    ...pagedFields('occupations', (args, ctx) => {
      const search = valueOrRefuse(parseSearch(args.search));
      return memoryPage(
        OCCUPATIONS,
        matchingOccupations(inCatalogue(ctx.referenceData.occupations), search),
        args,
        itemOf,
      );
    }),
    ...pagedFields('addressesAtPostalCode', async ({ postalCode, ...args }, ctx) => {
      await requireCaller(ctx.identity);
      pageOf(args); // A refused page size costs no lookup.
      const found = await ctx.referenceData.addresses.atPostalCode(postalCode.trim());
      if ('refused' in found) throw badUserInput([{ field: 'postalCode', message: found.refused }]);
      return memoryPage(ADDRESSES, inCatalogue(found.addresses), args, itemOf);
    }),
  },
};
