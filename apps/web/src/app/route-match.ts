import { matchPath } from 'react-router';
import type { AppRoute } from '../lib/route-types';
import { appRoutes } from './routes';

/** The app route a path belongs to (static paths win over parameterised ones, as in the router). */
export function findRoute(pathname: string): AppRoute | null {
  const hits = appRoutes.filter((r) => matchPath(r.path, pathname));
  return hits.find((r) => !r.path.includes(':')) ?? hits[0] ?? null;
}

/** Whether a path belongs to a blocked route (navigation to it is cancelled). */
export function isBlockedPath(pathname: string): boolean {
  return findRoute(pathname)?.blocked === true;
}
