/**
 * Local identity for the demo and for tests: an ES256 key pair, and tokens minted with it.
 *
 *   const keys = await createDevKeys();
 *   const server = await startServer({ port: 0, dataDir: 'memory', auth: { publicKey: keys.publicKey } });
 *   const token = await mintToken('alice', keys.privateKey);
 *   fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'auth-token': token }, body });
 *
 * `loadOrCreateDevKeys(file)` keeps one pair in a file, so `npm run dev-token` and `npm start`
 * (when no AUTH_* variable is set) agree on the key.
 */
import { createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SignJWT } from 'jose';

export interface DevKeys {
  /** PEM (SPKI): pass as `auth.publicKey` to startServer, or as AUTH_PUBLIC_KEY. */
  publicKey: string;
  /** Signs tokens: pass to mintToken. */
  privateKey: KeyObject;
}

export interface MintOptions {
  /** Lifetime: seconds, or a jose time span such as '2h'. Default '12h'. */
  expiresIn?: number | string;
  /** An absolute expiry instead (a past one makes an expired token). */
  expiresAt?: Date;
  /** Extra claims, such as name and email (read by syncUser). */
  claims?: Record<string, string>;
  issuer?: string;
  audience?: string;
}

export const DEV_TOKEN_ALGORITHM = 'ES256';

export async function createDevKeys(): Promise<DevKeys> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

/** A signed token whose subject is `userId`. */
export async function mintToken(userId: string, privateKey: KeyObject, options: MintOptions = {}): Promise<string> {
  const jwt = new SignJWT({ ...options.claims })
    .setProtectedHeader({ alg: DEV_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? options.expiresIn ?? '12h');
  if (options.issuer) jwt.setIssuer(options.issuer);
  if (options.audience) jwt.setAudience(options.audience);
  return jwt.sign(privateKey);
}

interface StoredKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair kept in `file` (JSON with two PEMs), created on first use. The file is written whole under another
 * name and then linked into place (atomic: it exists complete or not at all), so a server starting at the same
 * moment never reads half of it (of three starting at once, one could read a half-written file and exit with a
 * bare 'Unexpected end of JSON input'). A file that cannot be read as keys is named in the error.
 */
export async function loadOrCreateDevKeys(file: string): Promise<DevKeys> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredKeys;
    return { publicKey: stored.publicKey, privateKey: createPrivateKey(stored.privateKey) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(
        `The development key file ${file} cannot be read (${(error as Error).message}). If no server is writing it, delete it: a new key pair is made at the next start (tokens made with the old one stop working).`,
        { cause: error },
      );
    }
  }
  const keys = await createDevKeys();
  const stored: StoredKeys = {
    publicKey: keys.publicKey,
    privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  await mkdir(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(draft, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    // Another start that linked its own first wins: every start then reads that one.
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  return loadOrCreateDevKeys(file);
}
