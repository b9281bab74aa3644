import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Images at rest: AES-256-GCM with a per-hotel key derived from the master key (HKDF-SHA256), a random
 * 96-bit nonce per object and the object's key as associated data, so a file copied under another key
 * or another hotel does not open. Layout: 'GMB1' | nonce (12) | tag (16) | ciphertext.
 */
const MAGIC = Buffer.from('GMB1');
const NONCE = 12;
const TAG = 16;

const tenantKeys = new Map<string, Buffer>();

export function tenantKey(master: Buffer, institutionId: number): Buffer {
  const id = `${master.subarray(0, 4).toString('hex')}:${institutionId}`;
  let key = tenantKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, 'gm-blob-v1', `institution:${institutionId}`, 32));
    if (tenantKeys.size > 10_000) tenantKeys.clear();
    tenantKeys.set(id, key);
  }
  return key;
}

export function sealBlob(master: Buffer, institutionId: number, objectKey: string, plaintext: Buffer): Buffer {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', tenantKey(master, institutionId), nonce);
  cipher.setAAD(Buffer.from(objectKey));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([MAGIC, nonce, cipher.getAuthTag(), body]);
}

/** Throws when the data is not a sealed blob of this hotel and key, or was altered. */
export function openBlob(master: Buffer, institutionId: number, objectKey: string, sealed: Buffer): Buffer {
  if (sealed.length < MAGIC.length + NONCE + TAG || !sealed.subarray(0, 4).equals(MAGIC)) throw new Error('not a sealed blob');
  const nonce = sealed.subarray(4, 4 + NONCE);
  const tag = sealed.subarray(4 + NONCE, 4 + NONCE + TAG);
  const decipher = createDecipheriv('aes-256-gcm', tenantKey(master, institutionId), nonce);
  decipher.setAAD(Buffer.from(objectKey));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(4 + NONCE + TAG)), decipher.final()]);
}
