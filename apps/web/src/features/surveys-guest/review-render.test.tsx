import { describe, expect, it } from 'vitest';
import { readBoot } from '../../guest/boot';
import { renderGuestPage } from '../../guest/ssr';
import type { Questionnaire } from './api';
import { seededSurvey } from './survey-seed';

// The server's render of the review pages (docs/decisions/0046-review-server-render.md) with the first screen the
// server read from the link's token: the questionnaire's first group drawn before any script, in the link's
// language, with a hospital's words for a hospital; a link that no longer opens the survey says so.

const TOKEN = 'aaa.bbb.ccc';
const survey = (more: Partial<Questionnaire> = {}): Questionnaire => ({
  status: 1,
  chaveQue: 'nps-abcdef',
  nome: 'Stay survey',
  finalidade: 'nps',
  versao: 1,
  nomeIns: 'Hotel Demo',
  hospital: 'N',
  questions: [
    {
      codPer: 1,
      grupo: 'Recomendação;;;Recommendation;;;Recomendación',
      tipoPer: 'radiobox',
      metric: 'nps',
      required: true,
      descrPer: 'De 0 a 10, recomendaria?;;;From 0 to 10, would you recommend us?;;;Del 0 al 10, ¿nos recomendaría?',
      options: Array.from({ length: 11 }, (_, i) => ({ codOpt: i + 1, value: i, descrPer: String(i) })),
    },
    { codPer: 5, grupo: 'Detalhes;;;Details;;;Detalles', tipoPer: 'stars', descrPer: 'Limpeza;;;Cleanliness;;;Limpieza', scale: 5 },
  ],
  seqQue: null,
  enviado: 'N',
  mensagemHotel: null,
  avaliarEm: [],
  seguimento: null,
  estadiaIniciada: 'S',
  ...more,
});

const render = (pathname: string, search: string, locale: 'pt' | 'en' | 'es', data: unknown) =>
  renderGuestPage({ pathname, search, locale, h: null, reply: null, data });

function bootOf(html: string) {
  const doc = { getElementById: () => ({ textContent: /<script[^>]*>(.*)<\/script>/s.exec(html)?.[1] ?? '' }) };
  return readBoot(doc as unknown as Document);
}

describe("the review pages' server render", () => {
  it("draws the questionnaire's first group, the hotel and the title in the link's language, controls disabled", async () => {
    const page = await render('/reviewstay', `?t=${TOKEN}&locale=en`, 'en', { survey: survey() });
    expect(page).not.toBeNull();
    const root = page!.root;
    expect(root).toContain('Hotel Demo');
    expect(root).toContain('Stay survey');
    expect(root).toContain('From 0 to 10, would you recommend us?');
    expect(root).toContain('Your answers are saved as you go');
    // The other groups are closed: their headers only.
    expect(root).toContain('Details');
    expect(root).not.toContain('Cleanliness');
    // Disabled until the browser has taken the page over.
    expect(root).toMatch(/<fieldset disabled=""/);
    expect(page!.title).toContain('Rate your stay');
    // The boot data carries the same first screen, for the browser's first render.
    expect(bootOf(page!.boot)?.data).toEqual({ survey: survey() });
    // Cleared after the render: another request's render cannot see it.
    expect(seededSurvey(`?t=${TOKEN}&locale=en`)).toBeNull();
  });

  it("speaks of care for a hospital's questionnaire, and keeps the partner's heading", async () => {
    const page = await render('/reviewstay-santa-clara', `?t=${TOKEN}`, 'pt', {
      survey: survey({ nomeIns: 'Hospital Demo', hospital: 'S' }),
    });
    expect(page!.root).toContain('Hospital Demo');
    expect(page!.root).toContain('Santa Clara · avaliação');
    expect(page!.root).toContain('Elas ajudam a cuidar melhor de cada paciente.');
    expect(page!.title).toContain('Avaliação do atendimento');
    // The next render of a hotel's link has the hotel's words again.
    const hotel = await render('/reviewstay', `?t=${TOKEN}`, 'pt', { survey: survey() });
    expect(hotel!.root).not.toContain('cada paciente');
    expect(hotel!.title).toContain('Avaliação da estadia');
  });

  it('opens a sent survey on the thank-you, and says when the link no longer opens it', async () => {
    const sent = await render('/reviewstay', `?t=${TOKEN}`, 'es', { survey: survey({ enviado: 'S' }) });
    expect(sent!.root).toContain('data-testid="survey-thanks"');
    const invalid = await render('/follow-up', `?t=${TOKEN}&q=nps-abcdef`, 'es', { survey: null });
    expect(invalid!.root).toContain('Este enlace de evaluación ya no es válido');
    expect(invalid!.root).not.toContain('data-testid="questionnaire"');
  });
});
