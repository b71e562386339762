/**
 * providers, occupations(search) and addressesAtPostalCode: reference data, the same for every
 * caller (server/reference-data/). providers and occupations need no token; addressesAtPostalCode
 * needs a signed-in caller (it stands for a paid address service a deployment plugs in).
 * Pages: providers after a provider's id, or its name when it has none (SPEC §3); occupations and
 * addresses after an id.
 */
import { requireCaller } from '../auth/access';
import { badUserInput } from '../graphql/errors';
import { rootField, type ResolverMap } from '../graphql/context';
import { pageOf, type PageArgs } from '../graphql/pages';
import { providerKey, type AddressEntry, type OccupationEntry, type ProviderEntry } from '../reference-data';
import { pageOfList } from '../reference-data/page';
import { checkSearch } from '../validation/account';

/** A served provider as the API's Provider (the shipped data has no addresses). */
export const providerView = (provider: ProviderEntry) => ({
  id: provider.id,
  name: provider.name,
  iconUrl: provider.iconUrl,
  imageUrl: provider.imageUrl,
  bannerColor: provider.bannerColor,
  providerTypes: provider.providerTypes,
  address: null,
});

const byId = (item: { id: string }): string => item.id;

/** Occupations whose name holds `search` (any case, surrounding spaces ignored); all of them for an empty or absent search. */
export function matchingOccupations(occupations: readonly OccupationEntry[], search: string | null | undefined): readonly OccupationEntry[] {
  const wanted = search?.trim().toLowerCase() ?? '';
  return wanted ? occupations.filter((occupation) => occupation.name.toLowerCase().includes(wanted)) : occupations;
}

export const referenceDataResolvers: ResolverMap = {
  Query: {
    providers: rootField<PageArgs>((args, ctx) => pageOfList(ctx.referenceData.providers, providerKey, pageOf(args)).map(providerView)),
    occupations: rootField<{ search?: string | null } & PageArgs>(({ search, ...args }, ctx) => {
      checkSearch(search);
      const page = pageOf(args);
      return pageOfList(matchingOccupations(ctx.referenceData.occupations, search), byId, page);
    }),
    addressesAtPostalCode: rootField<{ postalCode: string } & PageArgs>(async ({ postalCode, ...args }, ctx) => {
      await requireCaller(ctx.identity);
      const page = pageOf(args);
      const found = await ctx.referenceData.addresses.atPostalCode(postalCode.trim());
      if ('refused' in found) throw badUserInput([{ field: 'postalCode', message: found.refused }]);
      return pageOfList<AddressEntry>(found.addresses, byId, page);
    }),
  },
};
