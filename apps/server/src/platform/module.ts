import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { type DomainEventHandler, registerReactions } from './domain-events';
import { type JobHandler, registerJobHandler } from './jobs';
import { type Message, registerHospitalKeys, registerMessages } from './messages';
import { documentRoute, type PlainRouteDoc } from './openapi';
import type { NamedQuery } from './queries';
import type { AnyService } from './registry';

/**
 * Plain Fastify routes of a module (uploads, images, locations, postal codes): outside the service registry, so
 * each is described for /openapi.json next to the code that serves it.
 */
export interface PlainRoutes {
  docs: PlainRouteDoc[];
  register(app: FastifyInstance, deps: AppDeps): void | Promise<void>;
}

/**
 * What a module brings to the server, in one place (docs/decisions/0024-module-borders.md): its registry services,
 * its plain routes, its job handlers by kind, its message catalogue and the tables it owns (the only tables its SQL
 * may write; apps/server/test/table-ownership.test.ts holds it to that). apps/server/src/modules.ts lists them all.
 */
export interface ModuleDefinition {
  name: string;
  services: AnyService[];
  routes: PlainRoutes[];
  jobs: Record<string, JobHandler>;
  messages: Record<string, Message>;
  /** Refusals whose hospital wording is another of its messages (key -> hospital key; platform/messages.ts). */
  hospitalKeys: Record<string, string>;
  /** Its named queries (dashboards): served by the three /dashboardQueries calls (platform/queries.ts). */
  queries: NamedQuery[];
  owns: string[];
  /** Its reactions to other modules' business events, by type (platform/domain-events.ts). */
  reactions: Record<string, DomainEventHandler>;
}

export function defineModule(def: Partial<ModuleDefinition> & Pick<ModuleDefinition, 'name'>): ModuleDefinition {
  if (!/^[a-z]+$/.test(def.name)) throw new Error(`module name ${def.name}: lower-case letters only`);
  return { services: [], routes: [], jobs: {}, messages: {}, hospitalKeys: {}, queries: [], owns: [], reactions: {}, ...def };
}

/** Refuses a list in which two modules claim the same service, job kind, message key or table. */
function assertDistinct(modules: ModuleDefinition[]): void {
  const seen = new Map<string, string>();
  const claim = (what: string, by: string) => {
    const other = seen.get(what);
    if (other && other !== by) throw new Error(`${what} is claimed by modules ${other} and ${by}`);
    seen.set(what, by);
  };
  for (const m of modules) {
    if (seen.has(`module ${m.name}`)) throw new Error(`module ${m.name} is listed twice`);
    seen.set(`module ${m.name}`, m.name);
    for (const s of m.services) claim(`service ${s.name}`, m.name);
    for (const kind of Object.keys(m.jobs)) claim(`job kind ${kind}`, m.name);
    for (const key of Object.keys(m.messages)) claim(`message ${key}`, m.name);
    for (const table of m.owns) claim(`table ${table}`, m.name);
    for (const q of m.queries) claim(`query ${q.name}`, m.name);
  }
}

/**
 * Fills the process-wide catalogues from the list: messages (translate), job handlers (the job runner) and the plain
 * routes' OpenAPI descriptions. Idempotent: every app built in one process (tests build several) fills the same.
 */
export function registerModuleCatalogues(modules: ModuleDefinition[]): void {
  assertDistinct(modules);
  for (const m of modules) {
    registerMessages(m.messages);
    registerHospitalKeys(m.hospitalKeys);
    for (const [kind, handler] of Object.entries(m.jobs)) registerJobHandler(kind, handler);
    for (const r of m.routes) for (const doc of r.docs) documentRoute(doc);
    registerReactions(m.name, m.reactions);
  }
}

/** Adds every module's plain routes to the app, in list order. */
export async function registerModuleRoutes(app: FastifyInstance, deps: AppDeps, modules: ModuleDefinition[]): Promise<void> {
  for (const m of modules) for (const r of m.routes) await r.register(app, deps);
}
