import { MAX_DEPTH, questionsToJson } from '@gm/contracts/surveys/questions';
import type { QuestionnaireSummary } from '@gm/contracts/surveys/replies';
import { authoringErrors, encodeText, groupsOf, QUESTION_TYPES, type Question, type QuestionType, textIn } from '@gm/domain/questionnaire';
import { Button, Grid, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { ApiError } from '../../../../lib/api/http';
import { useCacheMutation } from '../../../../lib/api/mutations';
import { useLeaveGuard } from '../../../../lib/leave-guard';
import { notify, notifyError } from '../../../../lib/notify';
import { saveQuestionnaire, surveyKeys } from '../../api';
import { useLocale } from '../../use-locale';
import {
  addQuestion,
  moveQuestion,
  newGroupName,
  removeQuestion,
  renameGroup,
  serverQuestionErrors,
  updateQuestion,
} from '../editor-model';
import { LeaveEditorModal } from './leave-editor-modal';
import { LocalizedFields } from './localized-fields';
import { PhonePreview } from './phone-preview';
import { type EditorActions, QuestionCard } from './question-card';

const PURPOSES = ['nps', 'stay', 'follow-up', 'custom'] as const;
type Purpose = (typeof PURPOSES)[number];

interface Props {
  /** The questionnaire to publish a new version of; null: a new questionnaire. */
  questionnaire: QuestionnaireSummary | null;
  onDone: (saved: QuestionnaireSummary | null) => void;
}

/** Strips what only a guest's answer carries (the preview answers apart, but a loaded version may hold some). */
function withoutAnswers(list: readonly Question[]): Question[] {
  return list.map(({ answer: _a, respText: _r, opened: _o, children, ...q }) =>
    children ? { ...q, children: withoutAnswers(children) } : q,
  );
}

/**
 * The questionnaire editor: its name in three languages, the groups and their questions of every type, follow-up
 * questions with their conditions, and the guest's phone beside it. Publishing sends the draft as the next version
 * (SalvarQuestionarioService); the engine's authoring check runs first, and what the server still refuses shows on
 * its question (docs/decisions/0044-survey-staff-screens.md).
 */
export function QuestionnaireEditor({ questionnaire, onDone }: Props) {
  const { t } = useT();
  const [name, setName] = useState(questionnaire?.nome ?? '');
  const [purpose, setPurpose] = useState<Purpose>(questionnaire?.finalidade ?? 'custom');
  const [questions, setQuestions] = useState<Question[]>(() => withoutAnswers(questionnaire?.questions ?? []));
  const [newType, setNewType] = useState<QuestionType>('stars');
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Map<number, string[]>>(new Map());
  const locale = useLocale();
  // What was loaded, to tell unsaved changes: leaving with some asks first (in the app, or closing the tab).
  const [initial] = useState(() => JSON.stringify([name, purpose, questions]));
  const draft = useMemo(() => JSON.stringify([name, purpose, questions]), [name, purpose, questions]);
  const guard = useLeaveGuard(draft !== initial);
  // A new group is named in the reader's language; the other two are theirs to write (the guest falls back to pt).
  const groupName = (n: number) => encodeText({ [locale]: t('surveys.editor.groupWord', { n }) });
  const local = checked ? authoringErrors(questions) : [];
  const nameMissing = checked && !textIn(name, 'pt');
  const forget = (codPer: number) =>
    setServer((m) => {
      if (!m.has(codPer)) return m;
      const next = new Map(m);
      next.delete(codPer);
      return next;
    });
  const actions: EditorActions = {
    change: (codPer, change) => {
      setQuestions((qs) => updateQuestion(qs, codPer, change));
      forget(codPer);
    },
    remove: (codPer) => setQuestions((qs) => removeQuestion(qs, codPer)),
    move: (codPer, delta) => setQuestions((qs) => moveQuestion(qs, codPer, delta)),
    addChild: (parent) => setQuestions((qs) => addQuestion(qs, { parent }, 'texto').questions),
    errorsOf: (codPer) => [
      ...local.filter((e) => e.codPer === codPer).map((e) => t(`surveys.authoring.${e.code}`)),
      ...(server.get(codPer) ?? []),
    ],
  };
  const publish = useCacheMutation({
    mutationFn: saveQuestionnaire,
    meta: { handlesErrors: true },
    effects: () => ({ lists: [surveyKeys.questionnaires] }),
    uncertain: () => [surveyKeys.questionnaires],
    onSuccess: (saved) => {
      notify('success', t('surveys.editor.published', { version: saved.versao }));
      onDone(saved);
    },
    onError: (error) => {
      const onQuestions = error instanceof ApiError ? serverQuestionErrors(error.errors) : new Map<number, string[]>();
      setServer(onQuestions);
      notifyError(error);
      if (onQuestions.size) requestAnimationFrame(focusFirstInvalid);
    },
  });
  const submit = () => {
    setChecked(true);
    if (!textIn(name, 'pt') || authoringErrors(questions).length > 0 || questions.length === 0) {
      requestAnimationFrame(focusFirstInvalid);
      return;
    }
    publish.mutate({ chaveQue: questionnaire?.chaveQue, nome: name, finalidade: purpose, questions: questionsToJson(questions) });
  };
  const groups = groupsOf(questions);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7, xl: 8 }}>
        <Stack gap="md" data-testid="questionnaire-editor">
          <Paper withBorder p="sm" radius="md" data-invalid={nameMissing ? 'true' : undefined}>
            <Stack gap="xs">
              <LocalizedFields
                label={t('surveys.editor.name')}
                value={name}
                onChange={setName}
                required
                error={nameMissing ? t('surveys.editor.nameRequired') : undefined}
              />
              <NativeSelect
                label={t('surveys.editor.purpose')}
                value={purpose}
                disabled={questionnaire?.padrao === 'S'}
                onChange={(e) => setPurpose(e.currentTarget.value as Purpose)}
                data={PURPOSES.map((p) => ({ value: p, label: t(`surveys.purposes.${p}`) }))}
                w={260}
              />
            </Stack>
          </Paper>
          {checked && questions.length === 0 && (
            <Text c="red.8" role="alert">
              {t('surveys.editor.noQuestions')}
            </Text>
          )}
          {groups.map((g, gi) => (
            <Paper
              key={g.grupo}
              withBorder
              p="sm"
              radius="md"
              bg="var(--mantine-color-gray-0)"
              component="section"
              aria-label={t('surveys.editor.groupLabel', { n: gi + 1 })}
              data-testid="editor-group"
            >
              <Stack gap="sm">
                <LocalizedFields
                  label={t('surveys.editor.group', { n: gi + 1 })}
                  value={g.grupo}
                  onChange={(to) => setQuestions((qs) => renameGroup(qs, g.grupo, to))}
                />
                {g.questions.map((q) => (
                  <QuestionCard key={q.codPer} question={q} parent={null} depth={0} maxDepth={MAX_DEPTH} actions={actions} />
                ))}
                <Group align="flex-end" gap="xs">
                  <NativeSelect
                    label={t('surveys.editor.newType', { n: gi + 1 })}
                    value={newType}
                    onChange={(e) => setNewType(e.currentTarget.value as QuestionType)}
                    data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`surveys.types.${type}`) }))}
                    w={220}
                  />
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    onClick={() => setQuestions((qs) => addQuestion(qs, { grupo: g.grupo }, newType).questions)}
                  >
                    {t('surveys.editor.addQuestion', { n: gi + 1 })}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setQuestions((qs) => addQuestion(qs, { grupo: newGroupName(qs, groupName) }, 'stars').questions)}
            >
              {t('surveys.editor.addGroup')}
            </Button>
          </Group>
          <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
            <Button variant="default" onClick={() => guard.confirm(() => onDone(null))}>
              {t('surveys.common.cancel')}
            </Button>
            <Button onClick={submit} loading={publish.isPending}>
              {questionnaire ? t('surveys.editor.publishVersion', { version: questionnaire.versao + 1 }) : t('surveys.editor.publishFirst')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5, xl: 4 }}>
        <div style={{ position: 'sticky', top: 72 }}>
          <PhonePreview name={name} questions={questions} />
        </div>
      </Grid.Col>
      <LeaveEditorModal guard={guard} />
    </Grid>
  );
}

/** Scrolls to the first question (or the name) with something to fix and focuses its first field. */
function focusFirstInvalid(): void {
  const box = document.querySelector<HTMLElement>('[data-invalid="true"]');
  if (!box) return;
  box.scrollIntoView({ block: 'center' });
  box.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
}
