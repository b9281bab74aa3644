import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { useNestedLayer } from './nested-layer';

/**
 * The terms iframe of spec section 2: the accepted terms as the server renders them (/ViewTermoJuridico/{id}, a signed
 * link that expires in 15 min) in a modal. The frame is sandboxed with no permission at all: the page needs none (no
 * script, no form), and a hotel's terms text can never run anything in the back office.
 */
export function TermsViewerModal({ term, url, onClose }: { term: string; url: string | null; onClose: () => void }) {
  const { t } = useT();
  // Escape closes this modal only, not the booking modal under it.
  useNestedLayer(url !== null);
  return (
    <AppModal opened={url !== null} onClose={onClose} title={t('bookings.termsViewer.title', { term })} size="xl">
      {url && (
        <>
          <iframe
            src={url}
            sandbox=""
            referrerPolicy="no-referrer"
            title={t('bookings.termsViewer.frame')}
            data-testid="terms-frame"
            style={{ width: '100%', height: '65vh', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
          />
          <Group justify="flex-end" mt="sm">
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                {t('bookings.termsViewer.newWindow')}
                <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          </Group>
        </>
      )}
    </AppModal>
  );
}
