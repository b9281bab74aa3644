import type { ReviewRow } from '@gm/contracts/surveys/replies';
import { textIn } from '@gm/domain/questionnaire';
import { Badge, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import type { DataColumn } from '../../../ui/data-table';
import { DateInput } from '../../../ui/date-input';
import { ListPage } from '../../../ui/list-page';
import { useQuestionnaires } from '../questionnaires/use-questionnaires';
import { useDecimal } from '../use-decimal';
import { useLocale } from '../use-locale';
import { NpsSummary } from './nps-summary';
import { ReviewModal } from './review-modal';
import { ScoreBadge } from './score-badge';
import { defaultPeriod, type ReviewFilters, useNpsSummary, useReviewList } from './use-reviews';

type Band = NonNullable<ReviewFilters['faixa']>;
const BANDS: Band[] = ['promoter', 'passive', 'detractor'];

/** /surveys/reviews: the submitted reviews of a period with its NPS; a row opens the review and the reply. */
export function ReviewsPage() {
  const { t } = useT();
  const locale = useLocale();
  const decimal = useDecimal();
  const timeZone = useHotelTimeZone();
  const [period, setPeriod] = useState(() => defaultPeriod(timeZone));
  const [chaveQue, setChaveQue] = useState('');
  const [faixa, setFaixa] = useState<Band | ''>('');
  const [text, setText] = useState('');
  const [busca] = useDebouncedValue(text.trim(), 300);
  const [open, setOpen] = useState<{ seq: number; review: ReviewRow | null }>({ seq: 0, review: null });
  const questionnaires = useQuestionnaires();
  const reversed = period.dtInicio !== '' && period.dtFim !== '' && period.dtFim < period.dtInicio;
  // A date being typed (or a reversed period) keeps the last good period on screen.
  const [good, setGood] = useState(period);
  if (!reversed && period.dtInicio && period.dtFim && (good.dtInicio !== period.dtInicio || good.dtFim !== period.dtFim)) setGood(period);
  const filters = useMemo<ReviewFilters>(
    () => ({ ...good, chaveQue: chaveQue || undefined, faixa: faixa || undefined, busca: busca || undefined }),
    [good, chaveQue, faixa, busca],
  );
  const list = useReviewList(filters);
  const nps = useNpsSummary(filters);
  const columns: DataColumn<ReviewRow>[] = [
    { key: 'date', headerKey: 'surveys.columns.date', cell: (r) => r.dhEnvio },
    {
      key: 'guest',
      headerKey: 'surveys.columns.guest',
      cell: (r) => (
        <Text size="sm" fw={600}>
          {r.hospede ?? t('surveys.review.anonymous')}
        </Text>
      ),
    },
    { key: 'voucher', headerKey: 'surveys.columns.voucher', cell: (r) => r.voucher ?? '–' },
    { key: 'score', headerKey: 'surveys.columns.score', cell: (r) => <ScoreBadge score={r.nota} band={r.faixa} /> },
    {
      key: 'stars',
      headerKey: 'surveys.columns.stars',
      cell: (r) =>
        r.avaliacao === null ? (
          '–'
        ) : (
          <Group gap={4} wrap="nowrap" role="img" aria-label={t('surveys.review.starsOf', { stars: decimal(r.avaliacao) })}>
            <IconStarFilled size={14} aria-hidden="true" color="var(--mantine-color-yellow-7)" />
            <span aria-hidden="true">{decimal(r.avaliacao)}</span>
          </Group>
        ),
    },
    {
      key: 'comment',
      headerKey: 'surveys.columns.comment',
      cell: (r) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {r.comentario ?? ''}
        </Text>
      ),
    },
    {
      key: 'reply',
      headerKey: 'surveys.columns.reply',
      cell: (r) =>
        r.resposta ? (
          <Badge color="teal" variant="light">
            {t('surveys.reply.replied')}
          </Badge>
        ) : (
          <Badge color="gray.8" variant="outline">
            {t('surveys.reply.awaiting')}
          </Badge>
        ),
    },
  ];
  return (
    <ListPage
      title={t('shell.nav.surveyReviews')}
      description={
        <Stack gap="md">
          <Text>{t('surveys.reviews.description')}</Text>
          <NpsSummary nps={nps.data} loading={nps.isPending} failed={nps.isError} onRetry={() => void nps.refetch()} />
        </Stack>
      }
      filtersLabel={t('surveys.reviews.filters')}
      filters={
        <>
          <DateInput
            label={t('surveys.reviews.from')}
            value={period.dtInicio}
            onChange={(iso) => setPeriod((p) => ({ ...p, dtInicio: iso }))}
            timeZone={timeZone}
            w={170}
          />
          <DateInput
            label={t('surveys.reviews.to')}
            value={period.dtFim}
            onChange={(iso) => setPeriod((p) => ({ ...p, dtFim: iso }))}
            serverError={reversed ? t('surveys.reviews.reversed') : null}
            timeZone={timeZone}
            w={170}
          />
          <NativeSelect
            label={t('surveys.reviews.questionnaire')}
            value={chaveQue}
            onChange={(e) => setChaveQue(e.currentTarget.value)}
            data={[
              { value: '', label: t('surveys.reviews.anyQuestionnaire') },
              ...(questionnaires.data?.data ?? []).map((q) => ({ value: q.chaveQue, label: textIn(q.nome, locale) })),
            ]}
            w={240}
          />
          <NativeSelect
            label={t('surveys.reviews.band')}
            value={faixa}
            onChange={(e) => setFaixa(e.currentTarget.value as Band | '')}
            data={[
              { value: '', label: t('surveys.reviews.anyBand') },
              ...BANDS.map((b) => ({ value: b, label: t(`surveys.bands.${b}Range`) })),
            ]}
            w={220}
          />
          <TextInput
            type="search"
            label={t('surveys.reviews.search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={80}
            w={340}
          />
        </>
      }
      list={list}
      table={{
        columns,
        rowKey: (r) => r.seqQue,
        empty: t('surveys.reviews.empty'),
        onOpen: (review) => setOpen((o) => ({ seq: o.seq + 1, review })),
        openOnClick: true,
        rowProps: (r) => ({ 'data-testid': 'review-row', 'data-voucher': r.voucher ?? '' }),
        testId: 'reviews-table',
        minWidth: 960,
        defaultDensity: 'compact',
      }}
    >
      {open.review && (
        <ReviewModal
          key={open.seq}
          review={open.review}
          onClose={() => setOpen((o) => (o.seq === open.seq ? { seq: o.seq, review: null } : o))}
        />
      )}
    </ListPage>
  );
}
