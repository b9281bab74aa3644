import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Images at rest: AES-256-GCM with a per-hotel key derived from the master key (HKDF-SHA256), a random
 * 96-bit nonce per object and the object's key as associated data, so a file copied under another key
 * or another hotel does not open.
 * Layouts: 'GMB2' | key id (4) | nonce (12) | tag (16) | ciphertext, with the 8-byte header also authenticated;
 * 'GMB1' | nonce | tag | ciphertext (before key ids; still opened, trying each key). The key id names the
 * master key (a hash of it, not the key) so a rotation can keep old keys for reading (0022).
 */
const MAGIC_V1 = Buffer.from('GMB1');
const MAGIC_V2 = Buffer.from('GMB2');
const KEY_ID = 4;
const NONCE = 12;
const TAG = 16;

/** The current master key seals; previous keys (BLOB_KEY_PREVIOUS) only open. */
export interface BlobKeyring {
  current: Buffer;
  previous: Buffer[];
}

const tenantKeys = new Map<string, Buffer>();

export function tenantKey(master: Buffer, institutionId: number): Buffer {
  const id = `${blobKeyId(master)}:${institutionId}`;
  let key = tenantKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, 'gm-blob-v1', `institution:${institutionId}`, 32));
    if (tenantKeys.size > 10_000) tenantKeys.clear();
    tenantKeys.set(id, key);
  }
  return key;
}

const keyIds = new WeakMap<Buffer, string>();

/** 8 hex characters naming a master key; safe to log and store. */
export function blobKeyId(master: Buffer): string {
  let id = keyIds.get(master);
  if (!id) {
    id = createHash('sha256').update('gm-blob-key-id:').update(master).digest().subarray(0, KEY_ID).toString('hex');
    keyIds.set(master, id);
  }
  return id;
}

/** The key id a sealed object names, or null for the first layout (no id). */
export function sealedKeyId(sealed: Buffer): string | null {
  if (sealed.length >= MAGIC_V2.length + KEY_ID && sealed.subarray(0, 4).equals(MAGIC_V2))
    return sealed.subarray(4, 4 + KEY_ID).toString('hex');
  return null;
}

export function sealBlob(master: Buffer, institutionId: number, objectKey: string, plaintext: Buffer): Buffer {
  const header = Buffer.concat([MAGIC_V2, Buffer.from(blobKeyId(master), 'hex')]);
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', tenantKey(master, institutionId), nonce);
  cipher.setAAD(Buffer.concat([header, Buffer.from(objectKey)]));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([header, nonce, cipher.getAuthTag(), body]);
}

function open(master: Buffer, institutionId: number, aad: Buffer, rest: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', tenantKey(master, institutionId), rest.subarray(0, NONCE));
  decipher.setAAD(aad);
  decipher.setAuthTag(rest.subarray(NONCE, NONCE + TAG));
  return Buffer.concat([decipher.update(rest.subarray(NONCE + TAG)), decipher.final()]);
}

/** Throws when the data is not a sealed blob of this hotel under one of the keys, or was altered. */
export function openBlob(keys: Buffer | BlobKeyring, institutionId: number, objectKey: string, sealed: Buffer): Buffer {
  const ring = Buffer.isBuffer(keys) ? [keys] : [keys.current, ...keys.previous];
  const id = sealedKeyId(sealed);
  if (id !== null) {
    if (sealed.length < 8 + NONCE + TAG) throw new Error('not a sealed blob');
    const master = ring.find((k) => blobKeyId(k) === id);
    if (!master) throw new Error(`blob sealed with an unknown key (id ${id}): is BLOB_KEY_PREVIOUS missing?`);
    return open(master, institutionId, Buffer.concat([sealed.subarray(0, 8), Buffer.from(objectKey)]), sealed.subarray(8));
  }
  if (sealed.length < 4 + NONCE + TAG || !sealed.subarray(0, 4).equals(MAGIC_V1)) throw new Error('not a sealed blob');
  let failure: unknown;
  for (const master of ring) {
    try {
      return open(master, institutionId, Buffer.from(objectKey), sealed.subarray(4));
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
