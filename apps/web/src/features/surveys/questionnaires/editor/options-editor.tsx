import type { Question, QuestionOption } from '@gm/domain/questionnaire';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { asNpsQuestion, nextOptionCode, optionValueOf } from '../editor-model';
import { LocalizedFields } from './localized-fields';

const MAX_OPTIONS = 60;
/** Longer lists (the 0-10 scale) start folded: one line says how many there are. */
const FOLD_OVER = 5;

/** A choice question's options: the value conditions and reports use, and the label in three languages. */
export function OptionsEditor({ question, onChange }: { question: Question; onChange: (q: Question) => void }) {
  const { t } = useT();
  const options = question.options ?? [];
  const [unfolded, setUnfolded] = useState(options.length <= FOLD_OVER);
  const set = (next: QuestionOption[]) => onChange({ ...question, options: next });
  const change = (codOpt: number, patch: Partial<QuestionOption>) =>
    set(options.map((o) => (o.codOpt === codOpt ? { ...o, ...patch } : o)));
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {t('surveys.editor.options')}
      </Text>
      {!unfolded && (
        <Group gap="xs">
          <Text size="sm">
            {t('surveys.editor.optionsFolded', { count: options.length, values: options.map((o) => String(o.value)).join(', ') })}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setUnfolded(true)}>
            {t('surveys.editor.showOptions')}
          </Button>
        </Group>
      )}
      {unfolded &&
        options.map((o, i) => (
          <Group key={o.codOpt} align="flex-end" gap="xs" wrap="nowrap" data-testid="option-row">
            <TextInput
              label={t('surveys.editor.optionValue', { n: i + 1 })}
              value={String(o.value)}
              onChange={(e) => change(o.codOpt, { value: optionValueOf(e.currentTarget.value) })}
              w={110}
              maxLength={200}
            />
            <div style={{ flex: 1 }}>
              <LocalizedFields
                label={t('surveys.editor.optionLabel', { n: i + 1 })}
                value={o.descrPer}
                onChange={(descrPer) => change(o.codOpt, { descrPer })}
                maxLength={390}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={t('surveys.editor.removeOption', { n: i + 1 })}
              onClick={() => set(options.filter((x) => x.codOpt !== o.codOpt))}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => {
            const codOpt = nextOptionCode(options);
            set([...options, { codOpt, value: codOpt, descrPer: '' }]);
            setUnfolded(true);
          }}
        >
          {t('surveys.editor.addOption')}
        </Button>
        {question.tipoPer === 'radiobox' && (
          <Button variant="subtle" size="xs" onClick={() => onChange(asNpsQuestion(question))}>
            {t('surveys.editor.npsScale')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
