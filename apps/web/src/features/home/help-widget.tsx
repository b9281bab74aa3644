import { Affix, Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { useOpenShellModal } from '../../lib/shell-modals';

/** The floating help widget of the home page: opens the send-feedback form. */
export function HelpWidget() {
  const { t } = useT();
  const openModal = useOpenShellModal();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Button
        radius="xl"
        size="md"
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        leftSection={<IconHelpCircle size={20} aria-hidden="true" />}
        onClick={() => openModal('feedback')}
        data-testid="help-widget"
      >
        {t('home.help.button')}
      </Button>
    </Affix>
  );
}
