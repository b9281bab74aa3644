import type { Locale } from '@gm/domain/locale';
import { Center, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setWording } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useLocation } from '../../lib/navigation';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { type Evaluation, loadQuestionnaire, type Questionnaire } from './api';
import { QuestionnaireForm } from './questionnaire-form';
import { ReviewFrame } from './review-frame';
import { linkRefusedError, readSurveyLink, type SurveyLink } from './survey-link';
import { seededSurvey, seedSurvey } from './survey-seed';
import { ThankYou } from './thank-you';

// /reviewstay?h=... without a link (the website widget's entry, decision 0055): its own small chunk.
const FindStay = lazy(() => import('./find-stay').then((m) => ({ default: m.FindStay })));

type State =
  | { phase: 'loading' }
  | { phase: 'invalid' }
  | { phase: 'find'; chaveIns: string }
  | { phase: 'failed'; message: string | null }
  | { phase: 'answering'; reply: Questionnaire }
  | { phase: 'thanks'; reply: Questionnaire; sent: Evaluation | null };

const opened = (reply: Questionnaire): State =>
  reply.enviado === 'S' ? { phase: 'thanks', reply, sent: null } : { phase: 'answering', reply };

/**
 * The first state: without a token, the stay lookup when the address names the hotel (decision 0055), else the
 * invalid link; with one, what the server read from the link when it rendered the page (survey-seed.ts), else loading.
 */
function firstState({ token, chaveIns, followUp }: SurveyLink, search: string): State {
  if (!token) return chaveIns && !followUp ? { phase: 'find', chaveIns } : { phase: 'invalid' };
  const seeded = seededSurvey(search);
  if (!seeded) return { phase: 'loading' };
  return seeded.survey ? opened(seeded.survey) : { phase: 'invalid' };
}

/**
 * /reviewstay, its partner copies and /follow-up (issue 14): the guest opens their survey link (t), answers the
 * questionnaire (drafts saved as they go), sends it and sees the thank-you; a sent survey opens on the thank-you.
 */
export function ReviewPage() {
  const { t, language } = useT();
  const location = useLocation();
  const link = readSurveyLink(location.pathname, location.search);
  const [state, setState] = useState<State>(() => firstState(link, location.search));
  const { token, chaveQue, chaveIns } = link;
  // A first screen the server drew needs no first request (docs/decisions/0046-review-server-render.md).
  const seeded = useRef(state.phase !== 'loading');

  // Asked again when the guest changes language: the questionnaire's name comes in the request's language (the
  // form keeps the answers on screen).
  useEffect(() => {
    if (seeded.current) {
      seeded.current = false;
      seedSurvey(null);
      return;
    }
    if (!token) return;
    let live = true;
    const followUp = link.followUp ? { seguimento: 'S' as const } : {};
    loadQuestionnaire(token, { ...(chaveQue ? { chaveQue } : {}), ...(chaveIns ? { chaveIns } : {}), ...followUp }).then(
      (reply) => {
        if (!live) return;
        setWording(reply.hospital === 'S' ? 'hospital' : undefined);
        setState(opened(reply));
      },
      (error: unknown) => {
        if (!live) return;
        if (linkRefusedError(error) || (error instanceof ApiError && error.http === 404)) setState({ phase: 'invalid' });
        else setState({ phase: 'failed', message: error instanceof ApiError && error.readable ? error.message : null });
      },
    );
    return () => {
      live = false;
    };
  }, [token, chaveQue, chaveIns, link.followUp, language]);

  const reply = state.phase === 'answering' || state.phase === 'thanks' ? state.reply : null;
  const title = t(link.followUp ? 'surveysGuest.page.followUp' : 'surveysGuest.page.title');
  return (
    <ReviewFrame title={title} hotel={reply?.nomeIns ?? null} partner={link.partner}>
      {state.phase === 'loading' ? (
        <Center py="xl" role="status">
          <LoadingIndicator />
        </Center>
      ) : state.phase === 'find' ? (
        <Suspense fallback={<LoadingIndicator />}>
          <FindStay chaveIns={state.chaveIns} onFound={() => setState({ phase: 'loading' })} />
        </Suspense>
      ) : state.phase === 'invalid' ? (
        <Stack gap="xs" py="xl" ta="center" data-testid="survey-invalid">
          <Title order={1} size="h3">
            {t('surveysGuest.link.invalid')}
          </Title>
          <Text>{t('surveysGuest.link.invalidHint')}</Text>
        </Stack>
      ) : state.phase === 'failed' ? (
        <Stack gap="xs" py="xl" ta="center" role="alert">
          <Title order={1} size="h3">
            {t('surveysGuest.link.failed')}
          </Title>
          <Text>{state.message ?? t('surveysGuest.link.tryLater')}</Text>
        </Stack>
      ) : state.phase === 'thanks' ? (
        <ThankYou reply={state.reply} sent={state.sent} link={{ token: token!, hotelCode: chaveIns, locale: language }} />
      ) : (
        <QuestionnaireForm
          key={state.reply.chaveQue}
          reply={state.reply}
          token={token!}
          chaveIns={chaveIns}
          followUp={link.followUp}
          locale={language as Locale}
          onSent={(sent) => setState({ phase: 'thanks', reply: state.reply, sent })}
          onLinkRefused={() => setState({ phase: 'invalid' })}
        />
      )}
    </ReviewFrame>
  );
}
