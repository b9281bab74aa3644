import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBundle, setLanguage } from '../../i18n/engine';
import appPt from '../../i18n/pt.json';
import en from './i18n/en.json';
import pt from './i18n/pt.json';
import { PaymentOverlay } from './payment-overlay';

// The success overlay's redirect text (spec section 9: it says 5 seconds) only where the screen moves on after it.

beforeAll(() => {
  addBundle('pt', appPt);
  addBundle('pt', pt);
  addBundle('en', en);
  setLanguage('pt');
});

const success = { phase: 'success' as const, op: 'charge' as const, key: 'k', message: 'Pagamento autorizado com sucesso.' };
const html = (redirects?: boolean) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PaymentOverlay state={success} redirects={redirects} />
    </MantineProvider>,
  );

describe('the payment success overlay', () => {
  it('says the guest is redirected in 5 seconds when the screen moves on, and nothing of it otherwise', () => {
    expect(html(true)).toContain('Você será redirecionado em 5 segundos.');
    expect(html(false)).not.toContain('redirecionado');
    setLanguage('en');
    expect(html(true)).toContain('You will be redirected in 5 seconds.');
    setLanguage('pt');
  });
});
