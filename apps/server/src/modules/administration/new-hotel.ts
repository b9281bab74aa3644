import { PERMISSIONS, type PermissionArea } from '@gm/contracts/permissions';
import type { CreatePropertyInput } from '@gm/contracts/properties/inputs';
import type { NewPropertyOptions } from '@gm/contracts/properties/replies';
import { hasPermission } from '@gm/domain/permissions';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { InstitutionContext, UserCaller } from '../../platform/registry';
import { copyHotelMemberships, setHotelMembership } from '../auth/public';
import {
  applyConfiguration,
  findNetwork,
  findSettings,
  forgetSettings,
  insertInstitution,
  readConfiguration,
} from '../institutions/public';
import { isKnownCountry, listCountries } from '../locations/public';

/**
 * New hotel (/create-ins/index, CREATEINS, docs/decisions/0037-administration.md). The caller creates a property in
 * one of their networks (or a new one), optionally copying the settings, the terms and the user roles of a property
 * they administer, and becomes its administrator. One transaction, one audit entry.
 */

type Ctx = InstitutionContext<UserCaller>;

/**
 * What the creator holds in the new property: every area of the catalogue for that hotel, as the demo's
 * administrators hold (seed/factories.ts allPermissionsFor). Not SUJEITO (a guest's own data) nor HOTELSEC (the
 * secondary home of a limited profile).
 */
const ADMIN_AREAS = (Object.keys(PERMISSIONS) as PermissionArea[]).filter((a) => a !== 'SUJEITO' && a !== 'HOTELSEC');
export const administratorGrants = (institutionId: number) => ADMIN_AREAS.map((area) => `${area}:${institutionId}:*`);

const holds = (caller: UserCaller, area: string, action: string, institutionId: number) =>
  caller.institutions.some((i) => i.id === institutionId) && hasPermission(caller.permissions, { area, action, instance: institutionId });

/** The caller may copy settings and terms from a hotel where they hold saveconf; its users where they hold manageusers. */
const mayCopySettings = (caller: UserCaller, id: number) => holds(caller, 'CHANGEINS', PERMISSIONS.CHANGEINS.saveconf.action, id);
const mayCopyUsers = (caller: UserCaller, id: number) => holds(caller, 'CHANGEINS', PERMISSIONS.CHANGEINS.manageusers.action, id);
/** A network is the caller's when they may create hotels in one of its hotels. */
const mayCreateIn = (caller: UserCaller, id: number) => holds(caller, 'CREATEINS', PERMISSIONS.CREATEINS.any.action, id);

/** The form's choices: the caller's networks, the current hotel's settings as defaults, the properties to copy from. */
export async function newPropertyOptions(ctx: Ctx): Promise<NewPropertyOptions> {
  const { db } = ctx.deps;
  const current = await findSettings(db, ctx.institutionId);
  const hotels = (await Promise.all(ctx.caller.institutions.map((i) => findSettings(db, i.id)))).filter((s) => s !== null);
  const networks = [...new Set(hotels.filter((s) => s.network && mayCreateIn(ctx.caller, s.institutionId)).map((s) => s.network!))].sort(
    (a, b) => a.localeCompare(b, ctx.locale),
  );
  const copySources = hotels
    .map((s) => ({
      codIns: s.institutionId,
      nome: s.name,
      rede: s.network,
      country: s.country,
      timeZone: s.timeZone,
      language: s.language,
      currency: s.currency,
      hospital: s.hospital,
      canCopySettings: mayCopySettings(ctx.caller, s.institutionId),
      canCopyUsers: mayCopyUsers(ctx.caller, s.institutionId),
    }))
    .filter((s) => s.canCopySettings || s.canCopyUsers)
    .sort((a, b) => a.nome.localeCompare(b.nome, ctx.locale));
  return {
    status: 1,
    defaults: {
      network: current?.network ?? '',
      country: current?.country ?? 'BR',
      timeZone: current?.timeZone ?? 'America/Sao_Paulo',
      language: current?.language ?? 'pt',
      currency: current?.currency ?? 'BRL',
      copyFrom: copySources.some((s) => s.codIns === ctx.institutionId) ? ctx.institutionId : null,
    },
    networks,
    countries: listCountries(ctx.locale).map((c) => ({ code: c.code, name: c.name })),
    copySources,
  };
}

