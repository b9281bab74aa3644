/**
 * Words in the right language (issue 13): markers that betray a Portuguese text on an English or Spanish screen,
 * or an English or Spanish text on a Portuguese one. Shared by the catalogue tests (apps/web/src/i18n/words.test.ts,
 * apps/server/test/message-words.test.ts) and the browser spec (e2e/tests/words.spec.ts).
 */
export type Lng = 'pt' | 'en' | 'es';

interface Marker {
  name: string;
  re: RegExp;
}

/** A whole word: not part of a longer word, a hyphenated one or a code (the Y of voucher E2E-MWWQDR4Y380 is no "y"). */
const word = (w: string): Marker => ({ name: w, re: new RegExp(`(^|[^\\p{L}\\p{N}-])${w}(?=$|[^\\p{L}\\p{N}-])`, 'iu') });

/** Portuguese only: neither English nor Spanish writes these. */
const PORTUGUESE: Marker[] = [
  { name: 'ção/ções', re: /ç[ãõ]/iu },
  { name: 'ã/õ', re: /[ãõ]/iu },
  { name: 'ç', re: /ç/iu },
  { name: 'ê/ô/â', re: /[êôâ]/iu },
  { name: 'DD/MM/AAAA', re: /AAAA/u },
  ...[
    'você',
    'não',
    'sim',
    'senha',
    'hóspede',
    'hóspedes',
    'atendimento',
    'paciente',
    'obrigado',
    'em',
    'com',
    'um',
    'uma',
    'seu',
    'sua',
    'ou',
    'ao',
    'aos',
    'pelo',
    'pela',
    'nenhum',
    'nenhuma',
    'é',
    'está',
    'foi',
    'até',
    'já',
    'também',
    'inválido',
    'inválida',
    'válido',
    'válida',
    'sucesso',
    'salvar',
    'dados',
  ].map(word),
];

/** English only. */
const ENGLISH: Marker[] = [
  'the',
  'and',
  'of',
  'your',
  'please',
  'with',
  'is',
  'not',
  'page',
  'found',
  'access',
  'unauthorized',
  'select',
  'enter',
  'valid',
  'invalid',
  'an',
  'this',
  'that',
  'from',
  'will',
  'has',
  'have',
  'been',
  'could',
  'should',
  'which',
  'when',
  'booking',
  'bookings',
  'guest',
  'guests',
  'successfully',
  'save',
  'cancel',
  'search',
  'name',
  'date',
  'address',
  'phone',
  'number',
  'yes',
  'no',
].map(word);

/** Spanish only: flagged in Portuguese texts. */
const SPANISH: Marker[] = [
  { name: 'ñ/¿/¡', re: /[ñ¿¡]/iu },
  { name: 'ción', re: /ción/iu },
  ...['el', 'los', 'las', 'del', 'usted', 'su', 'sus', 'y', 'fecha', 'huésped', 'huéspedes', 'contraseña', 'guardar'].map(word),
];

/** Portuguese markers that are also Spanish words. */
const SHARED_PT_ES = ['está', 'paciente', 'válido', 'válida', 'inválido', 'inválida', 'salvar'];

/** Markers that must not appear in a text of this language. */
export function wrongLanguageMarkers(lng: Lng): Marker[] {
  if (lng === 'en') return [...PORTUGUESE, ...SPANISH];
  if (lng === 'es')
    return [...PORTUGUESE.filter((m) => !SHARED_PT_ES.includes(m.name)), ...ENGLISH.filter((m) => !['no', 'has'].includes(m.name))];
  return [...SPANISH, ...ENGLISH.filter((m) => m.name !== 'no')];
}

/** Names written alike in every language (the product's, the review sites'): never a marker of a language. */
const BRANDS = /Guest Platform|Booking\.com|TripAdvisor/g;

/** The names of the markers found in a text that should be in this language. */
export function wrongLanguage(lng: Lng, text: string): string[] {
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(BRANDS, ' ');
  return wrongLanguageMarkers(lng)
    .filter((m) => m.re.test(plain))
    .map((m) => m.name);
}

