import type { TemplateSummary } from '@gm/contracts/crm/templates-replies';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { applyWrite } from '../../../../lib/api/mutations';
import { Link, navigate } from '../../../../lib/navigation';
import { notify, notifyError } from '../../../../lib/notify';
import { useListQuery } from '../../../../lib/use-list-query';
import { AppModal } from '../../../../ui/app-modal';
import type { DataColumn } from '../../../../ui/data-table';
import { ListPage } from '../../../../ui/list-page';
import { listTemplates, removeTemplate, templateKeys } from '../api';
import { formatBytes } from '../size';
import { NewTemplateModal } from './new-template-modal';

/** /tagpanel/template/list (and /new, with the new-template modal open): the hotel's e-mail templates. */
export function TemplatesPage({ creating = false }: { creating?: boolean }) {
  const { t, language } = useT();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [removing, setRemoving] = useState<TemplateSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useListQuery({
    queryKey: templateKeys.lists,
    fetch: (w, s) => listTemplates({ search: s || undefined, offset: w.offset, limit: w.limit }),
    filters: debounced,
    pageSize: 20,
    pageSizes: [20, 50, 100],
    live: ['campaigns.templates.changed'],
  });
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeTemplate(removing.id);
      await applyWrite(client, { lists: [templateKeys.lists] });
      notify('success', t('crmTemplates.list.removed', { name: removing.name }));
      setRemoving(null);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const columns: DataColumn<TemplateSummary>[] = [
    {
      key: 'name',
      headerKey: 'crmTemplates.fields.name',
      cell: (r) => <Link to={`/tagpanel/template/design/${r.id}`}>{r.name}</Link>,
    },
    { key: 'subject', headerKey: 'crmTemplates.fields.subject', cell: (r) => r.subject },
    { key: 'type', headerKey: 'crmTemplates.fields.type', cell: (r, tt) => tt(`crmTemplates.types.${r.type}`) },
    { key: 'size', headerKey: 'crmTemplates.list.size', numeric: true, cell: (r) => formatBytes(r.htmlBytes, language) },
    {
      key: 'updated',
      headerKey: 'crmTemplates.list.updated',
      cell: (r) => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(r.updatedAt)),
    },
    {
      key: 'actions',
      headerKey: 'crmTemplates.list.actions',
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden="true" />}
            onClick={() => navigate(`/tagpanel/template/design/${r.id}`)}
            aria-label={t('crmTemplates.list.editOf', { name: r.name })}
          >
            {t('crmTemplates.list.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => setRemoving(r)}
            aria-label={t('crmTemplates.list.removeOf', { name: r.name })}
          >
            {t('crmTemplates.list.remove')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <ListPage
      title={t('shell.nav.crmTemplates')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => navigate('/tagpanel/template/new')}>
          {t('crmTemplates.list.new')}
        </Button>
      }
      filtersLabel={t('crmTemplates.list.filters')}
      filters={<TextInput label={t('crmTemplates.list.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />}
      list={list}
      table={{
        columns,
        rowKey: (r) => r.id,
        empty: t('crmTemplates.list.empty'),
        testId: 'templates-table',
        onOpen: (r) => navigate(`/tagpanel/template/design/${r.id}`),
      }}
    >
      <NewTemplateModal opened={creating} onClose={() => navigate('/tagpanel/template/list')} />
      <AppModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('crmTemplates.list.removeTitle')}
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('crmTemplates.common.cancel')}
            </Button>
            <Button color="red" onClick={remove} loading={busy}>
              {t('crmTemplates.list.remove')}
            </Button>
          </Group>
        }
      >
        {t('crmTemplates.list.removeText', { name: removing?.name ?? '' })}
      </AppModal>
    </ListPage>
  );
}

export const NewTemplatePage = () => <TemplatesPage creating />;
