/**
 * The blob store port: where uploaded images live. The filesystem under DATA_DIR/blobs by default; an
 * S3-compatible bucket with BLOB_STORE=s3 (several server processes share it; platform/config.ts). Bytes arrive already
 * encrypted (crypto.ts); the store never sees a plaintext image.
 */
export interface BlobStore {
  readonly kind: 'fs' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
