import { Box, Button, Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify, notifyError } from '../../lib/notify';
import { type DashboardFilters, exportDashboard } from './api';

/** Saves a file the browser got from a service. */
function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const LOCALES = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;

/** Bytes as the reader's language writes them: KB below a megabyte, MB with one decimal above. */
export function formatBytes(bytes: number, language: string): string {
  const locale = LOCALES[language as keyof typeof LOCALES] ?? 'pt-BR';
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

interface Received {
  bytes: number;
  /** The workbook's size when the reply says it (a streamed workbook's is not known before its end). */
  total: number | null;
}

/**
 * The dashboard's workbook (one sheet per card): the button, then while the server builds and streams it a progress
 * bar, indeterminate until the first byte and then with the bytes received (a percentage when the size is known),
 * and a button that cancels the download (the server stops reading rows when the reply is closed).
 */
export function ExportButton({ name, filters }: { name: string; filters: DashboardFilters }) {
  const { t, language } = useT();
  const [received, setReceived] = useState<Received | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page cancels a download in flight.
  useEffect(() => () => controller.current?.abort(), []);
  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setReceived({ bytes: 0, total: null });
    try {
      const file = await exportDashboard(name, filters, (bytes, total) => setReceived({ bytes, total }), abort.signal);
      download(file.blob, file.filename ?? `${name}.xlsx`);
    } catch (e) {
      if (abort.signal.aborted) notify('info', t('dashboards.exportProgress.cancelled'));
      else notifyError(e);
    } finally {
      if (controller.current === abort) controller.current = null;
      setReceived(null);
    }
  };
  const percent = received?.total ? Math.min(100, Math.round((received.bytes / received.total) * 100)) : null;
  const label = !received?.bytes
    ? t('dashboards.page.preparing')
    : t('dashboards.exportProgress.received', { size: formatBytes(received.bytes, language) });
  return (
    <Group gap="sm" wrap="nowrap">
      {received !== null && (
        <Group gap={6} wrap="nowrap" data-testid="export-progress" data-bytes={received.bytes}>
          <Box
            role="progressbar"
            aria-label={t('dashboards.exportProgress.label')}
            aria-valuemin={percent === null ? undefined : 0}
            aria-valuemax={percent === null ? undefined : 100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={label}
            w={120}
          >
            <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} aria-hidden="true" />
          </Box>
          <Text size="sm">{label}</Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={() => controller.current?.abort()}
            data-testid="export-cancel"
          >
            {t('dashboards.exportProgress.cancel')}
          </Button>
        </Group>
      )}
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        onClick={() => void run()}
        loading={received !== null}
        data-testid="dashboard-export"
      >
        {t('dashboards.page.export')}
      </Button>
    </Group>
  );
}
