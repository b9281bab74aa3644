import { npsCategory } from '@gm/domain/questionnaire';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import type { Evaluation, Questionnaire } from './api';

const SITE_KEYS = { tripadvisor: 'TripAdvisor', google: 'Google', booking: 'Booking.com' } as const;

/**
 * After sending: thanks; a promoter is invited to post a public review (the hotel's links, avaliarEm); the hotel's
 * reply to the review once staff wrote one (mensagemHotel).
 */
export function ThankYou({ reply, sent }: { reply: Questionnaire; sent: Evaluation | null }) {
  const { t } = useT();
  const links = sent?.avaliarEm ?? reply.avaliarEm;
  const nps = reply.questions.find((q) => q.metric === 'nps');
  const promoter = sent ? sent.faixa === 'promoter' : typeof nps?.answer === 'number' && npsCategory(nps.answer) === 'promoter';
  return (
    <Stack gap="md" data-testid="survey-thanks">
      <Stack gap="xs" align="center" ta="center" py="md">
        <IconCircleCheck size={48} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={1} size="h3">
          {t('surveysGuest.thanks.title')}
        </Title>
        <Text>{t('surveysGuest.thanks.body')}</Text>
      </Stack>
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
