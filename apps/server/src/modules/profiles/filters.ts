import { FILTER_FIELDS, FILTER_OPERATORS, type FilterField, filterFieldNames } from '@gm/contracts/crm/segments-filters';
import type { AvailableFilter } from '@gm/contracts/crm/segments-replies';
import type { Queryable } from '../../db/pool';

/**
 * GetAvailableSegmentFiltersService: each filterable field with its legacy query column, type, operators and, for
 * the fields chosen from a list, the options the hotel's data holds (the ORIGEM entry lists the bookings' origins,
 * as the spec's origin dropdown reads it). Fixed lists (months, languages, NPS bands) are codes the screen words.
 */
const FIXED: Partial<Record<FilterField, string[]>> = {
  birthdayMonth: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
  language: ['pt', 'en', 'es'],
  npsBand: ['promoter', 'passive', 'detractor', 'none'],
};

export async function availableFilters(db: Queryable, institutionId: number): Promise<AvailableFilter[]> {
  const { rows } = await db.query<{ field: FilterField; value: string }>(
    `SELECT DISTINCT field, value FROM (
       SELECT 'state' AS field, state AS value FROM guest_profiles WHERE institution_id = $1
       UNION ALL SELECT 'country', country FROM guest_profiles WHERE institution_id = $1
       UNION ALL SELECT 'bookingOrigin', origin FROM bookings WHERE institution_id = $1
       UNION ALL SELECT 'preference', unnest(preferences) FROM guest_profiles WHERE institution_id = $1
     ) v WHERE value IS NOT NULL AND value <> '' ORDER BY field, value LIMIT 2000`,
    [institutionId],
  );
  const found = new Map<FilterField, string[]>();
  for (const r of rows) found.set(r.field, [...(found.get(r.field) ?? []), r.value]);
  return filterFieldNames.map((field) => {
    const { type, query } = FILTER_FIELDS[field];
    const values = FIXED[field] ?? found.get(field) ?? [];
    return { field, queryColumn: query, type, operators: [...FILTER_OPERATORS[type]], options: values.map((v) => ({ value: v, text: v })) };
  });
}
