import { describe, expect, it } from 'vitest';
import { revealBody, withPlaceholders } from './mail';

describe('mail secrets at rest', () => {
  const token = 'Abc_def-123';
  const text = `Open http://x/reset-password?token=${token}&locale=pt (again: ${token})`;

  it('stores numbered placeholders instead of the secrets', () => {
    const stored = withPlaceholders(text, [token]);
    expect(stored).toBe('Open http://x/reset-password?token=[[secret:1]]&locale=pt (again: [[secret:1]])');
    expect(withPlaceholders('code 1234, link abc', ['abc', '1234'])).toBe('code [[secret:2]], link [[secret:1]]');
    expect(withPlaceholders(text, [])).toBe(text);
  });
  it('fills them for a reader with the kept secrets, else with the marker', () => {
    const stored = withPlaceholders(text, [token]);
    expect(revealBody(stored, 1, [token], '[hidden]')).toBe(text);
    expect(revealBody(stored, 1, null, '[hidden]')).toBe('Open http://x/reset-password?token=[hidden]&locale=pt (again: [hidden])');
  });
  it('leaves look-alike text alone in a mail that had no secrets (feedback is free text)', () => {
    expect(revealBody('please see [[secret:1]]', 0, null, '[hidden]')).toBe('please see [[secret:1]]');
  });
});
