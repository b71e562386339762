/**
 * The financial providers of `providers` (SPEC §3: a Provider is identified by id, or by name when
 * it has no id): the list the reference server ships, in the order it is served. One entry has no
 * id, as a provider a user names without one being on file (a local credit union), so clients key
 * it by its name. Logos are not shipped (iconUrl and imageUrl null). A deployment replaces the
 * list with the server option `referenceData: { providers }` (README, "Reference data").
 */
import type { ProviderType } from '../../schema/generated/schema';

export interface ProviderEntry {
  /** Null for a provider known only by its name; names are unique in the list. */
  id: string | null;
  name: string;
  iconUrl: string | null;
  imageUrl: string | null;
  bannerColor: string | null;
  providerTypes: readonly ProviderType[];
}

const provider = (
  id: string | null,
  name: string,
  bannerColor: string | null,
  providerTypes: readonly ProviderType[],
): ProviderEntry => ({
  id,
  name,
  iconUrl: null,
  imageUrl: null,
  bannerColor,
  providerTypes,
});

export const PROVIDERS: readonly ProviderEntry[] = [
  provider('irish-life', 'Irish Life', '#00a0df', [
    'PENSION',
    'SAVINGS',
    'INVESTMENT',
    'PROTECTION',
    'HEALTH_INSURANCE',
  ]),
  provider('aib', 'AIB', '#7f2b7b', ['BANK', 'MORTGAGE', 'SAVINGS']),
  provider('bank-of-ireland', 'Bank of Ireland', '#0000a0', ['BANK', 'MORTGAGE', 'SAVINGS', 'PROTECTION']),
  provider('permanent-tsb', 'PTSB', '#6d2077', ['BANK', 'MORTGAGE', 'SAVINGS']),
  provider('zurich-life', 'Zurich Life', '#2167ae', ['PENSION', 'INVESTMENT', 'PROTECTION']),
  provider('new-ireland', 'New Ireland Assurance', '#00857c', ['PENSION', 'INVESTMENT', 'PROTECTION']),
  provider('aviva', 'Aviva', '#ffd900', ['PENSION', 'INVESTMENT', 'PROTECTION']),
  provider('vhi', 'Vhi Healthcare', '#003f8a', ['HEALTH_INSURANCE']),
  provider('laya', 'Laya Healthcare', '#e6007e', ['HEALTH_INSURANCE']),
  provider('state-savings', 'State Savings', '#1d4ed8', ['SAVINGS']),
  provider(null, 'Local credit union', null, ['BANK', 'SAVINGS']),
];
