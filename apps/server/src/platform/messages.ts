import { DEFAULT_LOCALE, type Locale } from '@gm/domain/locale';

/** A user-facing server message in the three languages; hospital wording may override. */
export interface Message {
  pt: string;
  en: string;
  es: string;
  hospital?: { pt: string; en: string; es: string };
}

const catalogue = new Map<string, Message>();

/** Each module's manifest lists its catalogue and app.ts registers it (platform/module.ts); keys are '<domain>.<reason>'. */
export function registerMessages(messages: Record<string, Message>): void {
  for (const [key, value] of Object.entries(messages)) catalogue.set(key, value);
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
