import { Button, Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notifyError } from '../../lib/notify';
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

/**
 * The dashboard's workbook (one sheet per card): the button, then a progress bar while the server builds and streams
 * it (the bytes received so far: a large workbook's size is not known before it ends).
 */
export function ExportButton({ name, filters }: { name: string; filters: DashboardFilters }) {
  const { t } = useT();
  const [bytes, setBytes] = useState<number | null>(null);
  const run = async () => {
    setBytes(0);
    try {
      const file = await exportDashboard(name, filters, setBytes);
      download(file.blob, file.filename ?? `${name}.xlsx`);
    } catch (e) {
      notifyError(e);
    } finally {
      setBytes(null);
    }
  };
  return (
    <Group gap="sm" wrap="nowrap">
      {bytes !== null && (
        <Group gap={6} wrap="nowrap" role="status" data-testid="export-progress">
          <Progress value={100} animated striped w={120} aria-hidden="true" />
          <Text size="sm">
            {bytes
              ? t('dashboards.page.exporting', { size: `${Math.max(1, Math.round(bytes / 1024))} KB` })
              : t('dashboards.page.preparing')}
          </Text>
        </Group>
      )}
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        onClick={() => void run()}
        loading={bytes !== null}
        data-testid="dashboard-export"
      >
        {t('dashboards.page.export')}
      </Button>
    </Group>
  );
}
