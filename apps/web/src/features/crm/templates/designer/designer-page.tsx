import type { Template } from '@gm/contracts/crm/templates-replies';
import { Alert, Badge, Button, Grid, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session/session-store';
import { LeaveModal } from '../../../../ui/leave-modal';
import { LoadingIndicator } from '../../../../ui/loading-indicator';
import { PageTitle } from '../../../../ui/page-title';
import { getTemplate, templateKeys } from '../api';
import { BodySettings } from './body-settings';
import { Canvas } from './canvas';
import { ContentEditor } from './content-editor';
import { contentAt } from './design-model';
import { PreviewPanel, type PreviewWidth } from './preview-panel';
import { TemplateSettings } from './template-settings';
import { useDesigner } from './use-designer';

type Panel = 'content' | 'email' | 'settings';

/** /tagpanel/template/design/:id: the visual designer (issue 15); /save/:id opens it on the template's settings. */
export function DesignerPage({ panel = 'content' }: { panel?: Panel }) {
  const { t } = useT();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => getTemplate(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.error)
    return (
      <Alert color="red" role="alert" title={t('crmTemplates.designer.loadError')}>
        {errorMessage(query.error)}
      </Alert>
    );
  if (!query.data) return <LoadingIndicator label={t('crmTemplates.designer.loading')} />;
  return <Designer key={query.data.id} template={query.data} initialPanel={panel} />;
}

export const DesignerSettingsPage = () => <DesignerPage panel="settings" />;

function Designer({ template, initialPanel }: { template: Template; initialPanel: Panel }) {
  const { t } = useT();
  const session = useSession();
  const d = useDesigner(template);
  const [panel, setPanel] = useState<Panel>(initialPanel);
  const [view, setView] = useState<'design' | 'preview'>('design');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const selected = contentAt(d.design, d.selected);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle size="h2">{d.meta.name || t('shell.nav.crmDesigner')}</PageTitle>
          <Text size="sm" c="dimmed">
            {t(`crmTemplates.types.${template.type}`)}
            {d.dirty && (
              <Badge ml="xs" color="orange" variant="light" data-testid="unsaved">
                {t('crmTemplates.designer.unsaved')}
              </Badge>
            )}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
            onClick={d.undo}
            disabled={d.history.past.length === 0}
            aria-keyshortcuts="Control+Z"
          >
            {t('crmTemplates.designer.undo')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowForwardUp size={16} aria-hidden="true" />}
            onClick={d.redo}
            disabled={d.history.future.length === 0}
            aria-keyshortcuts="Control+Shift+Z"
          >
            {t('crmTemplates.designer.redo')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} onClick={() => void d.save()} loading={d.saving}>
            {t('crmTemplates.designer.save')}
          </Button>
        </Group>
      </Group>
      <SegmentedControl
        aria-label={t('crmTemplates.designer.view')}
        value={view}
        onChange={(v) => setView(v as 'design' | 'preview')}
        data={[
          { value: 'design', label: t('crmTemplates.designer.design') },
          { value: 'preview', label: t('crmTemplates.designer.preview') },
        ]}
        w="fit-content"
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {view === 'design' ? (
            <Canvas design={d.design} selectedId={d.selectedId} actions={d.actions} />
          ) : (
            <PreviewPanel design={d.design} width={width} onWidth={setWidth} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" component="aside" aria-label={t('crmTemplates.designer.properties')}>
            <Tabs value={panel} onChange={(p) => p && setPanel(p as Panel)}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="content">{t('crmTemplates.designer.tabs.content')}</Tabs.Tab>
                <Tabs.Tab value="email">{t('crmTemplates.designer.tabs.email')}</Tabs.Tab>
                <Tabs.Tab value="settings">{t('crmTemplates.designer.tabs.settings')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="content">
                {selected ? (
                  <ContentEditor key={selected.id} content={selected} onChange={d.setContent} />
                ) : (
                  <Text c="dimmed">{t('crmTemplates.designer.pickContent')}</Text>
                )}
              </Tabs.Panel>
              <Tabs.Panel value="email">
                <BodySettings values={d.design.body.values} onChange={d.setBody} />
              </Tabs.Panel>
              <Tabs.Panel value="settings">
                <TemplateSettings
                  meta={d.meta}
                  errors={d.metaErrors}
                  onChange={d.setMeta}
                  onSendTest={() => void d.sendTest()}
                  sending={d.sending}
                  email={session.user.email}
                />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Grid.Col>
      </Grid>
      <LeaveModal
        guard={d.leaveGuard}
        title={t('crmTemplates.designer.leaveTitle')}
        body={t('crmTemplates.designer.leave')}
        stayLabel={t('crmTemplates.designer.leaveStay')}
        leaveLabel={t('crmTemplates.designer.leaveDiscard')}
      />
    </Stack>
  );
}
