import type { QuestionnaireSummary } from '@gm/contracts/surveys/replies';
import { allQuestions, textIn } from '@gm/domain/questionnaire';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageTitle } from '../../../ui/page-title';
import { useLocale } from '../use-locale';
import { QuestionnaireEditor } from './editor/questionnaire-editor';
import { SurveySettingsSection } from './survey-settings-section';
import { useQuestionnaires } from './use-questionnaires';

type Editing = { questionnaire: QuestionnaireSummary | null; seq: number } | null;

/**
 * /surveys/questionnaires: the hotel's questionnaires (the default NPS first) with their current version and answers;
 * one opens in the editor to publish its next version, or a new one starts; the survey settings below.
 */
export function QuestionnairesPage() {
  const { t } = useT();
  const locale = useLocale();
  const query = useQuestionnaires();
  const [editing, setEditing] = useState<Editing>(null);
  const edit = (questionnaire: QuestionnaireSummary | null) => {
    setEditing((e) => ({ questionnaire, seq: (e?.seq ?? 0) + 1 }));
    window.scrollTo({ top: 0 });
  };
  const columns: DataColumn<QuestionnaireSummary>[] = [
    {
      key: 'name',
      headerKey: 'surveys.questionnaires.columns.name',
      cell: (q) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {textIn(q.nome, locale)}
          </Text>
          {q.padrao === 'S' && (
            <Badge size="sm" variant="light" color="blue">
              {t('surveys.questionnaires.default')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'purpose', headerKey: 'surveys.questionnaires.columns.purpose', cell: (q) => t(`surveys.purposes.${q.finalidade}`) },
    {
      key: 'questions',
      headerKey: 'surveys.questionnaires.columns.questions',
      align: 'right',
      cell: (q) => allQuestions(q.questions).length,
    },
    {
      key: 'version',
      headerKey: 'surveys.questionnaires.columns.version',
      cell: (q) => <span data-testid="questionnaire-version">{t('surveys.questionnaires.versionOf', { version: q.versao })}</span>,
    },
    { key: 'published', headerKey: 'surveys.questionnaires.columns.published', cell: (q) => q.publicadoEm },
    { key: 'answers', headerKey: 'surveys.questionnaires.columns.answers', align: 'right', cell: (q) => q.respostas },
    {
      key: 'edit',
      headerKey: 'surveys.questionnaires.columns.actions',
      align: 'right',
      cell: (q) => (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconEdit size={14} aria-hidden="true" />}
          onClick={() => edit(q)}
          aria-label={t('surveys.questionnaires.editOf', { name: textIn(q.nome, locale) })}
        >
          {t('surveys.questionnaires.edit')}
        </Button>
      ),
    },
  ];
  if (editing)
    return (
      <Stack gap="lg">
        <PageTitle size="h2">
          {editing.questionnaire
            ? t('surveys.questionnaires.editing', { name: textIn(editing.questionnaire.nome, locale) })
            : t('surveys.questionnaires.creating')}
        </PageTitle>
        <QuestionnaireEditor key={editing.seq} questionnaire={editing.questionnaire} onDone={() => setEditing(null)} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle size="h2">{t('shell.nav.questionnaires')}</PageTitle>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => edit(null)}>
          {t('surveys.questionnaires.new')}
        </Button>
      </Group>
      <Text>{t('surveys.questionnaires.description')}</Text>
      <DataTable
        label={t('shell.nav.questionnaires')}
        columns={columns}
        rows={query.data?.data}
        rowKey={(q) => q.chaveQue}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('surveys.questionnaires.empty')}
        onOpen={edit}
        rowProps={(q) => ({ 'data-testid': 'questionnaire-row', 'data-key': q.chaveQue, 'data-default': q.padrao })}
        testId="questionnaires-table"
        minWidth={860}
      />
      <SurveySettingsSection />
    </Stack>
  );
}
