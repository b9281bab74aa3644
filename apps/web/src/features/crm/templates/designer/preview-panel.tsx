import type { Design } from '@gm/contracts/crm/templates-design';
import { MAX_HTML_BYTES } from '@gm/contracts/crm/templates-design';
import { Alert, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/notify';
import { parseTemplate, templateKeys } from '../api';
import { formatBytes } from '../size';

export type PreviewWidth = 'desktop' | 'mobile';

/**
 * The e-mail as the server renders it (MJML, sample merge values) in a sandboxed frame: no scripts, no same origin.
 * Desktop shows it at 100% of the panel, mobile at 375 px, where MJML stacks the columns.
 */
export function PreviewPanel({ design, width, onWidth }: { design: Design; width: PreviewWidth; onWidth: (w: PreviewWidth) => void }) {
  const { t, language } = useT();
  const [debounced] = useDebouncedValue(design, 400);
  const preview = useQuery({
    queryKey: [...templateKeys.all, 'preview', debounced],
    queryFn: () => parseTemplate({ templateObject: debounced }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Stack gap="sm" data-testid="preview-panel">
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('crmTemplates.preview.width')}
          value={width}
          onChange={(w) => onWidth(w as PreviewWidth)}
          data={[
            { value: 'desktop', label: t('crmTemplates.preview.desktop') },
            { value: 'mobile', label: t('crmTemplates.preview.mobile') },
          ]}
        />
        {preview.isFetching && <Loader size="sm" aria-label={t('crmTemplates.preview.loading')} />}
        {preview.data && (
          <Text size="sm" c={preview.data.htmlBytes > MAX_HTML_BYTES * 0.9 ? 'red.8' : 'dimmed'} data-testid="preview-size">
            {t('crmTemplates.preview.size', {
              size: formatBytes(preview.data.htmlBytes, language),
              max: formatBytes(MAX_HTML_BYTES, language),
            })}
          </Text>
        )}
      </Group>
      {preview.error && (
        <Alert color="red" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {preview.data && (
        <iframe
          title={t('crmTemplates.preview.title')}
          sandbox=""
          srcDoc={preview.data.html}
          data-testid="preview-frame"
          data-width={width}
          style={{
            width: width === 'mobile' ? 375 : '100%',
            maxWidth: '100%',
            height: 640,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
            alignSelf: 'center',
            background: '#fff',
          }}
        />
      )}
    </Stack>
  );
}
