import type { Message } from '../../platform/messages';

/** Message records from compact [pt, en, es] triples under a prefix (the dashboards' many column titles). */
export function labels(
  prefix: string,
  entries: Record<string, readonly [string, string, string] | readonly [string, string, string, string, string, string]>,
): Record<string, Message> {
  return Object.fromEntries(
    Object.entries(entries).map(([k, [pt, en, es, hpt, hen, hes]]) => [
      `${prefix}.${k}`,
      hpt && hen && hes ? { pt, en, es, hospital: { pt: hpt, en: hen, es: hes } } : { pt, en, es },
    ]),
  );
}

/**
 * SQL bounds of a period of hotel-local days as instants: `$2`..`$3` are the first and last day (yyyy-mm-dd) and the
 * hotel's time zone is read from institutions ($1).
 */
export const LOCAL_FROM = `(($2::date)::timestamp AT TIME ZONE (SELECT time_zone FROM institutions WHERE id = $1))`;
export const LOCAL_TO = `(($3::date + 1)::timestamp AT TIME ZONE (SELECT time_zone FROM institutions WHERE id = $1))`;
