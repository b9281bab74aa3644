import { AREA_WORDS, grantWords, ROLE_WORDS, type RoleId, type RoleOrCustom, wordsIn } from '@gm/contracts/roles';
import { normaliseLocale } from '@gm/domain/locale';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';

/** The role templates' and grants' plain words (packages/contracts/src/roles.ts) in the screen's language and wording. */
export function useAdminWords() {
  const { t, language } = useT();
  const { contextIns } = useSession();
  const locale = normaliseLocale(language) ?? 'pt';
  const hospital = contextIns?.ISHOSPITAL === 'S';
  return {
    roleName: (role: RoleOrCustom) => (role === 'custom' ? t('users.role.custom') : wordsIn(ROLE_WORDS[role].name, locale, hospital)),
    /** `atHospital`: the wording of the hotel the role is for, when it is not the current one. */
    roleSummary: (role: RoleId, atHospital = hospital) => wordsIn(ROLE_WORDS[role].summary, locale, atHospital),
    grant: (grant: string) => grantWords(grant, locale, hospital),
    area: (area: string) => (AREA_WORDS[area] ? wordsIn(AREA_WORDS[area], locale, hospital) : area),
  };
}
