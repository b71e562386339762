/**
 * `addressesAtPostalCode`: the seam a deployment replaces with a real address service, and the
 * small sample the reference server ships so the operation works out of the box. The sample knows
 * three Eircodes (SAMPLE_ADDRESSES); any other well-formed Eircode has no addresses. Give another
 * lookup with the server option `addressLookup` (README, "Reference data").
 */

/** An address as `Address` serves it; `id` is unique among the addresses of one postal code. */
export interface AddressEntry {
  id: string;
  buildingName: string | null;
  buildingNumber: string | null;
  flatNumber: string | null;
  street: string | null;
  subStreet: string | null;
  town: string | null;
  county: string | null;
  postalCode: string;
  country: string;
}

export type AddressLookupResult =
  | { addresses: readonly AddressEntry[] }
  /** The postal code is not one this lookup can look up: `refused` says what it must be. */
  | { refused: string };

export interface AddressLookup {
  /** Every address at `postalCode` (as the caller typed it, trimmed), in a stable order. */
  atPostalCode(postalCode: string): Promise<AddressLookupResult>;
}

/** An Eircode: a routing key (a letter and two digits, or D6W) and four letters or digits; a space between them or not. */
const EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/;
export const EIRCODE_MESSAGE = 'Must be an Eircode: a routing key and four letters or digits, such as D02 XY45';

/** 'd02xy45' → 'D02 XY45'; null when it is not an Eircode. */
export function normaliseEircode(postalCode: string): string | null {
  const match = EIRCODE.exec(postalCode.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

const address = (
  postalCode: string,
  town: string,
  county: string,
  fields: Partial<AddressEntry> & { id: string },
): AddressEntry => ({
  buildingName: null,
  buildingNumber: null,
  flatNumber: null,
  street: null,
  subStreet: null,
  town,
  county,
  postalCode,
  country: 'Ireland',
  ...fields,
});

/** The sample: invented addresses at three Eircodes of real routing areas (Dublin 2, Cork, Galway); each key must pass EIRCODE. */
export const SAMPLE_ADDRESSES: Readonly<Record<string, readonly AddressEntry[]>> = {
  'D02 XY45': [1, 2, 3, 4].map((flat) =>
    address('D02 XY45', 'Dublin 2', 'Dublin', {
      id: `D02XY45-${flat}`,
      flatNumber: `Apartment ${flat}`,
      buildingName: 'Harbour Court',
      buildingNumber: '12',
      street: 'Pearse Street',
    }),
  ),
  'T12 AC34': [
    address('T12 AC34', 'Cork', 'Cork', {
      id: 'T12AC34-1',
      buildingNumber: '3',
      street: 'Grattan Hill',
      subStreet: 'Ballintemple',
    }),
  ],
  'H91 CD56': [
    address('H91 CD56', 'Galway', 'Galway', { id: 'H91CD56-1', buildingName: 'The Old Mill', street: 'Mill Street' }),
    address('H91 CD56', 'Galway', 'Galway', { id: 'H91CD56-2', buildingName: 'Mill House', street: 'Mill Street' }),
  ],
};

/** The shipped sample as a lookup: Eircodes only, with or without the space, any case. */
export const sampleAddressLookup = (
  addresses: Readonly<Record<string, readonly AddressEntry[]>> = SAMPLE_ADDRESSES,
): AddressLookup => ({
  async atPostalCode(postalCode) {
    const eircode = normaliseEircode(postalCode);
    if (eircode === null) return { refused: EIRCODE_MESSAGE };
    return { addresses: addresses[eircode] ?? [] };
  },
});
