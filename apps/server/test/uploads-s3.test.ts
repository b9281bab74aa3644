import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openBlob, sealBlob } from '../src/adapters/blob/crypto';
import { S3BlobStore } from '../src/adapters/blob/s3';
import { signRequest } from '../src/adapters/blob/sigv4';

/**
 * The S3 client: SigV4 checked against AWS's published examples, then PUT/GET/DELETE against a local fake
 * S3 server that re-verifies every request's signature and payload hash.
 */

describe('SigV4 signer against the AWS documentation examples', () => {
  const cred = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 's3',
  };
  const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  const when = new Date('2013-05-24T00:00:00Z');

  it('GET Object with a Range header', () => {
    const h = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: EMPTY,
      },
      cred,
      when,
    );
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('GET Bucket (list objects) with a query string', () => {
    const h = signRequest(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), payloadHash: EMPTY },
      cred,
      when,
    );
    expect(h.authorization).toContain('Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

interface Stored {
  [path: string]: Buffer;
}

function fakeS3(secretAccessKey: string) {
  const objects: Stored = {};
  const seen: { method: string; path: string; ok: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const auth = String(req.headers.authorization ?? '');
      const m =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(
          auth,
        );
      const hash = createHash('sha256').update(body).digest('hex');
      let ok = !!m && req.headers['x-amz-content-sha256'] === hash;
      if (ok) {
        const signed = m![3]!.split(';');
        const headers = Object.fromEntries(signed.filter((n) => n !== 'host').map((n) => [n, String(req.headers[n])]));
        const date = new Date(
          String(req.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
        );
        const expected = signRequest(
          {
            method: req.method!,
            url,
            headers: Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith('x-amz-'))),
            payloadHash: hash,
          },
          { accessKeyId: m![1]!, secretAccessKey, region: m![2]!, service: 's3' },
          date,
        );
        ok = expected.authorization === auth && signed.includes('host');
      }
      seen.push({ method: req.method!, path: url.pathname, ok });
      if (!ok) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects[url.pathname] = body;
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects[url.pathname];
        if (o) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(o);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        delete objects[url.pathname];
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, seen };
}

const fake = fakeS3('fake-secret');
await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));
const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
const cfg = {
  endpoint,
  bucket: 'guest-docs',
  region: 'sa-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'fake-secret',
  forcePathStyle: true,
  prefix: 'blobs/',
  timeoutMs: 5000,
};

describe('S3BlobStore against a fake S3 server', () => {
  const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const master = Buffer.alloc(32, 9);

  it('puts, gets and deletes sealed objects with valid signatures (path style)', async () => {
    const store = new S3BlobStore(cfg);
    const sealed = sealBlob(master, 1, key, Buffer.from('jpeg bytes'));
    await store.put(key, sealed);
    expect(fake.objects[`/guest-docs/blobs/${key}`]).toEqual(sealed);
    const back = await store.get(key);
    expect(openBlob(master, 1, key, back!).toString()).toBe('jpeg bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(fake.seen.every((s) => s.ok)).toBe(true);
    expect(fake.seen.map((s) => s.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('surfaces a refused signature as an error (wrong secret)', async () => {
    const store = new S3BlobStore({ ...cfg, secretAccessKey: 'wrong' });
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/S3 PUT failed: 403/);
  });

  it('refuses keys that are not blob keys', async () => {
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
