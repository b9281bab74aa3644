import { type Message, wordedCatalogue } from '../../platform/messages';

/** New hotel and saveconf (issue 12): pt, en and es, with the hospital wording where it differs. */
const messages: Record<string, Message> = {
  'properties.created': {
    pt: '{{name}} foi criado. Você é o administrador.',
    en: '{{name}} was created. You are its administrator.',
    es: '{{name}} fue creado. Usted es el administrador.',
  },
  'properties.unknown_country': { pt: 'País desconhecido.', en: 'Unknown country.', es: 'País desconocido.' },
  'properties.network_not_yours': {
    pt: 'Esta rede pertence a hotéis que você não administra. Escolha uma das suas redes ou um nome novo.',
    en: 'This network belongs to hotels you do not administer. Choose one of your networks or a new name.',
    es: 'Esta red pertenece a hoteles que usted no administra. Elija una de sus redes o un nombre nuevo.',
    hospital: {
      pt: 'Esta rede pertence a instituições que você não administra. Escolha uma das suas redes ou um nome novo.',
      en: 'This network belongs to institutions you do not administer. Choose one of your networks or a new name.',
      es: 'Esta red pertenece a instituciones que usted no administra. Elija una de sus redes o un nombre nuevo.',
    },
  },
  'properties.copy_needs_source': {
    pt: 'Escolha de qual hotel copiar.',
    en: 'Choose the hotel to copy from.',
    es: 'Elija el hotel del que copiar.',
    hospital: {
      pt: 'Escolha de qual instituição copiar.',
      en: 'Choose the institution to copy from.',
      es: 'Elija la institución de la que copiar.',
    },
  },
  'properties.copy_not_yours': {
    pt: 'Você não administra este hotel: não é possível copiar dele.',
    en: 'You do not administer this hotel: it cannot be copied from.',
    es: 'Usted no administra este hotel: no se puede copiar de él.',
    hospital: {
      pt: 'Você não administra esta instituição: não é possível copiar dela.',
      en: 'You do not administer this institution: it cannot be copied from.',
      es: 'Usted no administra esta institución: no se puede copiar de ella.',
    },
  },
  'properties.config.invalid': {
    pt: 'O arquivo não é uma configuração válida. Nada foi alterado.',
    en: 'The file is not a valid configuration. Nothing was changed.',
    es: 'El archivo no es una configuración válida. No se cambió nada.',
  },
  'properties.config.stale': {
    pt: 'As configurações mudaram desde a pré-visualização. Confira as diferenças de novo antes de aplicar.',
    en: 'The settings changed since the preview. Review the differences again before applying.',
    es: 'La configuración cambió desde la vista previa. Revise las diferencias de nuevo antes de aplicar.',
  },
  'properties.config.applied': {
    pt: 'Configuração importada: {{count}} alteração(ões) aplicada(s).',
    en: 'Configuration imported: {{count}} change(s) applied.',
    es: 'Configuración importada: {{count}} cambio(s) aplicado(s).',
  },
  'properties.config.unchanged': {
    pt: 'Nada a alterar: as configurações já são iguais às do arquivo.',
    en: 'Nothing to change: the settings already match the file.',
    es: 'Nada que cambiar: la configuración ya coincide con el archivo.',
  },
  // What a configuration file's problem is, where the schema names a reason of its own.
  'properties.issue.not_a_configuration': {
    pt: 'Este arquivo não é uma configuração exportada por este sistema.',
    en: 'This file is not a configuration exported by this system.',
    es: 'Este archivo no es una configuración exportada por este sistema.',
  },
  'properties.issue.unsupported_version': {
    pt: 'Versão de arquivo não suportada.',
    en: 'Unsupported file version.',
    es: 'Versión de archivo no soportada.',
  },
  'properties.issue.invalid_time_zone': { pt: 'Fuso horário desconhecido.', en: 'Unknown time zone.', es: 'Zona horaria desconocida.' },
  'properties.issue.invalid_currency': { pt: 'Moeda desconhecida.', en: 'Unknown currency.', es: 'Moneda desconocida.' },
  'properties.issue.invalid_theme': { pt: 'Tema inválido.', en: 'Invalid theme.', es: 'Tema inválido.' },
  'properties.issue.invalid_flag_name': {
    pt: 'Nome de opção inválido (letras maiúsculas, números e _).',
    en: 'Invalid setting name (capital letters, digits and _).',
    es: 'Nombre de opción inválido (mayúsculas, números y _).',
  },
  'properties.issue.terms_apart': {
    pt: 'Os termos vão no campo "terms", não entre as opções.',
    en: 'The terms go in the "terms" field, not among the settings.',
    es: 'Los términos van en el campo "terms", no entre las opciones.',
  },
  'properties.issue.too_many_flags': { pt: 'Opções demais.', en: 'Too many settings.', es: 'Demasiadas opciones.' },
  'properties.issue.too_many_notifications': {
    pt: 'Notificações demais.',
    en: 'Too many notifications.',
    es: 'Demasiadas notificaciones.',
  },
};

export const propertyMessages = wordedCatalogue(messages);