/** The network the property joins, as stored; refused when it is other people's. */
async function chosenNetwork(ctx: Ctx, typed: string): Promise<string | null> {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  const found = await findNetwork(ctx.deps.db, name);
  if (!found) return name;
  // An existing network is joined only by someone who may create hotels in one of its hotels.
  if (found.institutionIds.length && !found.institutionIds.some((id) => mayCreateIn(ctx.caller, id))) {
    throw new AppError('properties.network_not_yours', { field: 'network' });
  }
  return found.name;
}

export interface CreatedProperty {
  id: number;
  name: string;
  network: string | null;
  h: string;
  r: string | null;
  copied: { settings: boolean; terms: boolean; users: number };
}

export async function createProperty(ctx: Ctx, input: CreatePropertyInput): Promise<CreatedProperty> {
  const { caller } = ctx;
  if (!isKnownCountry(input.country)) throw new AppError('properties.unknown_country', { field: 'country' });
  const network = await chosenNetwork(ctx, input.network);
  const wants = input.copy;
  const source = input.copyFrom;
  if ((wants.settings || wants.terms || wants.users) && source === null) {
    throw new AppError('properties.copy_needs_source', { field: 'copyFrom' });
  }
  if (source !== null) {
    const refused = ((wants.settings || wants.terms) && !mayCopySettings(caller, source)) || (wants.users && !mayCopyUsers(caller, source));
    if (refused) throw new AppError('properties.copy_not_yours', { field: 'copyFrom' });
  }

  const created = await withTransaction(ctx.deps.db, async (tx) => {
    const row = await insertInstitution(tx, { name: input.name, network, country: input.country });
    const from = source !== null && (wants.settings || wants.terms) ? await readConfiguration(tx, source) : null;
    const copied = from && wants.settings ? from.settings : null;
    // The form's own choices win over what is copied; identity (name, CNPJ, address, logo) is never copied.
    await applyConfiguration(tx, row.id, {
      settings: {
        timeZone: input.timeZone,
        language: input.language,
        currency: input.currency,
        theme: copied?.theme ?? null,
        flags: { ...(copied?.flags ?? {}), ISHOSPITAL: input.kind === 'hospital' ? 'S' : 'N' },
        notifications: copied?.notifications ?? {},
      },
      ...(from && wants.terms ? { terms: from.terms } : {}),
    });
    const users = source !== null && wants.users ? await copyHotelMemberships(tx, source, row.id) : 0;
    await setHotelMembership(tx, caller.idUser, row.id, administratorGrants(row.id));
    const result: CreatedProperty = {
      id: row.id,
      name: input.name,
      network,
      h: row.h,
      r: row.r,
      copied: { settings: !!copied, terms: !!from && wants.terms, users },
    };
    await recordAudit(tx, ctx, {
      action: 'institution.create',
      institutionId: row.id,
      target: { type: 'institution', id: row.id, label: input.name },
      after: {
        name: input.name,
        network,
        country: input.country,
        timeZone: input.timeZone,
        kind: input.kind,
        language: input.language,
        currency: input.currency,
        h: row.h,
        r: row.r,
        createdFrom: ctx.institutionId,
        copyFrom: source,
        copy: { settings: wants.settings, terms: wants.terms, users: wants.users },
        usersCopied: users,
      },
    });
    return result;
  });
  // This process answers the creator's next request with the new hotel (other processes hear the announcement).
  ctx.deps.sessions.forget(caller.sessionId);
  forgetSettings(ctx.deps.db, created.id);
  return created;
}
