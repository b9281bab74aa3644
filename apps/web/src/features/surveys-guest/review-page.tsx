import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import type { Locale } from '@gm/domain/locale';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { setWording } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useLocation } from '../../lib/navigation';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { type Evaluation, loadQuestionnaire, type Questionnaire } from './api';
import { QuestionnaireForm } from './questionnaire-form';
import { ReviewFrame } from './review-frame';
import { linkRefusedError, readSurveyLink } from './survey-link';
import { ThankYou } from './thank-you';

type State =
  | { phase: 'loading' }
  | { phase: 'invalid' }
  | { phase: 'failed'; message: string | null }
  | { phase: 'answering'; reply: Questionnaire }
  | { phase: 'thanks'; reply: Questionnaire; sent: Evaluation | null };

/**
 * /reviewstay, its partner copies and /follow-up (issue 14): the guest opens their survey link (t), answers the
 * questionnaire (drafts saved as they go), sends it and sees the thank-you; a sent survey opens on the thank-you.
 */
export function ReviewPage() {
  const { t, language } = useT();
  const location = useLocation();
  const link = readSurveyLink(location.pathname, location.search);
  const [state, setState] = useState<State>(() => (link.token ? { phase: 'loading' } : { phase: 'invalid' }));
  const { token, chaveQue, chaveIns } = link;

  // Asked again when the guest changes language: the questionnaire's name comes in the request's language (the
  // form keeps the answers on screen).
  useEffect(() => {
    if (!token) return;
    let live = true;
    const followUp = link.followUp ? { seguimento: 'S' as const } : {};
    loadQuestionnaire(token, { ...(chaveQue ? { chaveQue } : {}), ...(chaveIns ? { chaveIns } : {}), ...followUp }).then(
      (reply) => {
        if (!live) return;
        setWording(reply.hospital === 'S' ? 'hospital' : undefined);
        setState(reply.enviado === 'S' ? { phase: 'thanks', reply, sent: null } : { phase: 'answering', reply });
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