/** Texts an English or Spanish catalogue may share with the Portuguese one: names, codes, loan words, numbers. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'E-mail',
  'E-mails',
  'CPF',
  'CNPJ',
  'CEP',
  'CVV',
  'CRM',
  'NPS',
  'PMS',
  'IP',
  'Hotel',
  'Voucher',
  'Check-in',
  'Check-out',
  'Total',
  'Links',
  'Manual',
  'Item',
  'Subtotal',
  'Guest Platform',
  'MM',
  'AA',
  'online',
  'voucher',
  'check-in',
  'WhatsApp',
  'SMS',
]);

/**
 * Words Spanish and Portuguese write alike (a Spanish text equal to its Portuguese one must be made of these or of
 * SAME_IN_EVERY_LANGUAGE): each checked as correct Spanish for the screens that use it.
 */
const SHARED_PT_ES_WORDS = new Set(
  `a ampliar antes aplicar buscar campo cancelada cancelar captura capturar celular cobrar compacta complemento
  conectado confirmar consultar continuar copiado copiar código de dispositivo documento documentos década editar
  entrada entrar enviado enviar estado etapa exportar filtros guardado hospedados idioma importar logotipo mapa marcar
  masculino mostrar nada nunca número paciente pacientes pagar para país perfil personalizado período por próxima
  página realizar reenviar reserva reservada reservas semana sexo sincronizada sincronizado sistema sobre tema tipo
  titular todas todos ver anterior como completo dígitos final frente inválido item partir postal principal realizado
  s última única oculto esta está automática manual subtotal motivo abrir consulta saldo unidades promotores neutros
  promotor neutro nota respondida grupo valor publicar brasil segmento segmentos gasto canal registrado verificar igual
  entre abril agosto r mundo explorar enviada texto título subtítulo menor centro lista numerada alternativo duplicar
  subir enviados pausar repetir público estimado resultados semanal comparativo comparado metas configurar resultado cama indiferente firme
  parcial uso último
  consultas registrados campos registro
  positivas negativas respondidas autor amigos
  iniciadas abandonadas abandonada cancelado pedidos pedido qr`
    .split(/\s+/)
    .filter(Boolean),
);

function sharedWithSpanish(text: string): boolean {
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(BRANDS, ' ');
  if (SAME_IN_EVERY_LANGUAGE.has(plain.trim()) || plain.trim().length === 1) return true;
  const words = plain.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  return words.every((w) => SHARED_PT_ES_WORDS.has(w.toLowerCase()) || SAME_IN_EVERY_LANGUAGE.has(w));
}

function sharedWithEnglish(text: string): boolean {
  const plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(BRANDS, ' ')
    .trim();
  if (!/\p{L}/u.test(plain) || plain.length === 1) return true; // numbers, symbols, a bare placeholder, an initial
  const words = plain.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  return SAME_IN_EVERY_LANGUAGE.has(plain) || words.every((w) => SAME_IN_EVERY_LANGUAGE.has(w));
}

export type Catalogue = Record<Lng, Map<string, string>>;

/** Every text in the wrong language, and every en/es text left equal to the pt one without a reason. */
export function catalogueFindings(catalogue: Catalogue): string[] {
  const findings: string[] = [];
  for (const [key, pt] of catalogue.pt) {
    for (const lng of ['pt', 'en', 'es'] as const) {
      const text = catalogue[lng].get(key);
      if (text === undefined) continue;
      const markers = wrongLanguage(lng, text);
      if (markers.length) findings.push(`${lng} ${key}: ${JSON.stringify(text)} has ${markers.join(', ')}`);
    }
    if (catalogue.en.get(key) === pt && !sharedWithEnglish(pt)) findings.push(`en ${key}: ${JSON.stringify(pt)} is the pt text`);
    if (catalogue.es.get(key) === pt && !sharedWithSpanish(pt)) findings.push(`es ${key}: ${JSON.stringify(pt)} is the pt text`);
  }
  return findings;
}
