import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './blob';

const KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;

/** Blobs as files under a directory, fanned out by the key's first characters; writes are atomic (rename). */
export class FsBlobStore implements BlobStore {
  readonly kind = 'fs' as const;

  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error('invalid blob key');
    return path.join(this.dir, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
