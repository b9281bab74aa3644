import { DEFAULT_LOCALE, type Locale } from '@gm/domain/locale';

/** A user-facing server message in the three languages; hospital wording may override. */
export interface Message {
  pt: string;
  en: string;
  es: string;
  hospital?: { pt: string; en: string; es: string };
}

const catalogue = new Map<string, Message>();
/** A refusal's key -> the key (and reply code) of its hospital wording. */
const hospitalKeys = new Map<string, string>();

/** Each module's manifest lists its catalogue and app.ts registers it (platform/module.ts); keys are '<domain>.<reason>'. */
export function registerMessages(messages: Record<string, Message>): void {
  for (const [key, value] of Object.entries(messages)) catalogue.set(key, value);
}

/**
 * A catalogue whose hospital wordings also answer refusals: each variant is listed as '<key>.hospital' too, and a
 * hospital's refusal replies that key as its code (what replies always carried). A module's manifest lists both
 * (platform/module.ts); registerModuleCatalogues registers them.
 */
export function wordedCatalogue(messages: Record<string, Message>): {
  messages: Record<string, Message>;
  hospitalKeys: Record<string, string>;
} {
  const worded = Object.entries(messages).filter(([, m]) => m.hospital);
  return {
    messages: { ...messages, ...Object.fromEntries(worded.map(([key, m]) => [`${key}.hospital`, { ...m.hospital! }])) },
    hospitalKeys: Object.fromEntries(worded.map(([key]) => [key, `${key}.hospital`])),
  };
}

/** Refusals whose hospital wording is a message of its own (key -> hospital key). */
export function registerHospitalKeys(pairs: Record<string, string>): void {
  for (const [key, hospitalKey] of Object.entries(pairs)) hospitalKeys.set(key, hospitalKey);
}

/** Whether the edge must know the hotel to word this refusal. */
export function hasHospitalWording(key: string): boolean {
  return hospitalKeys.has(key);
}

/** The refusal's key in the hotel's wording: its hospital key for a hospital, when it has one. */
export function wordedKey(key: string, hospital: boolean): string {
  return (hospital && hospitalKeys.get(key)) || key;
}

export function allMessages(): [string, Message][] {
  return [...catalogue.entries()];
}

export function translate(
  key: string,
  locale: Locale = DEFAULT_LOCALE,
  params: Record<string, string | number> = {},
  hospital = false,
): string {
  const m = catalogue.get(key);
  if (!m) return key;
  const text = (hospital && m.hospital ? m.hospital[locale] : m[locale]) ?? m.pt;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** What a text's wording depends on: the hotel's settings (modules/institutions/settings.ts); null: no hotel's. */
export interface HotelWording {
  readonly hospital: boolean;
}

/** A success text or label in the caller's language and the hotel's wording (guests or patients). */
export function text(key: string, locale: Locale, hotel: HotelWording | null, params: Record<string, string | number> = {}): string {
  return translate(key, locale, params, hotel?.hospital ?? false);
}

/*
 * Whose wording a request's refusals use (decision 0025): the hotel the request is about. The transports name the
 * caller's hotel; a service that finds its hotel another way (a hotel link, a token in the body, a signed-in
 * guest's booking elsewhere) names that one with speakFor. Errors only carry their key and params; the edge
 * (app.ts) words them.
 */
const spoken = new WeakMap<object, number | null>();
const requests = new WeakMap<object, object>();

/** The transports tie a service's context to its request. */
export function bindRequest(ctx: object, req: object): void {
  requests.set(ctx, req);
}

/** Names the hotel whose wording the request's refusals use (null: none, the hotel wording). */
export function speakFor(scope: object, institutionId: number | null): void {
  spoken.set(requests.get(scope) ?? scope, institutionId);
}

/** The hotel a request's refusals are worded for; undefined: not named (a plain route: its caller's). */
export function spokenFor(req: object): number | null | undefined {
  return spoken.get(req);
}

registerMessages({
  'platform.validation': {
    pt: 'Dados inválidos. Verifique os campos informados.',
    en: 'Invalid data. Please check the fields.',
    es: 'Datos inválidos. Verifique los campos informados.',
  },
  'platform.unauthenticated': {
    pt: 'Sua sessão expirou, por favor faça o login novamente!',
    en: 'Your session has expired, please sign in again!',
    es: '¡Su sesión ha expirado, por favor inicie sesión nuevamente!',
  },
  'platform.forbidden': {
    pt: 'Acesso não autorizado.',
    en: 'Unauthorized access.',
    es: 'Acceso no autorizado.',
  },
  'platform.emulating': {
    pt: 'Enquanto você vê o sistema como {{name}}, as ações pessoais da conta (senha, código de liberação, termos, troca de hotel) não são permitidas.',
    en: "While you are viewing the system as {{name}}, the account's personal actions (password, release code, terms, changing hotel) are not allowed.",
    es: 'Mientras ve el sistema como {{name}}, las acciones personales de la cuenta (contraseña, código de liberación, términos, cambio de hotel) no están permitidas.',
  },
  'platform.no_context': {
    pt: 'Selecione um hotel para continuar.',
    en: 'Select a hotel to continue.',
    es: 'Seleccione un hotel para continuar.',
  },
  'platform.unknown_service': {
    pt: 'Serviço não encontrado.',
    en: 'Service not found.',
    es: 'Servicio no encontrado.',
  },
  'platform.unknown_query': {
    pt: 'Consulta não encontrada.',
    en: 'Query not found.',
    es: 'Consulta no encontrada.',
  },
  'platform.query.hotel': { pt: 'Hotel', en: 'Hotel', es: 'Hotel' },
  'platform.internal': {
    pt: 'Ocorreu um erro interno. Código: {{requestId}}',
    en: 'An internal error occurred. Code: {{requestId}}',
    es: 'Ocurrió un error interno. Código: {{requestId}}',
  },
  'platform.rate_limited': {
    pt: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    en: 'Too many attempts. Please wait a moment and try again.',
    es: 'Demasiados intentos. Espere un momento e intente nuevamente.',
  },
  'platform.body_too_large': {
    pt: 'O conteúdo enviado é grande demais.',
    en: 'The content sent is too large.',
    es: 'El contenido enviado es demasiado grande.',
  },
  'platform.bad_request': {
    pt: 'Requisição inválida.',
    en: 'Invalid request.',
    es: 'Solicitud inválida.',
  },
  'platform.invalid_characters': {
    pt: 'O texto enviado contém caracteres inválidos (como o caractere nulo). Corrija e tente novamente.',
    en: 'The text sent contains invalid characters (such as the null character). Please correct it and try again.',
    es: 'El texto enviado contiene caracteres inválidos (como el carácter nulo). Corríjalo e intente nuevamente.',
  },
  'platform.invalid_value': {
    pt: 'Um dos valores enviados é inválido. Verifique os campos informados.',
    en: 'One of the values sent is invalid. Please check the fields.',
    es: 'Uno de los valores enviados es inválido. Verifique los campos informados.',
  },
  'platform.unsupported_media': {
    pt: 'Formato de conteúdo não suportado.',
    en: 'Unsupported content format.',
    es: 'Formato de contenido no soportado.',
  },
  'platform.not_found': {
    pt: 'Página não encontrada.',
    en: 'Page not found.',
    es: 'Página no encontrada.',
  },
  'platform.timeout': {
    pt: 'A requisição demorou demais. Tente novamente.',
    en: 'The request took too long. Please try again.',
    es: 'La solicitud tardó demasiado. Intente nuevamente.',
  },
});
