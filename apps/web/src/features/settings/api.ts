import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/institutions/services';
import { type BasicSettingsReply, LOGO_UPLOAD_PATH } from '@gm/contracts/institutions/settings';
import type { Country } from '@gm/contracts/locations';
import { call, callService, getJson, postMultipart } from '../../lib/api/client';
import { updateSession } from '../../lib/session/session-store';

export const settingsKeys = {
  all: ['settings'] as const,
  basic: () => [...settingsKeys.all, 'basic'] as const,
  countries: (lang: string) => [...settingsKeys.all, 'countries', lang] as const,
};

export function readBasicSettings(): Promise<BasicSettingsReply> {
  return call(contracts.readBasicSettings, {});
}

export function saveBasicSettings(input: InputOf<typeof contracts.saveBasicSettings>): Promise<BasicSettingsReply> {
  return call(contracts.saveBasicSettings, input);
}

export function removeLogo(): Promise<BasicSettingsReply> {
  return call(contracts.removeLogo, {});
}

/** POST the logo (multipart); the server re-encodes it like a guest document. */
export function uploadLogo(image: Blob, filename: string): Promise<BasicSettingsReply> {
  const form = new FormData();
  form.append('image', image, filename);
  return postMultipart<BasicSettingsReply>(LOGO_UPLOAD_PATH, form);
}

/** The countries in the user's language (the locations routes the guest's address step uses). */
export async function listCountries(lang: string): Promise<Country[]> {
  const reply = await getJson<{ data: Country[] }>(`/jwt/location/countries?languageCode=${encodeURIComponent(lang)}&limit=1000`);
  return reply.data;
}

export type PostalLookup =
  | { status: 1; disponivel: 'S'; cep: string; estado: string; cidade: string; endereco: string; bairro: string; complemento: string }
  | { status: 1; disponivel: 'N'; message: string };

/** POST /viacep/{code}: the address of a Brazilian CEP (the same lookup the guest's address step uses). */
export function lookupPostalCode(digits: string): Promise<PostalLookup> {
  return callService<PostalLookup>('/viacep', digits, { Pais: 'BR' });
}

/** After a save: the back office's own session context (flags, name, colour) changes at once. */
export function applyContext(reply: BasicSettingsReply): void {
  updateSession({ contextIns: reply.contextIns });
}
