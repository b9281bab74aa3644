import { MAX_STAR_SCALE, QUESTION_TYPES, type Question, type QuestionType } from '@gm/domain/questionnaire';
import { ActionIcon, Badge, Button, Group, List, NativeSelect, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSubtask, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { withType } from '../editor-model';
import { ConditionPicker } from './condition-picker';
import { LocalizedFields } from './localized-fields';
import { OptionsEditor } from './options-editor';

/** What the editor does to the draft, by question code (questionnaire-editor.tsx holds the draft). */
export interface EditorActions {
  change: (codPer: number, change: (q: Question) => Question) => void;
  remove: (codPer: number) => void;
  move: (codPer: number, delta: -1 | 1) => void;
  addChild: (parent: number) => void;
  /** The messages to show on a question: the local check's, then the server's. */
  errorsOf: (codPer: number) => string[];
}

interface Props {
  question: Question;
  parent: Question | null;
  depth: number;
  /** How deep children may go (the wire allows 4 levels). */
  maxDepth: number;
  actions: EditorActions;
}

/** One question of the editor: its type, texts in three languages, options, flags, condition and follow-ups. */
export function QuestionCard({ question: q, parent, depth, maxDepth, actions }: Props) {
  const { t } = useT();
  const errors = actions.errorsOf(q.codPer);
  const set = (change: (q: Question) => Question) => actions.change(q.codPer, change);
  const metricChoices = [
    { value: '', label: t('surveys.editor.metric.none') },
    ...(q.tipoPer === 'radiobox' ? [{ value: 'nps', label: t('surveys.editor.metric.nps') }] : []),
    ...(q.tipoPer === 'stars' ? [{ value: 'rating', label: t('surveys.editor.metric.rating') }] : []),
  ];
  const tools = [
    { key: 'surveys.editor.moveUp', Icon: IconArrowUp, color: 'gray.8', run: () => actions.move(q.codPer, -1) },
    { key: 'surveys.editor.moveDown', Icon: IconArrowDown, color: 'gray.8', run: () => actions.move(q.codPer, 1) },
    { key: 'surveys.editor.remove', Icon: IconTrash, color: 'red.8', run: () => actions.remove(q.codPer) },
  ];
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      ml={depth ? 'lg' : 0}
      component="section"
      aria-label={t('surveys.editor.questionLabel', { code: q.codPer })}
      data-testid="question-card"
      data-codper={q.codPer}
      data-invalid={errors.length ? 'true' : undefined}
      style={errors.length ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="outline" color="gray.8">
              #{q.codPer}
            </Badge>
            {parent && <Text size="xs">{t('surveys.editor.followUpOf', { code: parent.codPer })}</Text>}
          </Group>
          <Group gap={4} wrap="nowrap">
            {tools.map((tool) => (
              <ActionIcon
                key={tool.key}
                variant="subtle"
                color={tool.color}
                size="lg"
                aria-label={t(tool.key, { code: q.codPer })}
                onClick={tool.run}
              >
                <tool.Icon size={18} aria-hidden="true" />
              </ActionIcon>
            ))}
          </Group>
        </Group>
        {errors.length > 0 && (
          <List size="sm" c="red.8" data-testid="question-errors" role="alert">
            {errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        )}
        {parent && (
          <ConditionPicker
            key={`${parent.tipoPer}-${parent.options?.length ?? 0}`}
            parent={parent}
            child={q}
            onChange={(c) => set((x) => ({ ...x, conditionToShow: c }))}
          />
        )}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('surveys.editor.type')}
            value={q.tipoPer}
            onChange={(e) => set((x) => withType(x, e.currentTarget.value as QuestionType))}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`surveys.types.${type}`) }))}
            w={220}
          />
          <NativeSelect
            label={t('surveys.editor.metric.label')}
            value={q.metric ?? ''}
            onChange={(e) => {
              const metric = e.currentTarget.value as 'nps' | 'rating' | '';
              set(({ metric: _old, ...x }) => (metric ? { ...x, metric } : x));
            }}
            data={metricChoices}
            w={220}
          />
          {q.tipoPer === 'stars' && (
            <NumberInput
              label={t('surveys.editor.scale')}
              value={q.scale ?? 5}
              min={2}
              max={MAX_STAR_SCALE}
              clampBehavior="strict"
              allowDecimal={false}
              onChange={(v) => set((x) => ({ ...x, scale: typeof v === 'number' ? v : 5 }))}
              w={120}
            />
          )}
          <Switch
            label={t('surveys.editor.required')}
            checked={!!q.required}
            onChange={(e) => {
              const required = e.currentTarget.checked;
              set(({ required: _old, ...x }) => (required ? { ...x, required } : x));
            }}
            mb={8}
          />
        </Group>
        <LocalizedFields
          label={t('surveys.editor.text')}
          value={q.descrPer}
          onChange={(descrPer) => set((x) => ({ ...x, descrPer }))}
          multiline
          required
        />
        <LocalizedFields
          label={t('surveys.editor.explanation')}
          value={q.comoAssim}
          onChange={(comoAssim) => set(({ comoAssim: _old, ...x }) => (comoAssim ? { ...x, comoAssim } : x))}
        />
        {(q.tipoPer === 'radiobox' || q.tipoPer === 'checkbox') && <OptionsEditor question={q} onChange={(next) => set(() => next)} />}
        {(q.children ?? []).map((c) => (
          <QuestionCard key={c.codPer} question={c} parent={q} depth={depth + 1} maxDepth={maxDepth} actions={actions} />
        ))}
        {depth + 1 < maxDepth && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconSubtask size={14} aria-hidden="true" />}
              onClick={() => actions.addChild(q.codPer)}
            >
              {t('surveys.editor.addChild', { code: q.codPer })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
