import { randomBytes } from 'node:crypto';
import type { BlobKind } from '@gm/contracts/checkin';
import { blobKeyId, openBlob, sealBlob, sealedKeyId } from '../../adapters/blob/crypto';
import type { Db, Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import type { ProcessedImage } from './images';

/** Image blobs: metadata in the blobs table, sealed bytes in the blob store. Only this file touches them. */

export const PURGE_JOB = 'documents.purge-orphans';
/** Uploads no check-in used are deleted after this long (LGPD minimisation: documents kept only for a purpose). */
const ORPHAN_AGE_MS = 24 * 3600_000;
const PURGE_BATCH = 200;

export interface BlobRow {
  key: string;
  institution_id: number;
  booking_id: number | null;
  booking_person_id: number | null;
  kind: BlobKind;
  attached: boolean;
  uploaded_by_person: number | null;
}

function newBlobKey(): string {
  return randomBytes(24).toString('base64url');
}

export interface BlobOwner {
  institutionId: number;
  bookingId: number;
  personId: number | null;
  userId: number | null;
  uploaderPerson: number | null;
  indexFaces?: boolean;
}

/** Seals and stores the image, then records it; a failed insert removes the stored object. */
export async function storeImage(deps: AppDeps, owner: BlobOwner, kind: BlobKind, image: ProcessedImage): Promise<string> {
  const key = newBlobKey();
  const store = deps.ports.blob;
  await store.put(key, sealBlob(deps.ports.blobKeyring.current, owner.institutionId, key, image.data));
  try {
    await deps.db.query(
      `INSERT INTO blobs (key, institution_id, booking_id, booking_person_id, kind, size_bytes, width, height, store,
                          uploaded_by_user, uploaded_by_person, index_faces)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        key,
        owner.institutionId,
        owner.bookingId,
        owner.personId,
        kind,
        image.data.length,
        image.width,
        image.height,
        store.kind,
        owner.userId,
        owner.uploaderPerson,
        owner.indexFaces === true,
      ],
    );
    await enqueueJob(deps.db, { kind: PURGE_JOB, dedupeKey: 'orphans', runInMs: ORPHAN_AGE_MS });
  } catch (error) {
    await store.delete(key).catch(() => {});
    throw error;
  }
  return key;
}

/** One image of a check-in already completed (the demo's history): stored and attached to its person at once. */
export interface AttachedImage {
  institutionId: number;
  bookingId: number;
  personId: number;
  kind: BlobKind;
  image: ProcessedImage;
  /** When the guest uploaded it (created_at and attached_at). */
  at: Date;
}

/**
 * Objects written at once while storing many images: as many as libuv's default thread pool runs file operations
 * side by side (4); more only queue there (3,000 puts on this 2-core machine: 3.1 s at 4, 5.2 s at 16, 9.8 s at 64).
 */
const PUT_PARALLEL = 4;

/**
 * Stores many images of completed check-ins in one go (seed/living-demo.ts): each sealed under its hotel's key and
 * its own object key exactly as storeImage seals an upload, put in the blob store, then recorded with one insert
 * per batch, already attached (the orphan purge never takes them). Returns the new keys in input order. When the
 * insert fails the stored objects are removed; when a later step of the caller's transaction fails, the caller
 * removes them with deleteStoredObjects.
 */
export async function storeAttachedImages(
  db: Queryable,
  ports: Pick<AppDeps['ports'], 'blob' | 'blobKeyring'>,
  images: readonly AttachedImage[],
): Promise<string[]> {
  const keys = images.map(() => newBlobKey());
  const store = ports.blob;
  try {
    for (let i = 0; i < images.length; i += PUT_PARALLEL) {
      await Promise.all(
        images.slice(i, i + PUT_PARALLEL).map((img, j) => {
          const key = keys[i + j]!;
          return store.put(key, sealBlob(ports.blobKeyring.current, img.institutionId, key, img.image.data));
        }),
      );
    }
    const BATCH = 5000;
    for (let i = 0; i < images.length; i += BATCH) {
      const part = images.slice(i, i + BATCH);
      await db.query(
        `INSERT INTO blobs (key, institution_id, booking_id, booking_person_id, kind, size_bytes, width, height, store, uploaded_by_person,
                            created_at, attached_at)
         SELECT k, ins, b, p, kind, size, w, h, $9, p, at, at
           FROM unnest($1::text[], $2::int[], $3::bigint[], $4::bigint[], $5::text[], $6::int[], $7::int[], $8::int[], $10::timestamptz[])
                AS x(k, ins, b, p, kind, size, w, h, at)`,
        [
          keys.slice(i, i + BATCH),
          part.map((x) => x.institutionId),
          part.map((x) => x.bookingId),
          part.map((x) => x.personId),
          part.map((x) => x.kind),
          part.map((x) => x.image.data.length),
          part.map((x) => x.image.width),
          part.map((x) => x.image.height),
          store.kind,
          part.map((x) => x.at.toISOString()),
        ],
      );
    }
  } catch (error) {
    await deleteStoredObjects(ports, keys);
    throw error;
  }
  return keys;
}

/** Removes stored objects whose rows were never committed (best effort: a missing object is not an error). */
export async function deleteStoredObjects(ports: Pick<AppDeps['ports'], 'blob'>, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += PUT_PARALLEL) {
    await Promise.all(keys.slice(i, i + PUT_PARALLEL).map((k) => ports.blob.delete(k).catch(() => {})));
  }
}

const ROW = `key, institution_id, booking_id, booking_person_id, kind, attached_at IS NOT NULL AS attached, uploaded_by_person`;

export async function blobByKey(db: Queryable, key: string): Promise<BlobRow | null> {
  const { rows } = await db.query<BlobRow>(`SELECT ${ROW} FROM blobs WHERE key = $1 AND deleted_at IS NULL`, [key]);
  return rows[0] ?? null;
}

/** The live blobs among keys that belong to a hotel's booking (for a check-in to use). */
export async function bookingBlobs(db: Queryable, institutionId: number, bookingId: number, keys: string[]): Promise<BlobRow[]> {
  if (!keys.length) return [];
  const { rows } = await db.query<BlobRow>(
    `SELECT ${ROW} FROM blobs WHERE key = ANY($1) AND institution_id = $2 AND booking_id = $3 AND deleted_at IS NULL`,
    [keys, institutionId, bookingId],
  );
  return rows;
}

export async function attachBlobs(db: Queryable, keys: string[], personId: number): Promise<void> {
  if (!keys.length) return;
  await db.query(`UPDATE blobs SET booking_person_id = $2, attached_at = now() WHERE key = ANY($1)`, [keys, personId]);
}

/** The decrypted JPEG, or null when the object is gone. */
export async function readImage(deps: AppDeps, blob: Pick<BlobRow, 'key' | 'institution_id'>): Promise<Buffer | null> {
  const sealed = await deps.ports.blob.get(blob.key);
  return sealed ? openBlob(deps.ports.blobKeyring, blob.institution_id, blob.key, sealed) : null;
}

export async function deleteBlob(deps: AppDeps, key: string): Promise<void> {
  await deps.db.query('UPDATE blobs SET deleted_at = now() WHERE key = $1 AND deleted_at IS NULL', [key]);
  await deps.ports.blob.delete(key);
}

/** Deletes unused uploads older than ORPHAN_AGE_MS; runs again soon while more remain. */
export async function purgeOrphans(deps: AppDeps, db: Db = deps.db): Promise<number> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM blobs WHERE attached_at IS NULL AND deleted_at IS NULL AND created_at < now() - make_interval(secs => $1)
      ORDER BY created_at LIMIT $2`,
    [ORPHAN_AGE_MS / 1000, PURGE_BATCH],
  );
  for (const r of rows) await deleteBlob(deps, r.key);
  return rows.length;
}

/** PURGE_JOB: deletes the old unused uploads, again soon while more remain. */
export const purgeOrphansJob: JobHandler = async (deps) => {
  const n = await purgeOrphans(deps);
  if (n === PURGE_BATCH) return { retryInMs: 1000 };
};

export const RESEAL_JOB = 'documents.reseal';
const RESEAL_BATCH = 100;

/**
 * Key rotation (0022): re-seals, under the current BLOB_KEY, the images of the next batch after `after` (key
 * order) that an older key sealed. Returns the cursor of the next batch, null at the end.
 */
export async function resealBatch(
  deps: AppDeps,
  after: string,
  limit = RESEAL_BATCH,
): Promise<{ next: string | null; resealed: number; failed: number }> {
  const ring = deps.ports.blobKeyring;
  const currentId = blobKeyId(ring.current);
  const store = deps.ports.blob;
  const { rows } = await deps.db.query<{ key: string; institution_id: number }>(
    'SELECT key, institution_id FROM blobs WHERE key > $1 AND deleted_at IS NULL ORDER BY key LIMIT $2',
    [after, limit],
  );
  let resealed = 0;
  let failed = 0;
  for (const r of rows) {
    try {
      const sealed = await store.get(r.key);
      if (!sealed || sealedKeyId(sealed) === currentId) continue;
      await store.put(r.key, sealBlob(ring.current, r.institution_id, r.key, openBlob(ring, r.institution_id, r.key, sealed)));
      resealed++;
      // Deleted meanwhile (the guest's 'remove', the orphan purge): do not leave the object behind.
      if (!(await blobByKey(deps.db, r.key))) await store.delete(r.key);
    } catch (error) {
      // One unreadable object (unknown key, damaged) must not stop the pass; it is counted and logged.
      failed++;
      deps.log?.warn({ blob: r.key, err: (error as Error).message }, 'image not re-sealed');
    }
  }
  return { next: rows.length === limit ? rows.at(-1)!.key : null, resealed, failed };
}

/** At start, while BLOB_KEY_PREVIOUS is set: one pass over every image (one job for all server processes). */
export async function scheduleBlobReseal(deps: AppDeps): Promise<boolean> {
  if (deps.ports.blobKeyring.previous.length === 0) return false;
  await enqueueJob(deps.db, { kind: RESEAL_JOB, dedupeKey: 'reseal', payload: { after: '', resealed: 0 } });
  return true;
}

/** RESEAL_JOB: one batch of the re-seal pass, repeating with the cursor until the last. */
export const resealJob: JobHandler = async (deps, job) => {
  const batch = await resealBatch(deps, String(job.payload.after ?? ''));
  const resealed = Number(job.payload.resealed ?? 0) + batch.resealed;
  const failed = Number(job.payload.failed ?? 0) + batch.failed;
  if (batch.next !== null) return { repeatInMs: 0, payload: { after: batch.next, resealed, failed } };
  const key = blobKeyId(deps.ports.blobKeyring.current);
  if (failed) deps.log?.warn({ resealed, failed, key }, 'image re-seal finished with images no key opens: keep BLOB_KEY_PREVIOUS');
  else deps.log?.info({ resealed, key }, 'every image is sealed with the current BLOB_KEY: BLOB_KEY_PREVIOUS can be removed');
};
