import { textIn } from '@gm/domain/questionnaire';
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../../i18n/use-t';
import { useLocale } from '../use-locale';
import { useQuestionnaires } from './use-questionnaires';

/** The settings' two follow-up choices, as the form keeps them ('' for none). */
export interface FollowUpValues {
  seguimentoDetratores: string;
  seguimentoDemais: string;
}

/** The form's choice as the service's input: a questionnaire key, or null for none. */
export const followUpInput = (v: FollowUpValues) => ({
  seguimentoDetratores: v.seguimentoDetratores || null,
  seguimentoDemais: v.seguimentoDemais || null,
});

/**
 * Which questionnaire a guest is invited to after the main survey (docs/decisions/0049-survey-follow-ups.md): one for
 * detractors (0-6) and one for everybody else, among the hotel's published questionnaires (not the default, which is
 * the main survey itself), or none.
 */
export function FollowUpSelects<V extends FollowUpValues & Record<string, unknown>>({
  form,
  errorOf,
}: {
  form: UseFormReturnType<V>;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useT();
  const locale = useLocale();
  const list = useQuestionnaires();
  const choices = [
    { value: '', label: t('surveys.settings.followUpNone') },
    ...(list.data?.data ?? []).filter((q) => q.padrao !== 'S').map((q) => ({ value: q.chaveQue, label: textIn(q.nome, locale) })),
  ];
  // A chosen key the list does not hold yet (still loading) keeps its place, so the select never shows another.
  const withKnown = (key: string) => (key && !choices.some((c) => c.value === key) ? [...choices, { value: key, label: key }] : choices);
  return (
    <Stack gap="xs" data-testid="follow-up-settings">
      <Text fw={600}>{t('surveys.settings.followUpTitle')}</Text>
      <Text size="sm">{t('surveys.settings.followUpHelp')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('surveys.settings.followUpDetractors')}
          description={t('surveys.settings.followUpDetractorsHelp')}
          data={withKnown(form.values.seguimentoDetratores)}
          data-path="seguimentoDetratores"
          {...form.getInputProps('seguimentoDetratores')}
          error={errorOf('seguimentoDetratores')}
        />
        <NativeSelect
          label={t('surveys.settings.followUpOthers')}
          description={t('surveys.settings.followUpOthersHelp')}
          data={withKnown(form.values.seguimentoDemais)}
          data-path="seguimentoDemais"
          {...form.getInputProps('seguimentoDemais')}
          error={errorOf('seguimentoDemais')}
        />
      </SimpleGrid>
    </Stack>
  );
}
