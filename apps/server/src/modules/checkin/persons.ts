import type { CheckinPerson, PersonFieldsInput } from '@gm/contracts/checkin';
import { brFromIso, isoFromBr, isValidBirthDate } from '@gm/domain/dates';
import { isMaskedDocument, maskDocument } from '@gm/domain/documents';
import { readPhone } from '@gm/domain/phones';
import { isValidPlate, normalisePlate } from '@gm/domain/plates';
import { isValidCpf, onlyDigits } from '@gm/domain/validators';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import type { InstitutionSettings } from '../institutions/public';
import { countryName, findCity, isKnownCountry, listCities, listRegions } from '../locations/public';

/** A hotel's guest profile (guests table, codPes) and how the spec's fields map onto it. */
export interface GuestRow {
  id: number;
  institution_id: number;
  user_id: number | null;
  full_name: string;
  sex: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  profession: string | null;
  nationality: string | null;
  nationality_name: string | null;
  birth_date: string | null;
  travel_document: string | null;
  cpf: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  city_id: string | null;
  zip: string | null;
  district: string | null;
  address: string | null;
  address_number: string | null;
  address_complement: string | null;
  vehicle_plate: string | null;
  kinship: string | null;
  card_holder: string | null;
  accessibility: string | null;
  dietary_restriction: string | null;
}

/** Spec field -> column, for every writable field. */
export const FIELD_COLUMNS = {
  nomeCompleto: 'full_name',
  sexo: 'sex',
  email: 'email',
  celular: 'mobile',
  telefone: 'phone',
  profissao: 'profession',
  nacionalidade: 'nationality',
  nacionalidadeDescr: 'nationality_name',
  dataNasc: 'birth_date',
  travelDocument: 'travel_document',
  cpf: 'cpf',
  pais: 'country',
  estado: 'state',
  cidade: 'city',
  cidadeId: 'city_id',
  cep: 'zip',
  bairro: 'district',
  endereco: 'address',
  nroEndereco: 'address_number',
  complementoEnd: 'address_complement',
  placaVeiculo: 'vehicle_plate',
  grauParentesco: 'kinship',
  titularCartao: 'card_holder',
  acessibilidade: 'accessibility',
  restricaoAlimentar: 'dietary_restriction',
} as const satisfies Record<keyof PersonFieldsInput, keyof GuestRow>;

type Column = (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS];
/** Column values to write: undefined leaves a column alone, null clears it. */
export type GuestValues = Partial<Record<Column, string | null>>;

const COLUMNS = ['id', 'institution_id', 'user_id', ...Object.values(FIELD_COLUMNS)].map((c) => `g.${c}`).join(', ');

/** A profile as the check-in services answer it; `masked` hides the CPF and travel document (issue 9 §5). */
export function toCheckinPerson(g: GuestRow, opts: { masked?: boolean } = {}): CheckinPerson {
  const doc = (v: string | null) => (opts.masked ? maskDocument(v) : v);
  return {
    codPes: Number(g.id),
    nomeCompleto: g.full_name,
    sexo: g.sex,
    email: g.email,
    celular: g.mobile,
    telefone: g.phone,
    profissao: g.profession,
    nacionalidade: g.nationality,
    nacionalidadeDescr: g.nationality_name,
    dataNasc: brFromIso(g.birth_date),
    travelDocument: doc(g.travel_document),
    cpf: doc(g.cpf),
    pais: g.country,
    estado: g.state,
    cidade: g.city,
    cidadeId: g.city_id,
    cep: g.zip,
    bairro: g.district,
    endereco: g.address,
    nroEndereco: g.address_number,
    complementoEnd: g.address_complement,
    placaVeiculo: g.vehicle_plate,
    grauParentesco: g.kinship,
    titularCartao: g.card_holder,
    acessibilidade: g.accessibility,
    restricaoAlimentar: g.dietary_restriction,
  };
}

