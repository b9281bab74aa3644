import { STARTER_NAMES } from '@gm/contracts/crm/templates-inputs';
import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { applyWrite } from '../../../../lib/api/mutations';
import { navigate } from '../../../../lib/navigation';
import { errorMessage } from '../../../../lib/notify';
import { AppModal } from '../../../../ui/app-modal';
import { saveTemplate, templateKeys } from '../api';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The starter chosen when it opens (the starters page). */
  initialType?: number;
}

/**
 * The new-template confirm modal (spec section 2): a name and a starter (a bundled design or a blank one); the
 * server creates the template from the starter in the hotel's language and the designer opens it.
 */
export function NewTemplateModal({ opened, onClose, initialType = 1 }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const [type, setType] = useState(String(initialType));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('crmTemplates.new.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveTemplate({ name: trimmed, type: Number(type) });
      await applyWrite(client, { saved: [{ queryKey: templateKeys.detail(saved.id), update: () => saved }], lists: [templateKeys.lists] });
      navigate(`/tagpanel/template/design/${saved.id}`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('crmTemplates.new.title')}
      size="lg"
      onSubmit={create}
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('crmTemplates.common.cancel')}
          </Button>
          <Button onClick={create} loading={busy}>
            {t('crmTemplates.new.create')}
          </Button>
        </Group>
      }
    >
      <Stack>
        <TextInput
          label={t('crmTemplates.fields.name')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={120}
          required
        />
        <Radio.Group label={t('crmTemplates.new.starter')} value={type} onChange={setType}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {STARTER_NAMES.map((s, i) => (
              <Radio.Card key={s} value={String(i)} p="sm" radius="md" data-testid={`starter-${s}`}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{t(`crmTemplates.starters.${s}.name`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`crmTemplates.starters.${s}.description`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
    </AppModal>
  );
}
