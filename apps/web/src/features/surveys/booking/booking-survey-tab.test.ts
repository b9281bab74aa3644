import type { BookingReview } from '@gm/contracts/surveys/replies';
import { describe, expect, it } from 'vitest';
import { byGuest } from './booking-survey-tab';

const answer = (seqQue: number, codPes: number | null, hospede: string | null): BookingReview => ({
  seqQue,
  chaveQue: 'nps-abcdef',
  questionario: 'NPS',
  versao: 1,
  codPes,
  hospede,
  enviado: 'S',
  dhEnvio: '01/03/2026 10:00',
  dhAtualizacao: '01/03/2026 10:00',
  nota: 9,
  faixa: 'promoter',
  avaliacao: null,
  comentario: null,
  idioma: 'pt',
  resposta: null,
  dhResposta: null,
  questions: [],
});

describe('the booking survey tab', () => {
  it("groups the answers by guest in the service's order, the booking's own link apart", () => {
    const groups = byGuest([answer(1, null, null), answer(2, 10, 'Ana'), answer(3, 10, 'Ana'), answer(4, 11, 'Bruno')]);
    expect(groups.map((g) => [g.key, g.guest, g.answers.map((a) => a.seqQue)])).toEqual([
      ['booking', null, [1]],
      ['10', 'Ana', [2, 3]],
      ['11', 'Bruno', [4]],
    ]);
    expect(byGuest([])).toEqual([]);
  });
});
