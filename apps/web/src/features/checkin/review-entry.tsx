import { getQuestions } from '@gm/contracts/surveys/services';
import { reviewStayHref } from '@gm/domain/survey-links';
import { Button, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/api/client';
import { checkinReviewBundle } from './bundle';

export type ReviewEntry = 'open' | 'answered' | null;

/**
 * What the menu offers about the stay's review (docs/decisions/0049-survey-follow-ups.md): the link once the stay
 * has begun or ended (the server's estadiaIniciada: checked in or out, or the check-out day reached), a thank-you
 * once the guest sent it, nothing before the stay.
 */
export function reviewEntryOf(reply: { enviado: 'S' | 'N'; estadiaIniciada: 'S' | 'N' }): ReviewEntry {
  if (reply.enviado === 'S') return 'answered';
  return reply.estadiaIniciada === 'S' ? 'open' : null;
}

/**
 * "Review your stay" on the guest's menu (/menu-checkin): asks the survey service with the tab's booking token
 * (the server accepts it, decision 0043) and links to /reviewstay with that token and the hotel's code. Nothing
 * shows while asking, before the stay, or when the question fails (the menu stays as it was).
 */
export function ReviewStayEntry({
  token,
  hotelCode,
  mb,
}: {
  token: string | null;
  hotelCode: string | null;
  /** Space below (above the wizard). */
  mb?: 'md';
}) {
  const { t, language } = useT();
  const [entry, setEntry] = useState<ReviewEntry>(null);
  useEffect(() => {
    setEntry(null);
    if (!token) return;
    let live = true;
    const input = hotelCode ? { chaveIns: hotelCode } : {};
    Promise.all([call(getQuestions, input, { auth: { bearer: token } }), loadFeatureBundle(checkinReviewBundle)]).then(
      ([reply]) => {
        if (live) setEntry(reviewEntryOf(reply));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token, hotelCode]);
  if (!token || !entry) return null;
  if (entry === 'answered')
    return (
      <Text fw={500} mb={mb} data-testid="review-stay-answered">
        {t('checkin.review.answered')}
      </Text>
    );
  return (
    <Button
      size="lg"
      mb={mb}
      variant="light"
      leftSection={<IconStar aria-hidden />}
      component="a"
      href={reviewStayHref({ token, hotelCode, locale: language })}
      data-testid="review-stay-link"
    >
      {t('checkin.review.open')}
    </Button>
  );
}
