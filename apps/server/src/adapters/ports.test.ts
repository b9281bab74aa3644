import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/pool';
import { loadConfig } from '../platform/config';
import type { MailPort } from './mail/mail';
import { buildPorts } from './ports';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-ports-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// A pool that never connects: building the ports opens no connection.
const db = createPool('postgres://nobody@127.0.0.1:9/none', 1);
afterAll(() => db.end());
const KEY = 'b'.repeat(64);

describe('buildPorts', () => {
  it('builds the sandboxes by default, with a demo image key kept in DATA_DIR', () => {
    const ports = buildPorts(loadConfig({ DATA_DIR: dataDir }), db);
    expect(ports.acquirer.name).toBe('sandbox');
    expect(ports.blob.kind).toBe('fs');
    expect(ports.postalCode.source).toBe('sandbox');
    expect(ports.doorLock.mode).toBe('sandbox');
    expect(ports.doorLock.timings).toEqual({ timeoutMs: 10_000, attempts: 3, leaseMs: 30_000, pendingTimeoutMs: 60_000 });
    expect(buildPorts(loadConfig({ DATA_DIR: dataDir, DOOR_LOCK: 'connector' }), db).doorLock.mode).toBe('connector');
    expect(ports.blobKeyring.current).toHaveLength(32);
    expect(buildPorts(loadConfig({ DATA_DIR: dataDir }), db).blobKeyring.current.equals(ports.blobKeyring.current)).toBe(true);
  });

  it('builds what the configuration names, and keeps the ports it is given', () => {
    const mail: MailPort = { send: async () => {}, close: async () => {} };
    const ports = buildPorts(
      loadConfig({
        DATA_DIR: dataDir,
        BLOB_KEY: KEY,
        BLOB_STORE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        ACQUIRER: 'cielo',
        CIELO_MERCHANT_ID: 'm',
        CIELO_MERCHANT_KEY: 'mk',
        POSTAL_CODE_PROVIDER: 'viacep',
      }),
      db,
      { mail },
    );
    expect(ports.acquirer.name).toBe('cielo');
    expect(ports.blob.kind).toBe('s3');
    expect(ports.postalCode.source).toBe('viacep');
    expect(ports.blobKeyring.current.toString('hex')).toBe(KEY);
    expect(ports.mail).toBe(mail);
  });

  it('refuses an image key file it cannot read, in one line', () => {
    expect(() => buildPorts(loadConfig({ DATA_DIR: dataDir, BLOB_KEY_FILE: path.join(dataDir, 'missing') }), db)).toThrow(
      /^BLOB_KEY_FILE \(.*missing\) cannot be read: ENOENT/,
    );
  });
});
