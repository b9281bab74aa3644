import { describe, expect, it } from 'vitest';
import { bootScript, type GuestBoot, readBoot } from './boot';

describe('the boot data of a server-rendered guest page', () => {
  const boot = {
    h: 'hotel-demo',
    locale: 'pt',
    theme: null,
    reply: {
      status: 1,
      tipo: 'h',
      h: 'hotel-demo',
      r: null,
      contextIns: { nomeIns: 'Hotel </script><script>alert(1)</script> & Spa', jwtContexto: 't' },
    },
  } as unknown as GuestBoot;

  it('cannot be closed by a value, and reads back the same', () => {
    const html = bootScript(boot);
    const inner = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(inner)).toEqual(boot);
  });

  it('reads a page rendered without a link, and nothing that is neither', () => {
    const doc = (json: string) => ({ getElementById: () => ({ textContent: json }) }) as unknown as Document;
    const bare = { h: null, locale: 'en', theme: null, reply: null };
    expect(readBoot(doc(JSON.stringify(bare)))).toEqual(bare);
    expect(readBoot(doc(JSON.stringify(boot)))).toEqual(boot);
    expect(readBoot(doc(JSON.stringify({ ...bare, h: 'hotel-demo' })))).toBeNull();
    expect(readBoot(doc(JSON.stringify({ ...boot, h: null })))).toBeNull();
    expect(readBoot(doc(JSON.stringify({ ...bare, locale: undefined })))).toBeNull();
    expect(readBoot(doc('{'))).toBeNull();
  });
});
