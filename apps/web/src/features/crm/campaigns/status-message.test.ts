import { describe, expect, it } from 'vitest';
import { formatRate, listStatusMessage } from './status-message';

describe('the campaign list status message', () => {
  it('cuts at the first blank line', () => {
    expect(listStatusMessage('Enviada a 120 hóspedes.\n\nDetalhes: 3 falhas')).toBe('Enviada a 120 hóspedes.');
    expect(listStatusMessage('Linha um\r\n\r\nLinha dois')).toBe('Linha um');
    expect(listStatusMessage('Linha um\n  \nLinha dois')).toBe('Linha um');
  });
  it('keeps single line breaks', () => {
    expect(listStatusMessage('Linha um\nLinha dois')).toBe('Linha um\nLinha dois');
  });
  it('cuts at 200 characters, counting an emoji as one', () => {
    const long = `${'a'.repeat(199)}😀bcd`;
    expect(listStatusMessage(long)).toBe(`${'a'.repeat(199)}😀…`);
    expect(listStatusMessage('x'.repeat(200))).toBe('x'.repeat(200));
    expect(listStatusMessage('')).toBe('');
  });
  it('takes whichever comes first', () => {
    expect(listStatusMessage(`${'b'.repeat(250)}\n\nfim`)).toHaveLength(201);
    expect(listStatusMessage(`curta\n\n${'c'.repeat(300)}`)).toBe('curta');
  });
  it('formats rates', () => {
    expect(formatRate(0.6667, 'pt-BR')).toBe('66,7%');
    expect(formatRate(null, 'en')).toBe('–');
  });
});
