import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderClosedToOthers } from './embedded';

const top = mkdtempSync(path.join(os.tmpdir(), 'gm-closed-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

describe('folderClosedToOthers (the embedded PostgreSQL run as root)', () => {
  it('names the first folder above a path that others cannot enter', () => {
    const inner = path.join(top, 'a', 'b');
    mkdirSync(inner, { recursive: true });
    chmodSync(top, 0o700);
    chmodSync(path.join(top, 'a'), 0o755);
    expect(folderClosedToOthers([inner])).toBe(top);
  });
  it('passes folders open to others', () => {
    chmodSync(top, 0o755);
    const inner = path.join(top, 'a', 'b');
    const closed = folderClosedToOthers([inner]);
    // Nothing at or below top is closed now (os.tmpdir() above it is open on any usual machine).
    expect(closed === null || !closed.startsWith(top)).toBe(true);
  });
});
