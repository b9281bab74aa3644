import type { Locale } from '@gm/domain/locale';
import { text } from '../../platform/messages';
import type { InstitutionSettings } from '../institutions/public';
import { type MergeValues, sampleMergeValues } from './merge-fields';

const TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES' };

/** The preview's and the test mail's stand-in guest: a stay a week from today, in the hotel's time zone. */
export function sampleValuesFor(hotel: InstitutionSettings, locale: Locale, baseUrl: string, now = new Date()): MergeValues {
  const day = (n: number) =>
    new Intl.DateTimeFormat(TAGS[locale], { timeZone: hotel.timeZone, dateStyle: 'long' }).format(new Date(now.getTime() + n * 86_400_000));
  return sampleMergeValues(
    { name: hotel.name },
    { guest: text('campaigns.sample_guest', locale, hotel), firstName: text('campaigns.sample_first_name', locale, hotel) },
    baseUrl,
    [day(7), day(10)],
  );
}
