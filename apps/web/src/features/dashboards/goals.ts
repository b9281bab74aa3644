import type { ExecuteQueryReply } from '@gm/contracts/dashboards/replies';
import type { Family } from './api';

type Row = ExecuteQueryReply['rows'][number];
const num = (v: Row[string] | undefined) => (typeof v === 'number' ? v : 0);

/** One goal of the progress modal: its value as a percentage (or score) and as a count (when m1 = 5). */
export interface Goal {
  key: string;
  percent: number;
  count: number;
  /** The NPS is a score from -100 to 100, not a percentage. */
  score?: boolean;
}

/** The three goals of a family (thresholds m1 m2, m3 m4, m5 m6), read from its summary query's row. */
export function goalsOf(family: Family, r: Row): [Goal, Goal, Goal] {
  if (family === 'check-in') {
    const sent = num(r.hospedesConcluidos) - num(r.documentosFaltando);
    return [
      { key: 'uptake', percent: num(r.adesao) * 100, count: num(r.webCheckins) },
      {
        key: 'guests',
        percent: num(r.hospedes) ? (num(r.hospedesConcluidos) / num(r.hospedes)) * 100 : 0,
        count: num(r.hospedesConcluidos),
      },
      { key: 'documents', percent: num(r.hospedesConcluidos) ? (sent / num(r.hospedesConcluidos)) * 100 : 0, count: sent },
    ];
  }
  return [
    { key: 'nps', percent: num(r.nps), count: num(r.respostas), score: true },
    { key: 'responseRate', percent: num(r.taxaResposta) * 100, count: Math.round(num(r.taxaResposta) * num(r.convidados)) },
    { key: 'promoters', percent: num(r.promotores) * 100, count: Math.round(num(r.promotores) * num(r.respostas)) },
  ];
}
