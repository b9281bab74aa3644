import type { PermissionRequirement } from '@gm/domain/permissions';
import type { z } from 'zod';

/** public: anyone; guest: a hotel-context or booking token; user: a signed-in user. */
export type Access = 'public' | 'guest' | 'user';

/** How a reply is encoded: JSON by default; 'text' for the legacy semicolon replies; 'binary' for files and streams. */
export type ReplyFormat = 'json' | 'text' | 'binary';

/**
 * One service of the wire (spec section 7), shared by the server (which registers a handler against it) and the web
 * (which calls it with `call(contract, input)` and gets `OutputOf<typeof contract>` back). The OpenAPI summary and the
 * registry tests' sample live with the handler, so the web bundles carry only what a call needs.
 */
export interface Contract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, N extends boolean = boolean> {
  /** The spec's service name (section 7). */
  readonly name: string;
  /** Module base paths it is served under: POST {base}/{name} and the envelope POST {base}. The web calls the first. */
  readonly basePaths?: readonly string[];
  /** Exact paths for the spec's named endpoints (/login, /logout, ...); `:param` segments are path parameters. */
  readonly paths?: readonly string[];
  /** POST (default) or GET: a GET reads its input from the path parameters and the query string. */
  readonly method?: 'POST' | 'GET';
  /** Also served by the legacy XML envelope on its base paths (spec: text/xml services). */
  readonly xml?: boolean;
  readonly access: Access | readonly Access[];
  /** Required permission(s): any one suffices; instance from the caller's context. */
  readonly permission?: PermissionRequirement | readonly PermissionRequirement[];
  /**
   * What a staff member must hold to make this call through a guest token they minted at the desk (any one
   * suffices; default STAFF_MINTED_DEFAULT): a token staff obtain never grants more than their own permissions.
   */
  readonly staffPermission?: PermissionRequirement | readonly PermissionRequirement[];
  /** A service that needs a context institution refuses callers without one; its handler gets `institutionId`. */
  readonly needsInstitution: N;
  readonly input: I;
  /** What may leave the server (CONVENTIONS rule 2). Checked against every reply in tests and development. */
  readonly output: O;
  /** Accepts application/x-www-form-urlencoded bodies (the legacy form endpoints). */
  readonly form?: boolean;
  readonly reply?: ReplyFormat;
  /** Rate-limit class: 'auth' for sign-in, recovery and activation. */
  readonly rateLimit?: 'auth';
  /** Whether the service writes (used by the registry-wide tests and the OpenAPI document). */
  readonly writes?: boolean;
  /**
   * Acts on the signed-in person's own account (password, release code, their own guest tokens, their hotel): the
   * registry refuses it while an administrator emulates a user (issue 12), whatever the emulated user may do.
   */
  readonly personal?: boolean;
}

export type AnyContract = Contract<z.ZodType, z.ZodType, boolean>;
export type InputOf<C extends AnyContract> = z.input<C['input']>;
export type OutputOf<C extends AnyContract> = z.output<C['output']>;

type ContractSpec<I extends z.ZodType, O extends z.ZodType, N extends boolean> = Omit<Contract<I, O, N>, 'needsInstitution'> & {
  needsInstitution?: N;
};

/*#__NO_SIDE_EFFECTS__*/
export function defineContract<I extends z.ZodType, O extends z.ZodType, N extends boolean = false>(
  spec: ContractSpec<I, O, N>,
): Contract<I, O, N> {
  if (!spec.basePaths?.length && !spec.paths?.length) throw new Error(`contract ${spec.name} has no path`);
  return { ...spec, needsInstitution: (spec.needsInstitution ?? false) as N };
}

/** The path the web calls: the first exact path, else the first base path plus the name. */
export function contractPath(c: Pick<AnyContract, 'name' | 'paths' | 'basePaths'>): string {
  const exact = c.paths?.[0];
  if (exact) return exact;
  return `${c.basePaths?.[0]}/${c.name}`;
}
