import { createContext, type ReactNode, useContext } from 'react';
import type { AppRoute } from './route-types';

/**
 * The entry's route table as the pages read it: where to land after sign-in, the home page's tiles, whether a
 * remembered path may be opened. The entry that lists the pages provides it (app/router.tsx), so a page never
 * imports the table that lists it.
 */
export interface RouteTable {
  routes: readonly AppRoute[];
  /** The route a path belongs to (static paths win over parameterised ones, as in the router), or null. */
  findRoute(pathname: string): AppRoute | null;
}

const RouteTableContext = createContext<RouteTable | null>(null);

export function RouteTableProvider({ table, children }: { table: RouteTable; children: ReactNode }) {
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

/** The route table of the entry this page is rendered in. */
export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteTable outside a RouteTableProvider');
  return table;
}
