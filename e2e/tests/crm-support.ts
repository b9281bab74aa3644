import { expect } from '../support/fixtures';
import { randomCpf, type StaffApi } from './checkin-support';

export const TAGPANEL = '/jwt/brokerJson/tagpanel';

export interface OptedInGuest {
  email: string;
  profileId: number;
  /** The arrival day of its own (2031-2035) the segment selects. */
  day: string;
  segment: { id: number; name: string };
}

/**
 * A guest of a segment of their own, as staff make one: a booking on a day of its own (2031-2035, so the segment
 * is this guest alone), the reception recording the guest's opt-in to marketing e-mail once the profiles job has
 * recognised them, and a segment of that arrival day and the opt-in.
 */
export async function optedInGuest(api: StaffApi, tag: string, name: string, email: string): Promise<OptedInGuest> {
  const d = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 1800) * 86_400_000);
  const day = d.toISOString().slice(0, 10);
  await api.call('/jwt/brokerJson/trial/InserirAlterarReservaService', {
    VOUCHER: `CRM-${tag}`,
    DTRESERVA: day,
    DHSAIDAPREV: new Date(d.getTime() + 2 * 86_400_000).toISOString().slice(0, 10),
    pessoasReserva: [{ NOME: name, EMAIL: email, DOC: randomCpf() }],
  });
  let profileId = 0;
  await expect
    .poll(
      async () => {
        const r = await api.call<{ data: { id: number; nextStay: string | null }[] }>(`${TAGPANEL}/ExplorePeople`, { search: name });
        profileId = r.data[0]?.id ?? 0;
        return r.data[0]?.nextStay ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe(day);
  await api.call(`${TAGPANEL}/AlterarConsentimentoService`, { id: profileId, channel: 'email', granted: true, source: 'reception' });
  const segmentName = `Chegada ${day} ${tag}`;
  const segment = await api.call<{ id: number }>(`${TAGPANEL}/SalvarSegmentoService`, {
    name: segmentName,
    filter: {
      combinator: 'and',
      rules: [
        { field: 'nextStay', op: 'between', value: [day, day] },
        { field: 'consentEmail', op: 'is', value: true },
      ],
    },
  });
  return { email, profileId, day, segment: { id: segment.id, name: segmentName } };
}
