import type { Locale } from '@gm/domain/locale';
import { type Answer, groupsOf, type Question, textIn, visibleQuestions, withAnswer } from '@gm/domain/questionnaire';
import { Accordion, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useLocale } from '../../use-locale';
import { PreviewQuestion } from './preview-question';

/** The guest's phone: 390 px wide (an iPhone 12-15), as /reviewstay lays a questionnaire out. */
export const PHONE_WIDTH = 390;

/** The draft's questions with the preview's own answers laid on them (the draft itself never holds answers). */
function answered(questions: readonly Question[], answers: ReadonlyMap<number, Answer>): Question[] {
  let out = [...questions];
  for (const [codPer, a] of answers) out = withAnswer(out, codPer, a);
  return out;
}

/**
 * The questionnaire as a guest sees it on a phone, from the draft being edited: accordion groups (one open at a time,
 * the first open), the questions the engine shows now (visibleQuestions), answered here only, in the chosen language.
 */
export function PhonePreview({ name, questions }: { name: string; questions: readonly Question[] }) {
  const { t } = useT();
  const readerLocale = useLocale();
  const [locale, setLocale] = useState<Locale>(readerLocale);
  const [answers, setAnswers] = useState<Map<number, Answer>>(new Map());
  const tree = answered(questions, answers);
  const groups = groupsOf(tree);
  // The open group by its place, so renaming a group in the editor keeps it open here.
  const [open, setOpen] = useState<string | null>('0');
  const onAnswer = (codPer: number, a: Answer) => setAnswers((m) => new Map(m).set(codPer, a));
  return (
    <Stack gap="xs" component="section" aria-label={t('surveys.preview.title')}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('surveys.preview.title')}
        </Title>
        <Button variant="subtle" size="xs" onClick={() => setAnswers(new Map())} disabled={answers.size === 0}>
          {t('surveys.preview.clear')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('surveys.preview.language')}
        value={locale}
        onChange={(v) => setLocale(v as Locale)}
        data={(['pt', 'en', 'es'] as const).map((l) => ({ value: l, label: t(`surveys.editor.locale.${l}`) }))}
      />
      <div
        data-testid="phone-preview"
        style={{
          width: PHONE_WIDTH,
          maxWidth: '100%',
          height: 720,
          overflowY: 'auto',
          border: '10px solid var(--mantine-color-dark-7)',
          borderRadius: 36,
          background: 'var(--mantine-color-body)',
          padding: 16,
        }}
        lang={locale === 'pt' ? 'pt-BR' : locale}
      >
        <Stack gap="sm">
          <Text fw={700} fz={18}>
            {name ? textIn(name, locale) : t('surveys.editor.untitled')}
          </Text>
          <Accordion value={open} onChange={setOpen} variant="separated">
            {groups.map((g, i) => (
              <Accordion.Item key={g.grupo} value={String(i)}>
                <Accordion.Control>{textIn(g.grupo, locale) || t('surveys.editor.noGroupName')}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {visibleQuestions(g.questions).map((v) => (
                      <PreviewQuestion key={v.question.codPer} question={v.question} locale={locale} depth={v.depth} onAnswer={onAnswer} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </div>
    </Stack>
  );
}
