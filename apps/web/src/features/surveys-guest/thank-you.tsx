import { npsCategory } from '@gm/domain/questionnaire';
import { followUpHref, type ReviewLinkParts } from '@gm/domain/survey-links';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import type { Evaluation, Questionnaire } from './api';

const SITE_KEYS = { tripadvisor: 'TripAdvisor', google: 'Google', booking: 'Booking.com' } as const;

/**
 * After sending: thanks; the follow-up the hotel chose for this answer (a detractor's "what went wrong", decision
 * 0049), opened with the same link; a promoter is invited to post a public review (the hotel's links, avaliarEm);
 * the hotel's reply to the review once staff wrote one (mensagemHotel).
 */
export function ThankYou({ reply, sent, link }: { reply: Questionnaire; sent: Evaluation | null; link: ReviewLinkParts }) {
  const { t } = useT();
  const links = sent?.avaliarEm ?? reply.avaliarEm;
  const followUp = sent ? sent.seguimento : reply.seguimento;
  const nps = reply.questions.find((q) => q.metric === 'nps');
  const band = sent ? sent.faixa : typeof nps?.answer === 'number' ? npsCategory(nps.answer) : null;
  const promoter = band === 'promoter';
  const detractor = band === 'detractor';
  return (
    <Stack gap="md" data-testid="survey-thanks">
      <Stack gap="xs" align="center" ta="center" py="md">
        <IconCircleCheck size={48} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={1} size="h3">
          {t('surveysGuest.thanks.title')}
        </Title>
        <Text>{t('surveysGuest.thanks.body')}</Text>
      </Stack>
      {followUp && (
        <Paper withBorder radius="md" p="md" data-testid="follow-up-invitation">
          <Stack gap="sm">
            <Text fw={600} component="h2" m={0} size="lg">
              {t('surveysGuest.thanks.followUpTitle')}
            </Text>
            <Text>{t(detractor ? 'surveysGuest.thanks.followUpSorry' : 'surveysGuest.thanks.followUpBody')}</Text>
            <Button
              component="a"
              href={followUpHref(followUp, link)}
              size="lg"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              data-testid="follow-up-start"
            >
              {t('surveysGuest.thanks.followUpStart')}
            </Button>
            <Text size="sm" c="dark.6">
              {t('surveysGuest.thanks.followUpOptional')}
            </Text>
          </Stack>
        </Paper>
      )}
      {promoter && links.length > 0 && (
        <Paper withBorder radius="md" p="md" data-testid="review-links">
          <Stack gap="xs">
            <Text fw={600}>{t('surveysGuest.thanks.shareTitle')}</Text>
            <Text size="sm">{t('surveysGuest.thanks.shareBody')}</Text>
            {links.map((l) => (
              <Anchor key={l.url} href={l.url} target="_blank" rel="noopener noreferrer" size="md" py={10} display="block">
                {t('surveysGuest.thanks.postOn', { site: l.site === 'other' ? new URL(l.url).hostname : SITE_KEYS[l.site] })}
              </Anchor>
            ))}
          </Stack>
        </Paper>
      )}
      {reply.mensagemHotel && (
        <Paper withBorder radius="md" p="md" data-testid="hotel-reply">
          <Stack gap={4}>
            <Text fw={600}>{t('surveysGuest.thanks.hotelReply', { hotel: reply.nomeIns })}</Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{reply.mensagemHotel}</Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