export async function guestById(db: Queryable, institutionId: number, id: number, lock = false): Promise<GuestRow | null> {
  const { rows } = await db.query<GuestRow>(
    `SELECT ${COLUMNS} FROM guests g WHERE g.id = $1 AND g.institution_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, institutionId],
  );
  return rows[0] ?? null;
}

/** The hotel's profile with this CPF, or else with this travel document. */
export async function guestByDocument(
  db: Queryable,
  institutionId: number,
  doc: { cpf?: string | null; travelDocument?: string | null },
): Promise<GuestRow | null> {
  if (doc.cpf) {
    const { rows } = await db.query<GuestRow>(
      `SELECT ${COLUMNS} FROM guests g WHERE g.institution_id = $1 AND g.cpf = $2 ORDER BY g.id LIMIT 1`,
      [institutionId, doc.cpf],
    );
    if (rows[0]) return rows[0];
  }
  if (doc.travelDocument) {
    const { rows } = await db.query<GuestRow>(
      `SELECT ${COLUMNS} FROM guests g WHERE g.institution_id = $1 AND upper(g.travel_document) = upper($2) ORDER BY g.id LIMIT 1`,
      [institutionId, doc.travelDocument],
    );
    if (rows[0]) return rows[0];
  }
  return null;
}

export async function insertGuest(db: Queryable, institutionId: number, values: GuestValues, userId: number | null): Promise<number> {
  const cols = Object.keys(values).filter((k) => values[k as Column] !== undefined) as Column[];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO guests (institution_id, user_id, ${cols.join(', ')}) VALUES ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
    [institutionId, userId, ...cols.map((c) => values[c])],
  );
  return Number(rows[0]!.id);
}

export async function updateGuest(
  db: Queryable,
  institutionId: number,
  id: number,
  values: GuestValues,
  userId?: number | null,
): Promise<void> {
  const cols = Object.keys(values).filter((k) => values[k as Column] !== undefined) as Column[];
  const sets = cols.map((c, i) => `${c} = $${i + 3}`);
  if (userId) sets.push(`user_id = coalesce(user_id, ${Number(userId)})`);
  if (!sets.length) return;
  await db.query(`UPDATE guests SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND institution_id = $2`, [
    id,
    institutionId,
    ...cols.map((c) => values[c]),
  ]);
}

const clean = (v: string | null | undefined): string | null | undefined =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

/**
 * Checks and normalises the person fields of spec section 5 (birth date, CPF, phones by country with the AR
 * rule, plate, CEP, country/state/city against the locations data). Throws the field's refusal.
 */
export function normalisePersonFields(
  input: Partial<PersonFieldsInput>,
  hotel: InstitutionSettings,
  todayIso: string,
  current?: GuestRow | null,
): GuestValues {
  const v: GuestValues = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS) as [keyof PersonFieldsInput, Column][]) {
    const raw = input[field];
    if (raw !== undefined) v[column] = clean(raw as string | null);
  }
  // A masked document sent back (replies mask it for whoever may not see it in full) means "unchanged".
  if (isMaskedDocument(v.cpf)) delete v.cpf;
  if (isMaskedDocument(v.travel_document)) delete v.travel_document;
  // Each refusal names its input field: the JSON reply carries it in `errors` (the form puts it on that field).
  const bad = (key: string, field: keyof PersonFieldsInput) => new AppError(key, { field });
  if (v.birth_date) {
    const iso = isoFromBr(v.birth_date, todayIso);
    if (!iso || !isValidBirthDate(iso, todayIso)) throw bad('checkin.invalid_birth_date', 'dataNasc');
    v.birth_date = iso;
  }
  if (v.cpf) {
    if (!isValidCpf(v.cpf)) throw bad('checkin.invalid_cpf', 'cpf');
    v.cpf = onlyDigits(v.cpf);
  }
  for (const col of ['mobile', 'phone'] as const) {
    if (!v[col]) continue;
    const phone = readPhone(v[col], { defaultCountry: hotel.country, institutionCountry: hotel.country });
    if (!phone.valid) throw bad('checkin.invalid_phone', col === 'mobile' ? 'celular' : 'telefone');
    v[col] = phone.value;
  }
  if (v.vehicle_plate) {
    if (!isValidPlate(v.vehicle_plate)) throw bad('checkin.invalid_plate', 'placaVeiculo');
    v.vehicle_plate = normalisePlate(v.vehicle_plate);
  }
  if (v.country && !isKnownCountry(v.country)) throw bad('checkin.country_invalid', 'pais');
  if (v.nationality && !isKnownCountry(v.nationality)) throw bad('checkin.country_invalid', 'nacionalidade');
  if (v.nationality && v.nationality_name === undefined && !current?.nationality_name)
    v.nationality_name = countryName(v.nationality, 'pt');
  if (v.travel_document) v.travel_document = v.travel_document.toUpperCase();
  const country = (v.country !== undefined ? v.country : current?.country) ?? null;
  if (v.zip) {
    if (country === 'BR' || (!country && hotel.country === 'BR')) {
      const digits = onlyDigits(v.zip);
      if (!/^\d{8}$/.test(digits) || digits === '00000000') throw bad('checkin.zip_invalid', 'cep');
      v.zip = `${digits.slice(0, 5)}-${digits.slice(5)}`;
    } else if (!/^[A-Za-z0-9 -]{2,12}$/.test(v.zip)) throw bad('checkin.zip_invalid', 'cep');
  }
  const state = (v.state !== undefined ? v.state : current?.state) ?? null;
  if (country && (v.country !== undefined || v.state !== undefined) && state) {
    const regions = listRegions(country, 'pt');
    if (regions?.length && !regions.some((r) => r.isoCode === state)) throw bad('checkin.region_invalid', 'estado');
  }
  const cityId = (v.city_id !== undefined ? v.city_id : current?.city_id) ?? null;
  if (country && state && cityId && (v.city_id !== undefined || v.state !== undefined || v.country !== undefined)) {
    const known = (listCities(country, state) ?? []).length > 0;
    const city = known ? findCity(country, state, cityId) : null;
    if (known && !city) throw bad('checkin.city_invalid', 'cidadeId');
    // The dataset's name is canonical for a known id (the IBGE code is what the government register reads).
    if (city) v.city = city.name;
  }
  return v;
}

/** The values after applying a change to a stored profile. */
export function merged(current: GuestRow | null, values: GuestValues): GuestRow {
  const base = (current ?? { id: 0, institution_id: 0, user_id: null }) as GuestRow;
  const out = { ...base } as Record<string, unknown>;
  for (const [k, val] of Object.entries(values)) if (val !== undefined) out[k] = val;
  for (const col of Object.values(FIELD_COLUMNS)) if (out[col] === undefined) out[col] = null;
  return out as unknown as GuestRow;
}
