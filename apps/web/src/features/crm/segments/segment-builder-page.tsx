import { emptyFilter, type FilterGroup } from '@gm/contracts/crm/segments-filters';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { problems } from './builder-model';
import { FilterGroupEditor } from './components/filter-group';
import { SaveSegmentModal } from './components/save-segment-modal';
import { SegmentPreview } from './components/segment-preview';
import { useAvailableFilters, useSegment, useSegmentPreview } from './use-segments';

const START: FilterGroup = { combinator: 'and', rules: [{ field: 'stays', op: 'gte', value: 1 }] };

/**
 * /tagpanel/segment/new (and ?id= to edit a saved one): the filter builder over the guest profiles, with the live
 * count and a sample of the matching guests, saved through the save-segment modal.
 */
export function SegmentBuilderPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const segment = useSegment(id);
  if (id !== null && segment.isPending) return <LoadingIndicator />;
  return (
    <Builder
      key={segment.data?.id ?? 'new'}
      id={id}
      name={segment.data?.name ?? ''}
      initial={segment.data?.filter ?? START}
      notFound={id !== null && segment.isError}
    />
  );
}

function Builder({ id, name, initial, notFound }: { id: number | null; name: string; initial: FilterGroup; notFound: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [tree, setTree] = useState<FilterGroup>(initial);
  const [saving, setSaving] = useState(0);
  const filters = useAvailableFilters();
  const preview = useSegmentPreview(tree);
  const issues = problems(tree);
  const ready = Object.keys(issues).length === 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <PageTitle>{id ? t('crm.segments.editTitle', { name }) : t('crm.segments.newTitle')}</PageTitle>
          <Text c="dimmed">{t('crm.segments.builderDescription')}</Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" component={Link} to="/tagpanel/segment/list">
            {t('crm.segments.backToList')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} disabled={!ready} onClick={() => setSaving((n) => n + 1)}>
            {t('crm.segments.saveSegment')}
          </Button>
        </Group>
      </Group>
      {notFound && <Alert color="yellow">{t('crm.segments.notFound')}</Alert>}
      {filters.isError && <Alert color="red">{t('crm.segments.filtersFailed')}</Alert>}
      <FilterGroupEditor
        tree={tree}
        path={[]}
        filters={filters.data?.data.avaiableFilters.avaiableFilter ?? []}
        problems={issues}
        onChange={setTree}
      />
      <SegmentPreview
        count={preview.data?.metadata.totalCount}
        sample={preview.data?.data}
        loading={preview.isPending}
        failed={preview.isError}
        onRetry={() => void preview.refetch()}
      />
      {saving > 0 && (
        <SaveSegmentModal
          key={saving}
          id={id}
          name={name}
          filter={tree.rules.length === 0 ? emptyFilter : tree}
          count={preview.data?.metadata.totalCount ?? null}
          onClose={() => setSaving(0)}
          onSaved={(s) => void navigate(`/tagpanel/segment/new?id=${s.id}`, { replace: true })}
        />
      )}
    </Stack>
  );
}
