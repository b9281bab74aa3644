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
