import {
  type ReviewFetch,
  type ReviewSite,
  type ReviewSitePort,
  SITE_CATEGORIES,
  SITE_SCALE,
  type SiteReview,
  type TripType,
} from './port';

/**
 * The review-sites sandbox: a faithful stand-in for a property's TripAdvisor and Booking.com reviews. Each property
 * (site and reference) has its own history, the same on every call: reviews drawn day by day from a random stream
 * seeded by the site, the reference and the day (so a later fetch finds exactly the reviews an earlier one found,
 * plus the new days'), with the sites' usual shapes: TripAdvisor about one review every three days on 1-5 bubbles
 * with six sub-ratings, Booking.com about one a day on 1-10 with seven categories and the liked/disliked halves;
 * mostly Portuguese, some English and Spanish, with the reviewer's country; the property replies to about half,
 * one to five days later. A reference starting with 'fail' answers like an outage (the tests' failure on demand),
 * one starting with 'unknown' like an unknown property.
 */
const DAY = 86_400_000;
/** How far back a first fetch (since = null) reaches: the sites keep years; the demo shows 18 months. */
export const SANDBOX_HISTORY_DAYS = 550;

const RATE: Record<ReviewSite, number> = { tripadvisor: 0.35, booking: 0.9 };

type Lang = 'pt' | 'en' | 'es';
type Band = 'good' | 'mixed' | 'bad';

const WORDS: Record<Lang, Record<Band, { titles: string[]; texts: string[]; liked: string[]; disliked: string[] }>> = {
  pt: {
    good: {
      titles: ['Estadia excelente', 'Recomendo muito', 'Tudo perfeito', 'Voltaremos com certeza', 'Ótimo custo-benefício'],
      texts: [
        'Equipe muito atenciosa, quarto limpo e café da manhã caprichado. O check-in online agilizou a chegada.',
        'Localização ótima, cama confortável e silêncio à noite. A recepção resolveu tudo rapidamente.',
        'Piscina impecável e um café da manhã com muita variedade. Voltaremos nas próximas férias.',
      ],
      liked: ['Café da manhã variado e equipe simpática.', 'Quarto amplo e muito limpo.', 'Localização perfeita, perto de tudo.'],
      disliked: ['Nada a reclamar.', 'O estacionamento é um pouco apertado.'],
    },
    mixed: {
      titles: ['Boa, mas pode melhorar', 'Estadia razoável', 'Bom no geral'],
      texts: [
        'O quarto é confortável, mas o Wi-Fi caiu algumas vezes. O café da manhã é bom.',
        'Boa localização; o chuveiro demorou a esquentar e o ar-condicionado fazia barulho.',
      ],
      liked: ['Localização e simpatia da equipe.', 'Cama confortável.'],
      disliked: ['Wi-Fi instável.', 'Pouca variedade no café da manhã.', 'Chuveiro fraco.'],
    },
    bad: {
      titles: ['Decepcionante', 'Não recomendo', 'Esperava mais'],
      texts: [
        'Demora enorme no check-in e o quarto tinha cheiro de mofo. A equipe não resolveu.',
        'Barulho a noite toda e cobraram um frigobar que não consumimos.',
      ],
      liked: ['A localização.'],
      disliked: ['Quarto sujo e com cheiro de mofo.', 'Atendimento demorado na recepção.', 'Barulho a noite toda.'],
    },
  },
  en: {
    good: {
      titles: ['Wonderful stay', 'Highly recommended', 'Great value'],
      texts: ['Friendly staff, a spotless room and a lovely breakfast. Online check-in made arrival easy.'],
      liked: ['Great breakfast and friendly staff.', 'Spotless, quiet room.'],
      disliked: ['Nothing at all.'],
    },
    mixed: {
      titles: ['Good, with a few issues', 'Decent stay'],
      texts: ['Comfortable room, but the Wi-Fi dropped a few times and the shower was weak.'],
      liked: ['Location.'],
      disliked: ['Unreliable Wi-Fi.', 'Weak shower.'],
    },
    bad: {
      titles: ['Disappointing', 'Would not return'],
      texts: ['A long wait at check-in and a musty room. Noisy air conditioning all night.'],
      liked: ['The location.'],
      disliked: ['Musty room.', 'Noisy air conditioning.'],
    },
  },
  es: {
    good: {
      titles: ['Excelente estadía', 'Muy recomendable'],
      texts: ['Personal muy amable, habitación impecable y un desayuno muy completo.'],
      liked: ['El desayuno y la amabilidad del personal.', 'Habitación amplia y limpia.'],
      disliked: ['Nada.'],
    },
    mixed: {
      titles: ['Bien, pero mejorable', 'Estadía correcta'],
      texts: ['Buena ubicación; el Wi-Fi se cortó varias veces y la ducha tardaba en calentar.'],
      liked: ['La ubicación.'],
      disliked: ['Wi-Fi inestable.', 'Poca variedad en el desayuno.'],
    },
    bad: {
      titles: ['Decepcionante', 'No volvería'],
      texts: ['Mucha espera en la recepción y la habitación olía a humedad.'],
      liked: ['La ubicación.'],
      disliked: ['Olor a humedad.', 'Mucha espera en la recepción.'],
    },
  },
};

