import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../platform/config';
import type { BlobStore } from './port';

class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An S3-compatible bucket over plain HTTP(S) (PUT, GET, DELETE of single objects), signed with SigV4 by aws4fetch
 * (decision 0032). The payload's SHA-256 is signed too (x-amz-content-sha256), not UNSIGNED-PAYLOAD, so a body
 * altered on the way is refused even over plain HTTP. aws4fetch retries a 5xx or 429 answer twice with a short
 * backoff; S3_TIMEOUT_MS bounds the whole call.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;

  constructor(private readonly cfg: S3Config) {
    this.client = new AwsClient({
      accessKeyId: cfg.accessKeyId,
      secretAccessKey: cfg.secretAccessKey,
      region: cfg.region,
      service: 's3',
      retries: 2,
    });
  }

  private urlOf(key: string): URL {
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(key)) throw new Error('invalid blob key');
    const object = `${this.cfg.prefix}${key}`;
    const base = new URL(this.cfg.endpoint);
    if (this.cfg.forcePathStyle) return new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}/${this.cfg.bucket}/${object}`);
    return new URL(`${base.protocol}//${this.cfg.bucket}.${base.host}${base.pathname.replace(/\/$/, '')}/${object}`);
  }

  private send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const url = this.urlOf(key);
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (body) headers['content-type'] = 'application/octet-stream';
    return this.client.fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(this.cfg.timeoutMs),
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    const r = await this.send('PUT', key, data);
    await r.arrayBuffer().catch(() => undefined);
    if (!r.ok) throw new S3Error(r.status, `S3 PUT failed: ${r.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const r = await this.send('GET', key);
    if (r.status === 404) {
      await r.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!r.ok) {
      await r.arrayBuffer().catch(() => undefined);
      throw new S3Error(r.status, `S3 GET failed: ${r.status}`);
    }
    return Buffer.from(await r.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const r = await this.send('DELETE', key);
    await r.arrayBuffer().catch(() => undefined);
    if (!r.ok && r.status !== 404) throw new S3Error(r.status, `S3 DELETE failed: ${r.status}`);
  }
}
