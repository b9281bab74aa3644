import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBundle, setLanguage } from '../../i18n/engine';
import appPt from '../../i18n/pt.json';
import type { Evaluation, Questionnaire } from './api';
import pt from './i18n/pt.json';
import { ThankYou } from './thank-you';

// The thank-you's promises in markup: review links for a promoter only, the hotel's reply when there is one.

beforeAll(() => {
  addBundle('pt', appPt);
  addBundle('pt', pt);
  setLanguage('pt');
});

const links = [
  { site: 'google' as const, url: 'https://g.page/r/hotel-demo/review' },
  { site: 'other' as const, url: 'https://reviews.example.test/hotel-demo' },
];
const reply = (answer: number, more: Partial<Questionnaire> = {}): Questionnaire => ({
  status: 1,
  chaveQue: 'nps-abcdef',
  nome: 'Pesquisa',
  finalidade: 'nps',
  versao: 1,
  nomeIns: 'Hotel Demo',
  hospital: 'N',
  questions: [{ codPer: 1, grupo: 'G', tipoPer: 'radiobox', descrPer: 'Recomendaria?', metric: 'nps', answer }],
  seqQue: 7,
  enviado: 'S',
  mensagemHotel: null,
  avaliarEm: [],
  seguimento: null,
  estadiaIniciada: 'S',
  ...more,
});
const sent = (faixa: Evaluation['faixa'], avaliarEm = links, seguimento: string | null = null): Evaluation => ({
  status: 1,
  seqQue: 7,
  enviado: 'S',
  faixa,
  avaliarEm,
  seguimento,
});
const html = (r: Questionnaire, s: Evaluation | null) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ThankYou reply={r} sent={s} link={{ token: 'aaa.bbb.ccc', hotelCode: 'hotel-demo', locale: 'pt' }} />
    </MantineProvider>,
  );

describe('the thank-you', () => {
  it('invites a promoter to the hotel’s review pages, just sent or opened again', () => {
    const now = html(reply(10), sent('promoter'));
    expect(now).toContain('Obrigado pela sua avaliação!');
    expect(now).toContain('href="https://g.page/r/hotel-demo/review"');
    expect(now).toContain('Avaliar no Google');
    expect(now).toContain('Avaliar no reviews.example.test');
    expect(html(reply(9, { avaliarEm: links }), null)).toContain('data-testid="review-links"');
  });

  it('does not invite a passive or a detractor, nor anyone when the hotel has no links', () => {
    expect(html(reply(8), sent('passive'))).not.toContain('review-links');
    expect(html(reply(3, { avaliarEm: links }), null)).not.toContain('review-links');
    expect(html(reply(10), sent('promoter', []))).not.toContain('review-links');
  });

  it('invites a detractor to the follow-up with the same link, just sent or opened again', () => {
    const now = html(reply(3), sent('detractor', [], 'follow-up-abcdef1234'));
    expect(now).toContain('data-testid="follow-up-invitation"');
    expect(now).toContain('href="/follow-up?q=follow-up-abcdef1234&amp;t=aaa.bbb.ccc&amp;h=hotel-demo&amp;locale=pt"');
    expect(now).toContain('Sentimos muito que a sua estadia não tenha sido como esperava.');
    expect(html(reply(3, { seguimento: 'follow-up-abcdef1234' }), null)).toContain('Responder às perguntas');
    // Nothing to invite to (no follow-up for this score, or already answered): no invitation.
    expect(html(reply(3), sent('detractor', []))).not.toContain('follow-up-invitation');
    expect(html(reply(3), null)).not.toContain('follow-up-invitation');
  });

  it('words the invitation for everybody else without an apology', () => {
    const other = html(reply(8), sent('passive', [], 'stay-abcdef1234'));
    expect(other).toContain('Algumas perguntas rápidas ajudam o hotel a conhecer melhor a sua experiência.');
    expect(other).not.toContain('Sentimos muito');
  });

  it('shows the hotel’s reply once staff wrote one', () => {
    expect(html(reply(5), null)).not.toContain('hotel-reply');
    const answered = html(reply(5, { mensagemHotel: 'Obrigado, Ana! Volte sempre.' }), null);
    expect(answered).toContain('Resposta de Hotel Demo');
    expect(answered).toContain('Obrigado, Ana! Volte sempre.');
  });
});
