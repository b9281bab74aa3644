import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { openBlob, sealBlob } from '../src/adapters/blob/crypto';
import { S3BlobStore } from '../src/adapters/blob/s3';

/**
 * The S3 blob store against s3rver, an S3-compatible server started here on loopback (buckets, objects, S3's
 * answers and errors). s3rver checks only the access key id of a SigV4 request, not its signature, so a front on
 * loopback checks each request first with AWS's own signer (@smithy/signature-v4, an implementation independent
 * of aws4fetch): the signature, and the signed payload hash against the body. Credentials: S3RVER / S3RVER.
 */

const directory = mkdtempSync(path.join(os.tmpdir(), 'gm-s3rver-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'guest-docs', configs: [] }] });
const { port: s3rverPort } = await s3.run();
const SECRETS: Record<string, string> = { S3RVER: 'S3RVER' };
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

/** Why the request is refused (S3's error code), or null when its signature and payload hash hold. */
async function refusal(req: http.IncomingMessage, body: Buffer): Promise<string | null> {
  const auth = AUTH.exec(String(req.headers.authorization ?? ''));
  if (!auth) return 'AccessDenied';
  const [, accessKeyId, region, signedList] = auth as unknown as [string, string, string, string];
  const secretAccessKey = SECRETS[accessKeyId];
  if (!secretAccessKey) return 'InvalidAccessKeyId';
  if (req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) return 'XAmzContentSHA256Mismatch';
  const signed = signedList.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-content-sha256')) return 'AccessDenied';
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const when = String(req.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });
  const expected = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(signed.map((name) => [name, String(req.headers[name])])),
    },
    { signingDate: new Date(when) },
  );
  return expected.headers.authorization === req.headers.authorization ? null : 'SignatureDoesNotMatch';
}

const seen: { method: string; path: string; refused: string | null }[] = [];
const front = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const refused = await refusal(req, body);
  seen.push({ method: req.method!, path: new URL(req.url ?? '/', 'http://x').pathname, refused });
  if (refused) {
    res.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>${refused}</Code></Error>`);
    return;
  }
  const headers = Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name));
  const upstream = await fetch(`http://127.0.0.1:${s3rverPort}${req.url}`, {
    method: req.method,
    headers: headers as [string, string][],
    body: body.length > 0 ? body : undefined,
  });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
});
await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', () => resolve()));
afterAll(async () => {
  await new Promise<void>((resolve) => front.close(() => resolve()));
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});
const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
const cfg = {
  endpoint,
  bucket: 'guest-docs',
  region: 'sa-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  prefix: 'blobs/',
  timeoutMs: 5000,
};
/** A second client, to look at the bucket the way another S3 tool would. */
const raw = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'sa-east-1', service: 's3', retries: 0 });

describe('S3BlobStore against an S3-compatible server (s3rver)', () => {
  const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const master = Buffer.alloc(32, 9);

  it('puts, gets and deletes sealed objects under the prefix (path style)', async () => {
    const store = new S3BlobStore(cfg);
    const sealed = sealBlob(master, 1, key, Buffer.from('jpeg bytes'));
    await store.put(key, sealed);
    const objectUrl = `${endpoint}/guest-docs/blobs/${key}`;
    expect((await raw.fetch(objectUrl)).status).toBe(403); // aws4fetch's default UNSIGNED-PAYLOAD: this peer wants the hash
    const stored = await raw.fetch(objectUrl, { headers: { 'x-amz-content-sha256': createHash('sha256').update('').digest('hex') } });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(sealed)).toBe(true);
    const back = await store.get(key);
    expect(openBlob(master, 1, key, back!).toString()).toBe('jpeg bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    const mine = seen.filter((r) => r.path === `/guest-docs/blobs/${key}`);
    expect(mine.map((r) => r.method)).toEqual(['PUT', 'GET', 'GET', 'GET', 'DELETE', 'GET', 'DELETE']);
    expect(mine.map((r) => r.refused)).toEqual([null, 'XAmzContentSHA256Mismatch', null, null, null, null, null]);
  });

  it('keeps binary bodies byte for byte, overwriting on a second put', async () => {
    const store = new S3BlobStore({ ...cfg, endpoint: `${endpoint}/` });
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put('binary-object-1', Buffer.from('first'));
    await store.put('binary-object-1', bytes);
    expect((await store.get('binary-object-1'))!.equals(bytes)).toBe(true);
    expect(seen.filter((r) => r.path.endsWith('/binary-object-1')).every((r) => r.refused === null)).toBe(true);
  });

  it('answers null for an object that is not there, and an error when the bucket is refused', async () => {
    expect(await new S3BlobStore(cfg).get('never-stored-1')).toBeNull();
    await expect(new S3BlobStore({ ...cfg, bucket: 'other-bucket' }).put('some-object-1', Buffer.from('x'))).rejects.toThrow(
      /S3 PUT failed: 404/,
    );
  });

  it('surfaces a refused signature as an error (wrong secret, unknown key id)', async () => {
    await expect(new S3BlobStore({ ...cfg, secretAccessKey: 'wrong' }).put(key, Buffer.from('x'))).rejects.toThrow(/S3 PUT failed: 403/);
    await expect(new S3BlobStore({ ...cfg, accessKeyId: 'NOBODY' }).get(key)).rejects.toThrow(/S3 GET failed: 403/);
    expect(seen.slice(-2).map((r) => r.refused)).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId']);
  });

  it('refuses keys that are not blob keys before any request', async () => {
    await expect(new S3BlobStore(cfg).get('../../etc/passwd')).rejects.toThrow(/invalid blob key/);
  });
});

describe('AES-256-GCM sealing', () => {
  const master = Buffer.alloc(32, 3);
  it('opens only under the same hotel and key, and detects tampering', () => {
    const sealed = sealBlob(master, 5, 'key-aaaaaaaa', Buffer.from('secret image'));
    expect(openBlob(master, 5, 'key-aaaaaaaa', sealed).toString()).toBe('secret image');
    expect(() => openBlob(master, 6, 'key-aaaaaaaa', sealed)).toThrow();
    expect(() => openBlob(master, 5, 'key-bbbbbbbb', sealed)).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => openBlob(master, 5, 'key-aaaaaaaa', tampered)).toThrow();
    expect(sealBlob(master, 5, 'key-aaaaaaaa', Buffer.from('secret image')).equals(sealed)).toBe(false);
  });
});