const REPLIES: Record<Lang, Record<Band, string>> = {
  pt: {
    good: 'Muito obrigado pela avaliação! Ficamos felizes com a sua estadia e esperamos recebê-lo novamente.',
    mixed: 'Obrigado pelo retorno. Já encaminhamos seus comentários à equipe para melhorarmos.',
    bad: 'Lamentamos muito pela experiência. Entraremos em contato para entender e corrigir o que houve.',
  },
  en: {
    good: 'Thank you for your kind review! We hope to welcome you back soon.',
    mixed: 'Thank you for the feedback; we have shared it with the team.',
    bad: 'We are very sorry about your experience and will contact you to make it right.',
  },
  es: {
    good: '¡Muchas gracias por su reseña! Esperamos recibirle nuevamente.',
    mixed: 'Gracias por sus comentarios; ya los compartimos con el equipo.',
    bad: 'Lamentamos mucho su experiencia. Nos pondremos en contacto para resolverlo.',
  },
};

const NAMES: Record<Lang, string[]> = {
  pt: ['Ana P.', 'Carlos S.', 'Mariana L.', 'João R.', 'Fernanda C.', 'Rafael M.', 'Juliana T.', 'Bruno A.'],
  en: ['Emily W.', 'James B.', 'Sarah K.', 'Michael D.'],
  es: ['Lucía G.', 'Martín F.', 'Sofía R.', 'Diego P.'],
};
const COUNTRIES: Record<Lang, string[]> = {
  pt: ['BR', 'BR', 'BR', 'BR', 'PT'],
  en: ['US', 'GB', 'CA', 'AU'],
  es: ['AR', 'CL', 'UY', 'ES'],
};
const TRIPS: readonly TripType[] = ['couples', 'family', 'business', 'friends', 'solo'];

/** mulberry32 over an FNV-1a hash of the key: a small, fast, seedable stream. */
function stream(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function poisson(r: () => number, mean: number): number {
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r();
  } while (p > l);
  return k - 1;
}

/** One day's reviews of a property, always the same. */
export function sandboxDay(site: ReviewSite, ref: string, dayStart: number, now: number): SiteReview[] {
  const day = new Date(dayStart).toISOString().slice(0, 10);
  const r = stream(`${site}|${ref}|${day}`);
  const n = poisson(r, RATE[site]);
  const out: SiteReview[] = [];
  for (let i = 0; i < n; i++) {
    const publishedAt = new Date(dayStart + Math.floor(r() * DAY));
    const lang: Lang = r() < 0.7 ? 'pt' : r() < 0.6 ? 'en' : 'es';
    // Overall on a 0-1 quality, skewed good as hotel reviews are (about 75 % good, 15 % mixed, 10 % bad).
    const q = Math.min(1, Math.max(0, 0.78 + (r() + r() + r() - 1.5) * 0.5));
    const band: Band = q >= 0.7 ? 'good' : q >= 0.5 ? 'mixed' : 'bad';
    const scale = SITE_SCALE[site];
    const rating = Math.max(1, Math.min(scale, Math.round(q * scale)));
    const subratings: Record<string, number> = {};
    for (const c of SITE_CATEGORIES[site])
      if (r() < 0.85) subratings[c] = Math.max(1, Math.min(scale, Math.round((q + (r() - 0.5) * 0.3) * scale)));
    const w = WORDS[lang][band];
    const stay = new Date(publishedAt.getTime() - (2 + Math.floor(r() * 40)) * DAY);
    const replyAt = publishedAt.getTime() + (1 + Math.floor(r() * 5)) * DAY + Math.floor(r() * DAY);
    const replied = r() < (band === 'bad' ? 0.8 : 0.5) && replyAt <= now;
    out.push({
      externalId: `${site === 'tripadvisor' ? 'ta' : 'bk'}-${ref}-${day.replaceAll('-', '')}-${i}`,
      publishedAt,
      stayMonth: `${stay.toISOString().slice(0, 7)}-01`,
      rating,
      subratings,
      title: pick(r, w.titles),
      text: site === 'tripadvisor' ? pick(r, w.texts) : null,
      positive: site === 'booking' ? pick(r, w.liked) : null,
      negative: site === 'booking' && r() < 0.8 ? pick(r, w.disliked) : null,
      language: lang,
      reviewerName: pick(r, NAMES[lang]),
      reviewerCountry: pick(r, COUNTRIES[lang]),
      tripType: pick(r, TRIPS),
      reply: replied ? { text: REPLIES[lang][band], at: new Date(replyAt) } : null,
      url: null,
    });
  }
  return out;
}

export class ReviewSiteRefused extends Error {}

export function createSandboxReviewSites(opts: { now?: () => Date } = {}): ReviewSitePort {
  const now = opts.now ?? (() => new Date());
  return {
    source: 'sandbox',
    sourceOf: () => 'sandbox',
    async fetch(site, ref, since, signal): Promise<ReviewFetch> {
      signal.throwIfAborted();
      if (ref.startsWith('fail')) throw new Error(`${site} sandbox: service unavailable (503)`);
      if (ref.startsWith('unknown')) throw new ReviewSiteRefused(`${site} sandbox: unknown property ${ref}`);
      const end = now().getTime();
      const first = since ? since.getTime() : end - SANDBOX_HISTORY_DAYS * DAY;
      const reviews: SiteReview[] = [];
      for (let d = Math.floor(first / DAY) * DAY; d <= end; d += DAY)
        for (const rv of sandboxDay(site, ref, d, end))
          if (rv.publishedAt.getTime() > first && rv.publishedAt.getTime() <= end) reviews.push(rv);
      return { reviews, complete: true };
    },
  };
}
