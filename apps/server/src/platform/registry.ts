import type { Access, AnyContract, Contract } from '@gm/contracts/contract';
import { STAFF_MINTED_DEFAULT } from '@gm/contracts/permissions';
import type { Locale } from '@gm/domain/locale';
import type { PermissionMap } from '@gm/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from './deps';

/** Who is calling, resolved by the transport from the bearer token or the session cookie. */
export type Caller =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      idUser: number;
      sessionId: string;
      codIns: number | null;
      name: string;
      email: string;
      guest: boolean;
      permissions: PermissionMap;
      /** The hotels the user works in, sorted by name (from the session cache). */
      institutions: { id: number; name: string }[];
      /**
       * Set while an administrator emulates this user (/emulate/index): the person actually signed in. The caller
       * is otherwise the emulated user (their permissions, hotels and screens); personal actions are refused and
       * the audit trail records "actor as user".
       */
      actor?: { idUser: number; name: string; email: string };
    }
  | {
      kind: 'guest';
      tokenType: 'context' | 'booking' | 'survey';
      codIns: number;
      codRes: number | null;
      codPes: number | null;
      /**
       * A booking token staff minted at the desk (/person/token): the staff member, whose session must still be
       * live and who must still work at the hotel; the registry holds their own permissions against each call.
       */
      staff?: { idUser: number; sessionId: string; permissions: PermissionMap } | null;
    };

export type UserCaller = Extract<Caller, { kind: 'user' }>;
export type GuestCaller = Extract<Caller, { kind: 'guest' }>;

export type { Access, ReplyFormat } from '@gm/contracts/contract';
export { STAFF_MINTED_DEFAULT };

export interface ServiceContext<C extends Caller = Caller> {
  deps: AppDeps;
  caller: C;
  /**
   * The caller's context institution: the user's current hotel or the guest token's hotel (the Caller's `codIns`);
   * a service whose contract needs an institution sees a number (InstitutionContext).
   */
  institutionId: number | null;
  locale: Locale;
  requestId: string;
  log: FastifyBaseLogger;
  ip: string;
  userAgent: string;
  /** The raw bearer token, for services whose bearer is a mailed link token. */
  bearer: string | null;
  /** Query string of the request (e.g. requestContext). */
  query: Record<string, string>;
  /** Sets a response header or cookie (form endpoints). */
  setCookie(name: string, value: string, opts: { maxAgeSeconds: number }): void;
  clearCookie(name: string): void;
  cookies: Record<string, string>;
}

/** The context of a service whose contract has `needsInstitution: true`: the institution is known. */
export type InstitutionContext<C extends Caller = Caller> = ServiceContext<C> & { institutionId: number };

/**
 * A registered service: its contract (packages/contracts: the wire, the permission, the reply's schema) with the
 * module's handler, summary and sample. Only `defineService(contract, impl)` makes one.
 */
export interface AnyService extends Contract {
  summary: string;
  /**
   * A representative valid input for the registry-wide tests (authorisation matrix): given the
   * demo fixtures, what a permitted caller of Hotel Demo would send. Without it, {} is sent.
   */
  sample?: (fx: SampleFixtures) => unknown;
  /** How a failure is written in 'text' replies, e.g. status '2' then the message. */
  textFailure?: (message: string) => string;
  handler: (ctx: ServiceContext, input: unknown) => Promise<unknown>;
}

/** Ids the registry-wide tests create in Hotel Demo (services' samples refer to them). */
export interface SampleFixtures {
  hotel: number;
  hospital: number;
  admin: number;
  bookingId: number;
  voucher: string;
  /** Extra ids modules seed for their samples (e.g. invoiceId), by name. */
  extra: Record<string, number | string>;
}

/** A file or a stream (XLSX, PDF, an image): sent as-is with its type and, when named, as a download. */
export class BinaryReply {
  constructor(
    readonly body: Buffer | string | NodeJS.ReadableStream,
    readonly contentType: string,
    readonly filename?: string,
  ) {}
}

/** What a module writes for a contract: the handler, and the registry-wide tests' sample input. */
export interface ServiceImpl<C extends AnyContract> {
  /** One line for the OpenAPI document. */
  summary: string;
  sample?: (fx: SampleFixtures) => unknown;
  /** How a failure is written in 'text' replies, e.g. status '2' then the message. */
  textFailure?: (message: string) => string;
  handler: (
    ctx: C['needsInstitution'] extends true ? InstitutionContext : ServiceContext,
    input: z.output<C['input']>,
  ) => Promise<z.input<C['output']> | RawJson | BinaryReply>;
}

/**
 * A reply already serialised as JSON (e.g. from a cache shared by many requests): the JSON transport
 * sends the text as-is instead of serialising the same object again; the XML and text transports
 * decode it first.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

/**
 * A service: a contract from `packages/contracts` and the module's handler for it (the reply type comes from the
 * contract's output schema; a handler of a contract with `needsInstitution: true` gets a numeric `institutionId`).
 * `NoInfer`: the contract alone fixes C, so a reply's literals (`status: 1`, 'S') are checked against the contract
 * rather than widened while C is being inferred.
 */
export function defineService<C extends AnyContract>(contract: C, impl: NoInfer<ServiceImpl<C>>): AnyService {
  return {
    ...(contract as Contract),
    summary: impl.summary,
    sample: impl.sample,
    textFailure: impl.textFailure,
    // The transport checks needsInstitution before calling, and parses the input with the contract's schema.
    handler: impl.handler as AnyService['handler'],
  };
}

export function accessList(def: AnyService): readonly Access[] {
  return typeof def.access === 'string' ? [def.access] : def.access;
}

/** Every path a service answers on (used by transports, OpenAPI and the registry-wide tests). */
export function servicePaths(def: AnyService): string[] {
  return [...(def.paths ?? []), ...(def.basePaths ?? []).map((b) => `${b}/${def.name}`)];
}

/** A service's first path with its `:param` segments filled from an input (the registry-wide tests' samples). */
export function concretePath(def: AnyService, input: unknown): string {
  const values = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return servicePaths(def)[0]!.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? name)));
}

const index = new Map<string, AnyService>();

/** Services by spec name, filled when the transports are registered (VerifyAuthzService reads it). */
export function indexServices(services: AnyService[]): void {
  for (const s of services) index.set(s.name, s);
}

export function findService(name: string): AnyService | undefined {
  return index.get(name);
}
