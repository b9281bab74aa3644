import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blobKeyId, openBlob, sealBlob, sealedKeyId, tenantKey } from './crypto';

const A = Buffer.alloc(32, 1);
const B = Buffer.alloc(32, 2);

/** The first layout, as objects written before key ids were stored: 'GMB1' | nonce | tag | ciphertext. */
function sealV1(master: Buffer, institutionId: number, objectKey: string, plaintext: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tenantKey(master, institutionId), nonce);
  cipher.setAAD(Buffer.from(objectKey));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from('GMB1'), nonce, cipher.getAuthTag(), body]);
}

describe('sealed blobs with a key id', () => {
  it('names the sealing key (a hash, not the key) and opens with it among a keyring', () => {
    const sealed = sealBlob(A, 3, 'obj-aaaaaaaa', Buffer.from('image'));
    expect(sealed.subarray(0, 4).toString()).toBe('GMB2');
    expect(sealedKeyId(sealed)).toBe(blobKeyId(A));
    expect(blobKeyId(A)).toMatch(/^[0-9a-f]{8}$/);
    expect(sealed.includes(A.subarray(0, 4))).toBe(false);
    expect(openBlob({ current: B, previous: [A] }, 3, 'obj-aaaaaaaa', sealed).toString()).toBe('image');
    expect(openBlob(A, 3, 'obj-aaaaaaaa', sealed).toString()).toBe('image');
  });
  it('says which key is missing instead of failing blindly', () => {
    const sealed = sealBlob(A, 3, 'obj-aaaaaaaa', Buffer.from('image'));
    expect(() => openBlob({ current: B, previous: [] }, 3, 'obj-aaaaaaaa', sealed)).toThrow(`unknown key (id ${blobKeyId(A)})`);
  });
  it('authenticates the header: a swapped key id or hotel or object key does not open', () => {
    const sealed = sealBlob(A, 3, 'obj-aaaaaaaa', Buffer.from('image'));
    const swapped = Buffer.from(sealed);
    Buffer.from(blobKeyId(B), 'hex').copy(swapped, 4);
    expect(() => openBlob({ current: A, previous: [B] }, 3, 'obj-aaaaaaaa', swapped)).toThrow();
    expect(() => openBlob(A, 4, 'obj-aaaaaaaa', sealed)).toThrow();
    expect(() => openBlob(A, 3, 'obj-bbbbbbbb', sealed)).toThrow();
  });
  it('still opens the first layout (no key id) with the current or a previous key', () => {
    const old = sealV1(A, 3, 'obj-aaaaaaaa', Buffer.from('old image'));
    expect(sealedKeyId(old)).toBeNull();
    expect(openBlob(A, 3, 'obj-aaaaaaaa', old).toString()).toBe('old image');
    expect(openBlob({ current: B, previous: [A] }, 3, 'obj-aaaaaaaa', old).toString()).toBe('old image');
    expect(() => openBlob({ current: B, previous: [] }, 3, 'obj-aaaaaaaa', old)).toThrow();
    expect(() => openBlob(A, 3, 'obj-aaaaaaaa', Buffer.from('GMB1short'))).toThrow('not a sealed blob');
  });
});
