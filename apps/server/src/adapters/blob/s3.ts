import type { S3Config } from '../../platform/config';
import type { BlobStore } from './port';
import { sha256Hex, signRequest } from './sigv4';

class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An S3-compatible bucket over plain HTTP(S) with SigV4 (PUT, GET, DELETE of single objects). */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;

  constructor(private readonly cfg: S3Config) {}

  private urlOf(key: string): URL {
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(key)) throw new Error('invalid blob key');
    const object = `${this.cfg.prefix}${key}`;
    const base = new URL(this.cfg.endpoint);
    if (this.cfg.forcePathStyle) return new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}/${this.cfg.bucket}/${object}`);
    return new URL(`${base.protocol}//${this.cfg.bucket}.${base.host}${base.pathname.replace(/\/$/, '')}/${object}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const url = this.urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signRequest(
      { method, url, payloadHash, headers: body ? { 'content-type': 'application/octet-stream' } : {} },
      { accessKeyId: this.cfg.accessKeyId, secretAccessKey: this.cfg.secretAccessKey, region: this.cfg.region, service: 's3' },
    );
    delete headers.host;
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(this.cfg.timeoutMs) });
  }

  async put(key: string, data: Buffer): Promise<void> {
    const r = await this.send('PUT', key, data);
    if (!r.ok) throw new S3Error(r.status, `S3 PUT failed: ${r.status}`);
    await r.arrayBuffer().catch(() => undefined);
  }

  async get(key: string): Promise<Buffer | null> {
    const r = await this.send('GET', key);
    if (r.status === 404) {
      await r.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!r.ok) throw new S3Error(r.status, `S3 GET failed: ${r.status}`);
    return Buffer.from(await r.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const r = await this.send('DELETE', key);
    await r.arrayBuffer().catch(() => undefined);
    if (!r.ok && r.status !== 404) throw new S3Error(r.status, `S3 DELETE failed: ${r.status}`);
  }
}
