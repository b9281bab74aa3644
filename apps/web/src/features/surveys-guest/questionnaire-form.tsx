import type { Locale } from '@gm/domain/locale';
import { type Answer, groupsOf, type Question, settleAnswers, textIn, visibleQuestions, withAnswer } from '@gm/domain/questionnaire';
import { Alert, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { type Evaluation, type Questionnaire, saveEvaluation } from './api';
import { QuestionField } from './question-field';
import classes from './review.module.css';
import { groupIndexOf, linkRefusedError, questionErrors, wireQuestions } from './survey-link';

/** How long the page waits after the last change before saving the draft. */
export const DRAFT_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface Props {
  reply: Questionnaire;
  token: string;
  chaveIns: string | null;
  /** Answering a follow-up (/follow-up): the server checks it is one the hotel chose for the guest. */
  followUp?: boolean;
  locale: Locale;
  /** Sent now (the reply), or found already sent (null). */
  onSent: (sent: Evaluation | null) => void;
  onLinkRefused: () => void;
}

/**
 * The questionnaire: accordion groups (one open at a time, the first on load), each group's visible questions with
 * their children as the answers make them appear, a draft saved after each pause, and the Send button.
 */
export function QuestionnaireForm({ reply, token, chaveIns, followUp = false, locale, onSent, onLinkRefused }: Props) {
  const { t } = useT();
  const baseId = useId();
  const [questions, setQuestions] = useState<Question[]>(reply.questions);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [open, setOpen] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(questions);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const extra = { ...(chaveIns ? { chaveIns } : {}), ...(followUp ? { seguimento: 'S' as const } : {}) };

  /** A refusal every save shares: the link no longer opens the survey, or it was sent elsewhere. */
  function settled(error: unknown): boolean {
    if (linkRefusedError(error)) onLinkRefused();
    else if (error instanceof ApiError && error.http === 409) onSent(null);
    else return false;
    return true;
  }

  function saveDraft() {
    timer.current = null;
    const wire = wireQuestions(latest.current, reply.chaveQue, true);
    setSaveState('saving');
    chain.current = chain.current.then(() =>
      saveEvaluation(token, { questions: wire, enviar: 'N', ...extra }).then(
        () => setSaveState('saved'),
        (error: unknown) => {
          if (!settled(error)) setSaveState('failed');
        },
      ),
    );
  }

  // A change not yet saved is saved when the page is left (the latest saveDraft, through a ref).
  const flushRef = useRef(() => {});
  flushRef.current = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    saveDraft();
  };
  useEffect(() => {
    const flush = () => flushRef.current();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  function answer(codPer: number, value: Answer) {
    const next = withAnswer(latest.current, codPer, value);
    latest.current = next;
    setQuestions(next);
    setErrors(({ [codPer]: _gone, ...rest }) => rest);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(saveDraft, DRAFT_DELAY_MS);
  }

  const groups = groupsOf(questions);

  function showErrors(found: Record<number, string>) {
    setErrors(found);
    const first = Number(Object.keys(found)[0]);
    const index = groupIndexOf(groups, first);
    if (index >= 0) setOpen(index);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-testid="question-${first}"]`)?.scrollIntoView({ block: 'center' }),
    );
  }

  async function send() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFailure(null);
    const local = settleAnswers(questions).errors;
    if (local.length) {
      showErrors(
        Object.fromEntries(
          local.map((e) => [e.codPer, t(e.code === 'required' ? 'surveysGuest.errors.required' : 'surveysGuest.errors.invalid')]),
        ),
      );
      return;
    }
    setSending(true);
    try {
      await chain.current;
      onSent(await saveEvaluation(token, { questions: wireQuestions(questions, reply.chaveQue, false), enviar: 'S', ...extra }));
    } catch (error) {
      if (settled(error)) return;
      const onQuestions = error instanceof ApiError ? questionErrors(error.errors) : {};
      if (Object.keys(onQuestions).length) showErrors(onQuestions);
      else setFailure(error instanceof ApiError && error.readable ? error.message : t('surveysGuest.link.tryLater'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md" data-testid="questionnaire">
      <Title order={1} size="h3">
        {reply.nome}
      </Title>
      <Text>{t('surveysGuest.form.intro')}</Text>
      <Stack gap="xs">
        {groups.map((g, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-panel-${index}`;
          const headerId = `${baseId}-header-${index}`;
          return (
            <Paper key={g.grupo} withBorder radius="md" data-testid="survey-group">
              <Title order={2} size="h4" m={0}>
                <button
                  type="button"
                  id={headerId}
                  className={classes.groupHeader}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? -1 : index)}
                >
                  <span>{textIn(g.grupo, locale)}</span>
                  <IconChevronDown size={20} aria-hidden />
                </button>
              </Title>
              <Box id={panelId} role="region" aria-labelledby={headerId} hidden={!expanded} px="sm" pb="md">
                {expanded && (
                  <Stack gap="lg">
                    {visibleQuestions(g.questions).map(({ question, depth }) => (
                      <Box
                        key={question.codPer}
                        pl={depth ? 'md' : 0}
                        style={depth ? { borderLeft: '3px solid var(--mantine-color-gray-3)' } : undefined}
                      >
                        <QuestionField
                          question={question}
                          locale={locale}
                          error={errors[question.codPer] ?? null}
                          onAnswer={(value) => answer(question.codPer, value)}
                        />
                      </Box>
                    ))}
                  </Stack>
                )}
              </Box>
            </Paper>
          );
        })}
      </Stack>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Text size="sm" c="dark.6" aria-live="polite" data-testid="draft-state" mih={20}>
        {saveState === 'idle' ? '' : t(`surveysGuest.form.${saveState}`)}
      </Text>
      <Button size="md" onClick={() => void send()} loading={sending} data-testid="survey-send">
        {t('surveysGuest.form.send')}
      </Button>
    </Stack>
  );
}
