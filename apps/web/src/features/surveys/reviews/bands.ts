import type { NpsCategory } from '@gm/domain/questionnaire';

/** Each NPS band's colour (Mantine palette): promoters green, passives yellow, detractors red. */
export const BAND_COLOR: Record<NpsCategory, string> = { promoter: 'green', passive: 'yellow', detractor: 'red' };
