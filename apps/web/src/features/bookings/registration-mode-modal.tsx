import { Button, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFaceId, IconNumbers } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';

export type RegistrationMode = 'face' | 'digits';

/**
 * The registration-mode modal (spec section 2): how the new person will identify themselves at
 * self-service check-in: by face, or by the last four digits of their document.
 */
export function RegistrationModeModal({
  opened,
  onChoose,
  onClose,
}: {
  opened: boolean;
  onChoose: (m: RegistrationMode) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const option = (mode: RegistrationMode, Icon: typeof IconFaceId) => (
    <UnstyledButton
      onClick={() => onChoose(mode)}
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
      data-autofocus={mode === 'face' || undefined}
    >
      <Stack gap={4} align="center">
        <Icon size={36} aria-hidden="true" />
        <Text fw={700}>{t(`bookings.newPerson.mode.${mode}`)}</Text>
        <Text size="sm" ta="center">
          {t(`bookings.newPerson.mode.${mode}Hint`)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
  return (
    <AppModal opened={opened} onClose={onClose} title={t('bookings.newPerson.mode.title')} size="lg">
      <Stack gap="md">
        <Text>{t('bookings.newPerson.mode.question')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {option('face', IconFaceId)}
          {option('digits', IconNumbers)}
        </SimpleGrid>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('common.actions.cancel')}
        </Button>
      </Stack>
    </AppModal>
  );
}
