/**
 * An asset's maturityDate may not be before its startDate (the database's CHECK of migration 0004).
 * When a change gives only one of the two dates, the other is the saved one: a change that would
 * put them out of order is refused in the payload naming the field it gave, never a 5xx, and the
 * asset keeps its dates — through updateAsset, updateAssets and updateFactfind alike, on both engines.
 */
import { describe, expect, it } from 'vitest';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import { newUserId } from './helpers';

const ERROR = 'success error { code message fieldErrors { field message } }';
const UPDATE_ASSET = `mutation ($assetId: ID, $asset: AssetInput!) { updateAsset(assetId: $assetId, asset: $asset) { ${ERROR} asset { id startDate maturityDate } } }`;
const UPDATE_ASSETS = `mutation ($assets: [AssetChangeInput!]!) { updateAssets(assets: $assets) { ${ERROR} assets { id } } }`;
const UPDATE_FACTFIND = `mutation ($factfind: FactfindInput!) { updateFactfind(factfind: $factfind) { ${ERROR} factfind { monthlyOutgoings { float } } } }`;
const ASSETS = 'query ($userId: ID!) { assets(userId: $userId) { id name startDate maturityDate } }';
const FACTFIND = 'query ($userId: ID!) { factfind(userId: $userId) { monthlyOutgoings { float } } }';

interface Payload {
  success: boolean;
  error: { code: string; message: string; fieldErrors: { field: string; message: string }[] | null } | null;
}

describe.each(testEngines('the asset date tests'))('an asset’s dates on $name', { timeout: 60_000 }, (engine) => {
  const startServer = serversOn(engine);

  async function userWithBond() {
    const { api } = await startServer();
    const userId = newUserId('dates');
    const token = await api.token(userId);
    const call = <Data = Record<string, Payload>>(query: string, variables: Record<string, unknown>) =>
      api.gql<Data>(query, variables, { token });
    const made = await call<{ updateAsset: Payload & { asset: { id: string } } }>(UPDATE_ASSET, {
      asset: { userId, name: 'Bond', startDate: '2024-01-01', maturityDate: '2030-01-01' },
    });
    expect(made.data?.updateAsset).toMatchObject({ success: true, error: null });
    const assetId = made.data!.updateAsset.asset.id;
    const unchanged = async () =>
      expect((await call<{ assets: unknown[] }>(ASSETS, { userId })).data?.assets).toEqual([
        { id: assetId, name: 'Bond', startDate: '2024-01-01', maturityDate: '2030-01-01' },
      ]);
    return { userId, assetId, call, unchanged };
  }

  it('refuses a maturityDate before the saved startDate, and a startDate after the saved maturityDate, in the payload', async () => {
    const { userId, assetId, call, unchanged } = await userWithBond();
    const maturity = await call(UPDATE_ASSET, { assetId, asset: { userId, maturityDate: '2020-01-01' } });
    expect(maturity.errors).toBeUndefined();
    expect(maturity.data?.updateAsset).toEqual({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: asset.maturityDate',
        fieldErrors: [{ field: 'asset.maturityDate', message: 'Must not be before startDate' }],
      },
      asset: null,
    });
    const start = await call(UPDATE_ASSET, { assetId, asset: { userId, startDate: '2031-06-30' } });
    expect(start.errors).toBeUndefined();
    expect(start.data?.updateAsset.error?.fieldErrors).toEqual([
      { field: 'asset.startDate', message: 'Must not be after maturityDate' },
    ]);
    await unchanged();
  });

  it('names the change in a batch and in a factfind, and saves nothing of either', async () => {
    const { userId, assetId, call, unchanged } = await userWithBond();
    const batch = await call(UPDATE_ASSETS, {
      assets: [{ asset: { userId, name: 'New' } }, { assetId, asset: { userId, maturityDate: '2023-12-31' } }],
    });
    expect(batch.errors).toBeUndefined();
    expect(batch.data?.updateAssets).toMatchObject({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'assets[1].asset.maturityDate', message: 'Must not be before startDate' }],
      },
    });
    const factfind = await call(UPDATE_FACTFIND, {
      factfind: { userId, monthlyOutgoings: 2000, assets: [{ assetId, asset: { userId, startDate: '2030-01-02' } }] },
    });
    expect(factfind.errors).toBeUndefined();
    expect(factfind.data?.updateFactfind).toMatchObject({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'factfind.assets[0].asset.startDate', message: 'Must not be after maturityDate' }],
      },
    });
    await unchanged();
    expect((await call<{ factfind: unknown }>(FACTFIND, { userId })).data?.factfind).toEqual({
      monthlyOutgoings: null,
    });
  });

  it('still accepts dates in order, one at a time', async () => {
    const { userId, assetId, call } = await userWithBond();
    const later = await call(UPDATE_ASSET, { assetId, asset: { userId, maturityDate: '2024-01-01' } });
    expect(later.data?.updateAsset).toMatchObject({
      success: true,
      asset: { startDate: '2024-01-01', maturityDate: '2024-01-01' },
    });
  });
});
