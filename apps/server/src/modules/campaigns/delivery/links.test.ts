import { describe, expect, it } from 'vitest';
import { classifySmtpError } from '../../../adapters/marketing-mail/marketing-mail';
import { plainTextOf, rowLinks, trackHtml } from './links';
import { signRow, signTarget, verifyRow, verifyTarget } from './signing';
import { maskAddress } from './unsubscribe';

const secret = new TextEncoder().encode('unit-test-secret-0123456789abcdef');
const other = new TextEncoder().encode('another-secret-0123456789abcdef00');
const base = 'https://app.test';

describe('row tokens', () => {
  it('verify only with the same secret, purpose, row and hotel', () => {
    const t = signRow(secret, 'open', 12345, 7);
    expect(verifyRow(secret, 'open', t)).toEqual({ emailId: 12345, institutionId: 7 });
    expect(verifyRow(secret, 'click', t)).toBeNull();
    expect(verifyRow(other, 'open', t)).toBeNull();
    const [id, , sig] = t.split('.');
    expect(verifyRow(secret, 'open', `${id}.8.${sig}`)).toBeNull();
    expect(verifyRow(secret, 'open', `${t}x`)).toBeNull();
    expect(verifyRow(secret, 'open', '')).toBeNull();
    expect(verifyRow(secret, 'open', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzz.1.AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
  });

  it('sign a redirect target with its row: another target or row fails', () => {
    const row = signRow(secret, 'click', 1, 1);
    const s = signTarget(secret, row, 'https://example.com/a');
    expect(verifyTarget(secret, row, 'https://example.com/a', s)).toBe(true);
    expect(verifyTarget(secret, row, 'https://example.com/b', s)).toBe(false);
    expect(verifyTarget(secret, signRow(secret, 'click', 2, 1), 'https://example.com/a', s)).toBe(false);
    expect(verifyTarget(secret, row, 'https://example.com/a', 'short')).toBe(false);
  });
});

describe('tracking a mail', () => {
  const links = rowLinks(base, secret, 42, 3);
  const html =
    '<html><body><a href="https://x.test/p?a=1&amp;b=2">Oferta</a> <a href="mailto:r@x.test">Mail</a> ' +
    `<a href="${links.unsubscribeUrl}">Sair</a> <a href="#top">Topo</a></body></html>`;
  const tracked = trackHtml(html, base, secret, links);

  it('redirects http(s) links through a signed address, keeps the rest and the unsubscribe link, adds the pixel', () => {
    const m = /href="https:\/\/app\.test\/t\/c\/([^?]+)\?u=([^&]+)&amp;s=([\w-]{22})"/.exec(tracked)!;
    expect(decodeURIComponent(m[2]!)).toBe('https://x.test/p?a=1&b=2');
    expect(verifyTarget(secret, m[1]!, 'https://x.test/p?a=1&b=2', m[3]!)).toBe(true);
    expect(tracked).toContain('href="mailto:r@x.test"');
    expect(tracked).toContain(`href="${links.unsubscribeUrl}"`);
    expect(tracked).toContain('href="#top"');
    expect(tracked).toMatch(/<img src="https:\/\/app\.test\/t\/o\/[^"]+\.gif" width="1" height="1" alt=""[^>]*\/><\/body>/);
  });

  it('writes a plain-text part with the links in brackets', () => {
    expect(plainTextOf('<style>p{}</style><p>Olá &amp; bem-vindo</p><a href="https://x.test">Ver</a>')).toBe(
      'Olá & bem-vindo\nVer [https://x.test]',
    );
  });
});

describe('the unsubscribe page and the SMTP refusals', () => {
  it('masks the address', () => {
    expect(maskAddress('maria.silva@gmail.com')).toBe('ma***@g***.com');
    expect(maskAddress('a@b')).toBe('a***@b***');
  });

  it('classifies refusals: 5xx at RCPT is a hard bounce, 4xx is temporary, a broken DATA is unknown', () => {
    expect(classifySmtpError(Object.assign(new Error('x'), { responseCode: 550, command: 'RCPT TO' }))).toMatchObject({
      kind: 'permanent',
      recipientRejected: true,
    });
    expect(classifySmtpError(Object.assign(new Error('x'), { responseCode: 554, command: 'DATA' }))).toMatchObject({
      kind: 'permanent',
      recipientRejected: false,
    });
    expect(classifySmtpError(Object.assign(new Error('x'), { responseCode: 421, command: 'MAIL FROM' })).kind).toBe('transient');
    expect(classifySmtpError(Object.assign(new Error('x'), { command: 'CONN' })).kind).toBe('transient');
    expect(classifySmtpError(Object.assign(new Error('x'), { command: 'DATA' })).kind).toBe('unknown');
    expect(classifySmtpError(new Error('socket hang up')).kind).toBe('unknown');
  });
});
