/**
 * White-label themes as data (spec sections 1 and 9): the neutral theme and the 13 partner themes,
 * chosen by the `theme` query parameter or the institution's THEME setting. Step titles are i18n keys
 * (the wizard reads them), so a partner's wording is translated like everything else.
 */
export interface AppTheme {
  key: string;
  /** Partner name shown in the logo when the partner has no image of its own. */
  name: string;
  /** Brand colour, #rrggbb. The shade buttons and links use is derived for AA contrast. */
  primaryColor: string;
  logoHeight: 35 | 75;
  /** The hotel's own logo (basic settings), shown instead of the mark; absent: the mark. */
  logoUrl?: string | null;
  /** The hotel's name: the logo's text alternative. */
  hotelName?: string | null;
  registrationStepTitle: string;
  docsStepTitle: string;
  verifyStepTitle: string;
}

const STEPS = {
  registration: 'theme.steps.registration',
  guestForm: 'theme.steps.guestForm',
  documents: 'theme.steps.documents',
  documentsUpload: 'theme.steps.documentsUpload',
  verify: 'theme.steps.verify',
  verifyIdentity: 'theme.steps.verifyIdentity',
  findBooking: 'theme.steps.findBooking',
} as const;

export const NEUTRAL_THEME: AppTheme = {
  key: 'neutral',
  name: 'Guest Platform',
  primaryColor: '#3a547b',
  logoHeight: 35,
  registrationStepTitle: STEPS.registration,
  docsStepTitle: STEPS.documents,
  verifyStepTitle: STEPS.verify,
};

export const PARTNER_THEMES: readonly AppTheme[] = [
  {
    key: 'parceira-verde',
    name: 'Pousada Parceira',
    primaryColor: '#1d5d50',
    logoHeight: 75,
    registrationStepTitle: STEPS.guestForm,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.findBooking,
  },
  {
    key: 'sol-dourado',
    name: 'Sol Dourado',
    primaryColor: '#fcb900',
    logoHeight: 75,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documentsUpload,
    verifyStepTitle: STEPS.verifyIdentity,
  },
  {
    key: 'azul-atlantico',
    name: 'Azul Atlântico',
    primaryColor: '#0f68bc',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.findBooking,
  },
  {
    key: 'mata-verde',
    name: 'Mata Verde',
    primaryColor: '#339933',
    logoHeight: 35,
    registrationStepTitle: STEPS.guestForm,
    docsStepTitle: STEPS.documentsUpload,
    verifyStepTitle: STEPS.verify,
  },
  {
    key: 'grafite',
    name: 'Grafite',
    primaryColor: '#919191',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.verifyIdentity,
  },
  {
    key: 'vinho',
    name: 'Vinho',
    primaryColor: '#7b1e3a',
    logoHeight: 75,
    registrationStepTitle: STEPS.guestForm,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.verify,
  },
  {
    key: 'terracota',
    name: 'Terracota',
    primaryColor: '#b5532c',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documentsUpload,
    verifyStepTitle: STEPS.findBooking,
  },
  {
    key: 'lavanda',
    name: 'Lavanda',
    primaryColor: '#6a4c93',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.verify,
  },
  {
    key: 'oceano',
    name: 'Oceano',
    primaryColor: '#00707f',
    logoHeight: 75,
    registrationStepTitle: STEPS.guestForm,
    docsStepTitle: STEPS.documentsUpload,
    verifyStepTitle: STEPS.verifyIdentity,
  },
  {
    key: 'coral',
    name: 'Coral',
    primaryColor: '#e0584f',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.findBooking,
  },
  {
    key: 'noite',
    name: 'Noite',
    primaryColor: '#1f2a44',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.verify,
  },
  {
    key: 'areia',
    name: 'Areia',
    primaryColor: '#a88b5a',
    logoHeight: 75,
    registrationStepTitle: STEPS.guestForm,
    docsStepTitle: STEPS.documentsUpload,
    verifyStepTitle: STEPS.verify,
  },
  {
    key: 'cafe',
    name: 'Café',
    primaryColor: '#6f4e37',
    logoHeight: 35,
    registrationStepTitle: STEPS.registration,
    docsStepTitle: STEPS.documents,
    verifyStepTitle: STEPS.verifyIdentity,
  },
];

const BY_KEY = new Map<string, AppTheme>([NEUTRAL_THEME, ...PARTNER_THEMES].map((t) => [t.key, t]));

export function findTheme(key: string | null | undefined): AppTheme | null {
  if (!key) return null;
  return BY_KEY.get(key.trim().toLowerCase()) ?? null;
}

/** The `theme` parameter wins over the institution's THEME; unknown keys give the neutral theme. */
export function resolveTheme(queryKey: string | null | undefined, institutionKey: string | null | undefined): AppTheme {
  return findTheme(queryKey) ?? findTheme(institutionKey) ?? NEUTRAL_THEME;
}

/** A theme with the hotel's own colour (when set) and logo over it (basic settings). */
export function withHotelLook(theme: AppTheme, look: { colour: string | null; logoUrl: string | null; name: string | null }): AppTheme {
  if (!look.colour && !look.logoUrl) return theme;
  return { ...theme, primaryColor: look.colour ?? theme.primaryColor, logoUrl: look.logoUrl, hotelName: look.name };
}
