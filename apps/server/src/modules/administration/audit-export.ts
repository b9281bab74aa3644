import type { AuditEntryWire } from '@gm/contracts/administration/audit';
import { formatDateTime } from '@gm/domain/format';
import type { Locale } from '@gm/domain/locale';
import writeXlsxFile from 'write-excel-file/node';
import { translate } from '../../platform/messages';

/** The export's columns, titled in the caller's language. */
const COLUMNS = ['at', 'action', 'actor', 'as', 'target', 'before', 'after', 'ip'] as const;

/** Before and after as one line each: what changed, readable in a spreadsheet cell (JSON, cut at Excel's limit). */
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v).slice(0, 32_000));

/** An action's words when the catalogue has them (administration.audit.action.<action>), else its code. */
export function actionLabel(action: string, locale: Locale): string {
  const key = `administration.audit.action.${action}`;
  const label = translate(key, locale);
  return label === key ? action : label;
}

/** The filtered entries as an .xlsx workbook: dates in the hotel's time zone, one row per entry. */
export async function auditWorkbook(entries: AuditEntryWire[], timeZone: string, locale: Locale): Promise<Buffer> {
  const header = COLUMNS.map((c) => ({ value: translate(`administration.audit.column.${c}`, locale), fontWeight: 'bold' as const }));
  const rows = entries.map((e) => [
    formatDateTime(e.at, timeZone),
    actionLabel(e.action, locale),
    e.actor?.name ?? null,
    e.as?.name ?? null,
    e.target ? [e.target.label, e.target.type && `${e.target.type} ${e.target.id ?? ''}`.trim()].filter(Boolean).join(' · ') : null,
    json(e.before),
    json(e.after),
    e.ip,
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: translate('administration.audit.sheet', locale).slice(0, 31),
    stickyRowsCount: 1,
  }).toBuffer();
}
