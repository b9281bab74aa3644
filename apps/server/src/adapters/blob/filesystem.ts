import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './port';

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

  /**
   * Removes the *.tmp files of writes a crash interrupted: those last written before `before` (the server's
   * start, so a sweep running beside new uploads never takes theirs; one server process per filesystem store,
   * several share S3). Walks the two fan-out levels; returns how many were removed.
   */
  async purgeTemporary(before = Number.POSITIVE_INFINITY): Promise<number> {
    const list = async (dir: string) => readdir(dir, { withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const a of await list(this.dir)) {
      if (!a.isDirectory()) continue;
      for (const b of await list(path.join(this.dir, a.name))) {
        if (!b.isDirectory()) continue;
        const leaf = path.join(this.dir, a.name, b.name);
        for (const f of await list(leaf)) {
          if (!f.isFile() || !f.name.endsWith('.tmp')) continue;
          const file = path.join(leaf, f.name);
          const mtime = await stat(file).then(
            (st) => st.mtimeMs,
            () => null,
          );
          if (mtime === null || mtime >= before) continue;
          await rm(file, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }
}
