import { describe, expect, it } from 'vitest';
import { revealBody, smtpPoolOptions, withPlaceholders } from './mail';

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

describe('SMTP_URL as pooled transport options', () => {
  it('pools five connections renewed after 100 messages, unless the URL says otherwise', () => {
    expect(smtpPoolOptions('smtp://user:p%40ss@mail.example:587')).toEqual({
      pool: true,
      maxConnections: 5,
      maxMessages: 100,
      secure: false,
      host: 'mail.example',
      port: 587,
      auth: { user: 'user', pass: 'p@ss' },
    });
    expect(smtpPoolOptions('smtps://mail.example?maxConnections=2&maxMessages=500&pool=false')).toMatchObject({
      pool: true,
      secure: true,
      maxConnections: 2,
      maxMessages: 500,
    });
  });
});
