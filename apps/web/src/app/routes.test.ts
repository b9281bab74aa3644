import type { AuthenticatedUser, InstitutionContext } from '@gm/contracts/auth';
import { permissionMapFromStrings } from '@gm/domain/permissions';
import { describe, expect, it } from 'vitest';
import { canOpen } from '../lib/access';
import type { AppRoute, NavGroup, RouteContext } from '../lib/route-types';
import { buildNavTree } from './nav-tree';
import { appNavGroups, appRoutes } from './routes';

// The back office's own route table and drawer (the guard's rules are tested in lib/access.test.ts).

const page = () => Promise.resolve(() => null);
const Icon = () => null;

function ctx(perms: string[]): RouteContext {
  const user: AuthenticatedUser = {
    idUser: 7,
    name: 'Ana',
    email: 'ana@demo.test',
    guest: false,
    permissions: permissionMapFromStrings(perms),
  };
  const contextIns: InstitutionContext = {
    codIns: 1,
    nomeIns: 'Hotel',
    rede: null,
    COUNTRYINS: 'BR',
    TIMEZONE: 'America/Sao_Paulo',
    THEME: null,
  };
  return { user, contextIns };
}

describe('navigation drawer entries', () => {
  const routes: AppRoute[] = [
    {
      name: 'Home',
      path: '/home/index',
      permission: { area: 'HOTEL', action: '*', instance: '*' },
      page,
      nav: { labelKey: 'n.home.x', order: 0 },
    },
    {
      name: 'Pending',
      path: '/operation/pending',
      permission: { area: 'TRIAL', action: 'pessoas' },
      page,
      nav: { labelKey: 'n.ops.pending', group: 'ops', order: 20 },
    },
    {
      name: 'Mapping',
      path: '/operation/reservations-mapping',
      permission: { area: 'TRIAL', action: 'mapa-reservas' },
      enabled: (c) => c.contextIns?.HASMAPARESERVAS === 'S',
      page,
      nav: { labelKey: 'n.ops.map', group: 'ops', order: 21 },
    },
    {
      name: 'TripAdvisor',
      path: '/dashboard/tripadvisor/:section',
      blocked: true,
      permission: { area: 'DASH', action: 'ortripadvisor' },
      page,
      nav: { labelKey: 'n.dash.ta', group: 'dash', order: 30, to: '/dashboard/tripadvisor/summary' },
    },
    { name: 'SignIn-Public', path: '/login/sign-in', public: true, page, nav: { labelKey: 'n.signIn', order: 1 } },
  ];
  const groups: NavGroup[] = [
    { id: 'dash', labelKey: 'g.dash.x', icon: Icon, order: 1 },
    { id: 'ops', labelKey: 'g.ops.x', icon: Icon, order: 2 },
  ];

  it('lists only what the user may open, grouped and ordered, hiding empty and blocked entries', () => {
    const tree = buildNavTree(routes, groups, ctx(['HOTEL:1:*', 'TRIAL:1:pessoas', 'DASH:1:*']));
    expect(tree.top.map((i) => i.route.name)).toEqual(['Home']);
    expect(tree.groups.map((g) => g.group.id)).toEqual(['ops']);
    expect(tree.groups[0]!.items.map((i) => i.to)).toEqual(['/operation/pending']);
  });
});

describe('the app route table', () => {
  it('has unique names and paths; public names end in -Public and private ones do not', () => {
    expect(new Set(appRoutes.map((r) => r.name)).size).toBe(appRoutes.length);
    expect(new Set(appRoutes.map((r) => r.path)).size).toBe(appRoutes.length);
    for (const r of appRoutes) expect(r.name.endsWith('-Public'), r.name).toBe(!!r.public);
  });
  it("holds the foundation's screens of spec section 2", () => {
    const paths = appRoutes.map((r) => r.path);
    for (const p of [
      '/login/sign-in',
      '/login/recovery',
      '/login/activate',
      '/activate',
      '/reset-password',
      '/error/:type',
      '/home/index',
      '/account-settings/index',
      '/release-code/index',
      '/details/index',
    ]) {
      expect(paths).toContain(p);
    }
    expect(appRoutes.find((r) => r.name === 'Home')?.path).toBe('/home/index');
    expect(appRoutes.find((r) => r.name === 'Details')?.path).toBe('/details/index');
  });
  it('lets any signed-in user open account settings and release code, and admins the outbox', () => {
    const nobody = ctx([]);
    expect(canOpen(appRoutes.find((r) => r.name === 'AccountSettings')!, nobody)).toBe(true);
    expect(canOpen(appRoutes.find((r) => r.name === 'ReleaseCode')!, nobody)).toBe(true);
    const outbox = appRoutes.find((r) => r.path === '/config/outbox')!;
    expect(canOpen(outbox, nobody)).toBe(false);
    expect(canOpen(outbox, ctx(['ADM:1:*']))).toBe(true);
    expect(canOpen(outbox, ctx(['CHANGEINS:1:notifications']))).toBe(true);
    expect(canOpen(outbox, ctx(['ADM:2:*']))).toBe(false);
  });
  it('lets ADM holders of the hotel emulate, and ADM audit holders read the audit trail', () => {
    const emulate = appRoutes.find((r) => r.path === '/emulate/index')!;
    const audit = appRoutes.find((r) => r.path === '/config/audit')!;
    expect(canOpen(emulate, ctx(['ADM:1:*']))).toBe(true);
    expect(canOpen(emulate, ctx(['ADM:1:audit']))).toBe(false);
    expect(canOpen(emulate, ctx(['ADM:2:*']))).toBe(false);
    expect(canOpen(audit, ctx(['ADM:1:*']))).toBe(true);
    expect(canOpen(audit, ctx(['ADM:1:audit']))).toBe(true);
    expect(canOpen(audit, ctx(['TRIAL:1:*']))).toBe(false);
  });
  it('gives every drawer group used by a route a definition', () => {
    const ids = new Set(appNavGroups.map((g) => g.id));
    for (const r of appRoutes) if (r.nav?.group) expect(ids.has(r.nav.group), r.name).toBe(true);
  });
});

describe('the settings routes', () => {
  const byPath = (p: string) => appRoutes.find((r) => r.path === p)!;
  it('opens the overview (/config, /config/index) to any signed-in user and basic settings with CHANGEINS basic', () => {
    for (const p of ['/config', '/config/index']) expect(canOpen(byPath(p), ctx([]))).toBe(true);
    expect(canOpen(byPath('/config/basicsettings'), ctx([]))).toBe(false);
    expect(canOpen(byPath('/config/basicsettings'), ctx(['CHANGEINS:1:basic']))).toBe(true);
    expect(canOpen(byPath('/config/basicsettings'), ctx(['CHANGEINS:2:basic']))).toBe(false);
  });
  it('lists the overview in the drawer only for whoever may open a settings section', () => {
    const settingsItems = (perms: string[]) =>
      buildNavTree(appRoutes, appNavGroups, ctx(perms))
        .groups.find((g) => g.group.id === 'settings')
        ?.items.map((i) => i.to) ?? [];
    expect(settingsItems([])).toEqual([]);
    expect(settingsItems(['CHANGEINS:1:basic'])).toEqual(['/config/index', '/config/basicsettings']);
    expect(settingsItems(['ADM:1:*'])).toContain('/config/index');
    expect(settingsItems(['TRIAL:1:reservas'])).not.toContain('/config/index');
  });
});
