import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeTemporaryUploads } from '../src/adapters/blob/blob';
import { type BlobKeyring, blobKeyId, sealBlob, sealedKeyId, tenantKey } from '../src/adapters/blob/crypto';
import { deleteBlob, RESEAL_JOB, readImage, resealBatch, scheduleBlobReseal, storeImage } from '../src/modules/documents/blobs';
import { runDueJobs } from '../src/platform/jobs';
import { createBooking } from './checkin-fixtures';
import { createTestEnv } from './harness';
import { jobsOf } from './jobs-helpers';

// Image key rotation and the start-up sweep of half-written uploads (docs/decisions/0022-crash-recovery-and-secrets.md).

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const A = randomBytes(32);
const B = randomBytes(32);
const env = await createTestEnv({ config: { dataDir }, ports: { blobKeyring: { current: A, previous: [] } satisfies BlobKeyring } });
const hotel = env.demo.hotel;
const booking = await createBooking(env.db, hotel);
const owner = { institutionId: hotel, bookingId: booking.id, personId: booking.persons[0]!, userId: null, uploaderPerson: null };
const useKeys = (ring: BlobKeyring) => (env.deps.ports!.blobKeyring = ring);

async function store(text: string): Promise<string> {
  return storeImage(env.deps, owner, 'persondoc', { data: Buffer.from(text), width: 1, height: 1, quality: 90 });
}

/** The layout written before key ids ('GMB1' | nonce | tag | ciphertext). */
function sealV1(master: Buffer, institutionId: number, objectKey: string, plaintext: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tenantKey(master, institutionId), nonce);
  cipher.setAAD(Buffer.from(objectKey));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from('GMB1'), nonce, cipher.getAuthTag(), body]);
}

const sealedWith = async (key: string) => sealedKeyId((await env.deps.ports.blob.get(key))!);

describe('rotating BLOB_KEY', () => {
  it('reads old images with BLOB_KEY_PREVIOUS, re-seals them under the new key in a job, then needs only the new key', async () => {
    const recent = await store('sealed with A');
    const legacy = await store('legacy layout');
    await env.deps.ports.blob.put(legacy, sealV1(A, hotel, legacy, Buffer.from('legacy layout')));
    const removed = await store('deleted before the rotation');
    await deleteBlob(env.deps, removed);
    expect(await sealedWith(recent)).toBe(blobKeyId(A));

    useKeys({ current: B, previous: [A] });
    expect((await readImage(env.deps, { key: recent, institution_id: hotel }))!.toString()).toBe('sealed with A');
    expect((await readImage(env.deps, { key: legacy, institution_id: hotel }))!.toString()).toBe('legacy layout');
    const fresh = await store('sealed with B');
    expect(await sealedWith(fresh)).toBe(blobKeyId(B));

    expect(await scheduleBlobReseal(env.deps)).toBe(true);
    for (let i = 0; i < 5; i++) await runDueJobs(env.deps, 10, [RESEAL_JOB]);
    const jobs = await jobsOf(env.db, RESEAL_JOB);
    expect(jobs.map(({ done, last_error }) => ({ done, last_error }))).toEqual([{ done: true, last_error: null }]);
    for (const key of [recent, legacy, fresh]) expect(await sealedWith(key)).toBe(blobKeyId(B));
    expect(await env.deps.ports.blob.get(removed)).toBeNull();

    useKeys({ current: B, previous: [] });
    expect((await readImage(env.deps, { key: legacy, institution_id: hotel }))!.toString()).toBe('legacy layout');
    expect((await resealBatch(env.deps, '')).resealed).toBe(0); // nothing left under an old key
  });
  it('counts an image no key opens and goes on with the others', async () => {
    useKeys({ current: B, previous: [] });
    const lost = await store('lost');
    await env.deps.ports.blob.put(lost, sealBlob(randomBytes(32), hotel, lost, Buffer.from('lost')));
    const other = await store('fine');
    await env.deps.ports.blob.put(other, sealBlob(A, hotel, other, Buffer.from('fine')));
    useKeys({ current: B, previous: [A] });
    const batch = await resealBatch(env.deps, '');
    expect(batch).toMatchObject({ next: null, resealed: 1, failed: 1 });
    expect(await sealedWith(other)).toBe(blobKeyId(B));
    expect(await scheduleBlobReseal({ ...env.deps, ports: { ...env.deps.ports, blobKeyring: { current: B, previous: [] } } })).toBe(false);
  });
});

describe('start-up sweep', () => {
  it('removes the *.tmp files of uploads a crash interrupted, nothing else', async () => {
    const key = await store('kept');
    const leaf = path.join(dataDir, 'blobs', key.slice(0, 2), key.slice(2, 4));
    writeFileSync(path.join(leaf, `${key}.a1b2c3d4e5f6.tmp`), 'half-written');
    mkdirSync(path.join(dataDir, 'blobs', 'zz', 'zz'), { recursive: true });
    writeFileSync(path.join(dataDir, 'blobs', 'zz', 'zz', 'zzzzzzzzzz.000000000000.tmp'), 'half-written');
    expect(await purgeTemporaryUploads(env.deps, Date.now() - 60_000)).toBe(0); // newer than the start: an upload's own
    expect(await purgeTemporaryUploads(env.deps, Date.now() + 1000)).toBe(2);
    expect(readdirSync(leaf)).toContain(key);
    expect(readdirSync(leaf).some((f) => f.endsWith('.tmp'))).toBe(false);
    expect((await readImage(env.deps, { key, institution_id: hotel }))!.toString()).toBe('kept');
  });
});
