import type { WidgetConfig } from './api';

export type WidgetEntryKind = 'checkin' | 'pagamento' | 'contato';
export interface WidgetEntry {
  kind: WidgetEntryKind;
  href: string;
}

/** The menu's entries the hotel offers, in order, with their addresses on this site (the hotel's link code kept). */
export function widgetEntriesOf(config: WidgetConfig, locale: string): WidgetEntry[] {
  const query = `h=${encodeURIComponent(config.h)}&locale=${encodeURIComponent(locale)}`;
  const entries: WidgetEntry[] = [];
  if (config.entradas.checkin) entries.push({ kind: 'checkin', href: `/checkin?${query}` });
  if (config.entradas.pagamento) entries.push({ kind: 'pagamento', href: `/payment?${query}` });
  if (config.entradas.contato && config.email) entries.push({ kind: 'contato', href: `mailto:${config.email}` });
  return entries;
}
