import type { AuthenticatedUser, InstitutionContext } from '@gm/contracts/auth';
import { permissionMapFromStrings } from '@gm/domain/permissions';
import { describe, expect, it } from 'vitest';
import { landingPath, routeAccess } from './access';
import type { AppRoute, RouteContext } from './route-types';

const page = () => Promise.resolve(() => null);

function ctx(perms: string[], opts: { guest?: boolean; codIns?: number; flags?: Record<string, unknown> } = {}): RouteContext {
  const user: AuthenticatedUser = {
    idUser: 7,
    name: 'Ana',
    email: 'ana@demo.test',
    guest: opts.guest ?? false,
    permissions: permissionMapFromStrings(perms),
  };
  const contextIns: InstitutionContext = {
    codIns: opts.codIns ?? 1,
    nomeIns: 'Hotel',
    rede: null,
    COUNTRYINS: 'BR',
    TIMEZONE: 'America/Sao_Paulo',
    THEME: null,
    ...opts.flags,
  };
  return { user, contextIns };
}

const routes: AppRoute[] = [
  {
    name: 'Home',
    path: '/home/index',
    permission: [
      { area: 'HOTEL', action: '*', instance: '*' },
      { area: 'HOTELSEC', action: '*', instance: '*' },
    ],
    page,
    nav: { labelKey: 'n.home.x', order: 0 },
  },
  {
    name: 'Details',
    path: '/details/index',
    permission: { area: 'SUJEITO', action: '*', instance: 'user' },
    page,
    nav: { labelKey: 'n.details.x', order: 5 },
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
  { name: 'SignIn-Public', path: '/login/sign-in', public: true, page },
];
const byName = (n: string) => routes.find((r) => r.name === n)!;

describe('route guard decisions', () => {
  it('sends signed-out users of private routes to sign-in, lets anyone open public ones', () => {
    expect(routeAccess(byName('Home'), null)).toBe('sign-in');
    expect(routeAccess(byName('SignIn-Public'), null)).toBe('allow');
  });
  it('checks the permission against the current hotel (AREA:instance:action with *)', () => {
    expect(routeAccess(byName('Pending'), ctx(['TRIAL:1:pessoas']))).toBe('allow');
    expect(routeAccess(byName('Pending'), ctx(['TRIAL:*:*']))).toBe('allow');
    expect(routeAccess(byName('Pending'), ctx(['TRIAL:2:pessoas']))).toBe('forbidden');
    expect(routeAccess(byName('Pending'), ctx(['TRIAL:1:reservas']))).toBe('forbidden');
  });
  it('shows Home for HOTEL or HOTELSEC in any instance', () => {
    expect(routeAccess(byName('Home'), ctx(['HOTELSEC:9:*']))).toBe('allow');
    expect(routeAccess(byName('Home'), ctx(['SUJEITO:7:*'], { guest: true }))).toBe('forbidden');
  });
  it("matches SUJEITO against the user's own id", () => {
    expect(routeAccess(byName('Details'), ctx(['SUJEITO:7:*'], { guest: true }))).toBe('allow');
    expect(routeAccess(byName('Details'), ctx(['SUJEITO:8:*'], { guest: true }))).toBe('forbidden');
  });
  it("applies the hotel's setting conditions", () => {
    expect(routeAccess(byName('Mapping'), ctx(['TRIAL:1:*'], { flags: { HASMAPARESERVAS: 'S' } }))).toBe('allow');
    expect(routeAccess(byName('Mapping'), ctx(['TRIAL:1:*'], { flags: { HASMAPARESERVAS: 'N' } }))).toBe('forbidden');
  });
  it('blocks blocked routes whatever the permissions', () => {
    expect(routeAccess(byName('TripAdvisor'), ctx(['DASH:*:*']))).toBe('blocked');
  });
});

describe('landing after sign-in', () => {
  it('sends guests to Details and staff to Home', () => {
    expect(landingPath(routes, ctx(['SUJEITO:7:*'], { guest: true }))).toBe('/details/index');
    expect(landingPath(routes, ctx(['HOTEL:1:*', 'TRIAL:1:*']))).toBe('/home/index');
  });
  it('falls back to the first area the user may open when Home is not allowed', () => {
    expect(landingPath(routes, ctx(['TRIAL:1:pessoas']))).toBe('/operation/pending');
  });
});
