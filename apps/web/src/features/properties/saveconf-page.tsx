import type { ConfigurationChange } from '@gm/contracts/institutions/configuration';
import type { ConfigurationPreview } from '@gm/contracts/properties/replies';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Translate } from '../../i18n/use-t';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useCacheMutation } from '../../lib/api/mutations';
import { notifyError } from '../../lib/notify';
import { refreshAccessToken } from '../../lib/session/session-store';
import { type DataColumn, DataTable } from '../../ui/data-table';
import { PageTitle } from '../../ui/page-title';
import { exportConfiguration, importConfiguration, previewConfiguration } from './api';
import { usePageTitle } from './use-page-title';

/** The settings a change names, in words: the known ones by name, flags and notifications by their own name. */
function settingLabel(key: string, t: Translate): string {
  if (key.startsWith('flags.')) return t('properties.saveconf.flag', { name: key.slice('flags.'.length) });
  if (key.startsWith('notifications.')) return t('properties.saveconf.notification', { name: key.slice('notifications.'.length) });
  return t(`properties.saveconf.keys.${key}`);
}

function ValueCell({ value, t }: { value: string | null; t: Translate }) {
  if (value === null || value === '') {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('properties.saveconf.unset')}
      </Text>
    );
  }
  return (
    <Text size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
      {value}
    </Text>
  );
}

const COLUMNS: DataColumn<ConfigurationChange>[] = [
  { key: 'key', headerKey: 'properties.saveconf.setting', cell: (c, t) => settingLabel(c.key, t) },
  { key: 'current', headerKey: 'properties.saveconf.current', cell: (c, t) => <ValueCell value={c.current} t={t} /> },
  { key: 'next', headerKey: 'properties.saveconf.next', cell: (c, t) => <ValueCell value={c.next} t={t} /> },
];

/** The file's content: its JSON, or its text as it is (the server then says why it is not a configuration). */
async function readFile(file: File): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 10_000);
  }
}

function download(fileName: string, content: unknown): void {
  const blob = new Blob([`${JSON.stringify(content, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /config/saveconf: the hotel's configuration saved as a file, and a file imported after its differences are shown. */
export function SaveconfPage() {
  const { t } = useT();
  usePageTitle('properties.saveconf.title');
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle size="h2">{t('properties.saveconf.title')}</PageTitle>
      <Text>{t('properties.saveconf.intro')}</Text>
      <ExportSection />
      <ImportSection />
    </Stack>
  );
}

function ExportSection() {
  const { t } = useT();
  const exporting = useMutation({
    meta: { handlesErrors: true },
    mutationFn: exportConfiguration,
    onSuccess: (reply) => download(reply.fileName, reply.configuration),
    onError: (error) => notifyError(error),
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="saveconf-export">
      <Stack gap="sm">
        <Title order={2} size="h4" id="saveconf-export">
          {t('properties.saveconf.exportTitle')}
        </Title>
        <Text size="sm">{t('properties.saveconf.exportHint')}</Text>
        <Group>
          <Button
            onClick={() => exporting.mutate()}
            loading={exporting.isPending}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {t('properties.saveconf.export')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface Loaded {
  file: File;
  content: unknown;
  preview: ConfigurationPreview;
}

function ImportSection() {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<{ message: string; errors: { path: string; message: string }[] } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const previewing = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (chosen: File) => {
      const content = await readFile(chosen);
      return { file: chosen, content, preview: await previewConfiguration(content) };
    },
    onMutate: () => {
      setProblem(null);
      setLoaded(null);
      setDone(null);
    },
    onSuccess: (result) => setLoaded(result),
    onError: (error) => {
      if (error instanceof ApiError && error.readable) setProblem({ message: error.message, errors: [...error.errors] });
      else notifyError(error);
    },
  });

  const applying = useCacheMutation({
    meta: { handlesErrors: true },
    mutationFn: (l: Loaded) => importConfiguration(l.content, l.preview.basis),
    // Every screen reads the hotel's settings from the session's context: it is read again below.
    effects: () => ({ lists: [] }),
    onSuccess: async (reply) => {
      await refreshAccessToken();
      setLoaded(null);
      setFile(null);
      setDone(reply.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.readable) setProblem({ message: error.message, errors: [...error.errors] });
      else notifyError(error);
    },
  });

  const changes = loaded?.preview.changes ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="saveconf-import">
      <Stack gap="sm">
        <Title order={2} size="h4" id="saveconf-import">
          {t('properties.saveconf.importTitle')}
        </Title>
        <Text size="sm">{t('properties.saveconf.importHint')}</Text>
        <FileInput
          label={t('properties.saveconf.file')}
          placeholder={t('properties.saveconf.filePlaceholder')}
          accept="application/json,.json"
          clearable
          clearButtonProps={{ 'aria-label': t('properties.saveconf.clearFile') }}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setLoaded(null);
            setProblem(null);
            setDone(null);
            if (chosen) previewing.mutate(chosen);
          }}
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
          data-testid="saveconf-file"
        />
        {previewing.isPending && <Text size="sm">{t('properties.saveconf.reading')}</Text>}
        {problem && (
          <Alert color="red" role="alert" title={problem.message} data-testid="saveconf-problem">
            {problem.errors.length > 0 && (
              <List size="sm">
                {problem.errors.map((e) => (
                  <List.Item key={`${e.path}:${e.message}`}>
                    <Text component="span" size="sm" ff="monospace">
                      {e.path}
                    </Text>
                    : {e.message}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status" icon={<IconCheck aria-hidden="true" />} data-testid="saveconf-done">
            {done}
          </Alert>
        )}
        {loaded && (
          <Stack gap="sm" data-testid="saveconf-preview">
            <Text size="sm">
              {t('properties.saveconf.from', { name: loaded.preview.source.name, date: loaded.preview.source.exportedAt.slice(0, 10) })}
            </Text>
            {changes.length ? (
              <>
                <Text size="sm" fw={600}>
                  {t('properties.saveconf.changes', { count: changes.length })}
                </Text>
                <DataTable
                  columns={COLUMNS}
                  rows={changes}
                  rowKey={(c) => c.key}
                  label={t('properties.saveconf.diffLabel')}
                  empty={t('properties.saveconf.noChanges')}
                  testId="saveconf-diff"
                />
                <Group>
                  <Button onClick={() => applying.mutate(loaded)} loading={applying.isPending}>
                    {t('properties.saveconf.apply', { count: changes.length })}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => {
                      setLoaded(null);
                      setFile(null);
                    }}
                  >
                    {t('properties.saveconf.cancel')}
                  </Button>
                </Group>
              </>
            ) : (
              <Text size="sm">{t('properties.saveconf.noChanges')}</Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
