import type { GuestEmail } from '@gm/contracts/crm/deliverability-replies';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addBundle, setLanguage } from '../../../../i18n/engine';
import en from '../i18n/en.json';
import pt from '../i18n/pt.json';
import { GuestTimeline, mailEntries } from './timeline';

vi.mock('../../../../lib/session/use-hotel-time-zone', () => ({ useHotelTimeZone: () => 'America/Sao_Paulo' }));

// The profile timeline shows the campaign e-mails a guest received, opened, clicked, or that bounced (decision 0061).

beforeAll(() => {
  addBundle('pt', pt);
  addBundle('en', en);
  setLanguage('pt');
});

const mail = (over: Partial<GuestEmail>): GuestEmail => ({
  id: 1,
  campaignId: 7,
  campaignName: 'Volte em março',
  destination: 'ana@example.org',
  status: 'delivered',
  statusMessage: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveredAt: '2026-03-01T10:00:05.000Z',
  firstViewedAt: null,
  lastViewedAt: null,
  views: 0,
  visitedAt: null,
  clicks: 0,
  failedAt: null,
  bounceKind: null,
  ...over,
});

const opened = mail({
  firstViewedAt: '2026-03-01T12:00:00.000Z',
  lastViewedAt: '2026-03-02T09:00:00.000Z',
  views: 3,
  visitedAt: '2026-03-01T12:01:00.000Z',
  clicks: 1,
});
const bounced = mail({
  id: 2,
  campaignName: 'Aniversário',
  status: 'failed',
  failedAt: '2026-03-05T10:00:00.000Z',
  bounceKind: 'hard',
  statusMessage: '550 5.1.1 User unknown',
});
const queued = mail({ id: 3, status: 'queued', deliveredAt: null });

describe('mailEntries', () => {
  it('gives each e-mail its moments: sent, first opened, first clicked, failed; a queued one none', () => {
    expect(mailEntries([opened, bounced, queued]).map((e) => [e.kind, e.email.id, e.at])).toEqual([
      ['emailSent', 1, '2026-03-01T10:00:05.000Z'],
      ['emailOpened', 1, '2026-03-01T12:00:00.000Z'],
      ['emailClicked', 1, '2026-03-01T12:01:00.000Z'],
      ['emailSent', 2, '2026-03-01T10:00:05.000Z'],
      ['emailFailed', 2, '2026-03-05T10:00:00.000Z'],
    ]);
  });
});

describe('GuestTimeline with e-mails', () => {
  const html = () =>
    renderToStaticMarkup(
      <MantineProvider>
        <GuestTimeline
          entries={[
            {
              at: '2026-03-03T00:00:00.000Z',
              kind: 'stay',
              bookingId: 9,
              voucher: 'V9',
              checkIn: '2026-03-03',
              checkOut: '2026-03-05',
              status: 'O',
              amountCents: null,
              nps: null,
              detail: null,
            },
          ]}
          emails={[opened, bounced]}
        />
      </MantineProvider>,
    );

  it('shows the e-mails among the stays, newest first, with the campaign name, opens, clicks and the bounce', () => {
    const out = html();
    const kinds = [...out.matchAll(/data-kind="([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual(['emailFailed', 'stay', 'emailClicked', 'emailOpened', 'emailSent', 'emailSent']);
    expect(out).toContain('E-mail não entregue');
    expect(out).toContain('Aniversário · endereço inválido · 550 5.1.1 User unknown');
    expect(out).toContain('Volte em março · Aberturas: 3');
    expect(out).toContain('Volte em março · Cliques: 1');
    expect(out).toContain('Link do e-mail clicado');
    setLanguage('en');
    expect(html()).toContain('E-mail opened');
    setLanguage('pt');
  });
});
