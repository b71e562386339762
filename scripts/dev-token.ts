/**
 * `npm run -s dev-token -- <userId> [--name "Ann Smith"] [--email ann@example.com] [--expires 12h]`
 * prints a token for the demo, signed with the local dev key that `npm start` trusts when no
 * AUTH_* variable is set (kept in $DATA_DIR/dev-auth-key.json, default .data/).
 */
import { parseArgs } from 'node:util';
import { devKeyFile } from '../server/config';
import { loadOrCreateDevKeys, mintToken } from '../server/dev-token';

const USAGE = 'Usage: npm run -s dev-token -- <userId> [--name NAME] [--email EMAIL] [--expires 12h]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, email: { type: 'string' }, expires: { type: 'string', default: '12h' } },
  });
  const [userId] = positionals;
  if (!userId || positionals.length > 1) throw new Error(USAGE);
  const keys = await loadOrCreateDevKeys(devKeyFile(process.env));
  const claims: Record<string, string> = {};
  if (values.name) claims.name = values.name;
  if (values.email) claims.email = values.email;
  console.log(await mintToken(userId, keys.privateKey, { expiresIn: values.expires, claims }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
