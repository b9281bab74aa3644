import type { FilterGroup } from '@gm/contracts/crm/segments-filters';
import { saveSegmentInput } from '@gm/contracts/crm/segments-inputs';
import type { Segment } from '@gm/contracts/crm/segments-replies';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { applyWrite } from '../../../../lib/api/mutations';
import { useContractForm } from '../../../../lib/forms';
import { notify } from '../../../../lib/notify';
import { AppModal } from '../../../../ui/app-modal';
import { saveSegment, segmentKeys } from '../api';

interface Props {
  id: number | null;
  name: string;
  filter: FilterGroup;
  count: number | null;
  onClose: () => void;
  onSaved: (segment: Segment) => void;
}

/** The save-segment modal (spec section 2): the segment's name, required ('Insira um nome'), unique in the hotel. */
export function SaveSegmentModal({ id, name, filter, count, onClose, onSaved }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const [opened, setOpened] = useState(true);
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: { name },
    schema: saveSegmentInput,
    toInput: (v) => ({ ...(id ? { id } : {}), name: v.name, filter }),
    send: saveSegment,
    keys: { segment_name_required: 'crm.segments.nameRequired', too_small: 'crm.segments.nameRequired' },
    onSuccess: (saved) => {
      void applyWrite(client, { saved: [{ queryKey: segmentKeys.detail(saved.id), update: () => saved }], lists: [segmentKeys.list] });
      notify('success', t('crm.segments.saved', { name: saved.name }));
      setOpened(false);
      onSaved(saved);
    },
    t,
  });
  return (
    <AppModal
      opened={opened}
      onClose={() => setOpened(false)}
      onClosed={onClose}
      title={t('crm.segments.saveTitle')}
      onSubmit={() => onSubmit()}
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('crm.segments.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onSubmit()}>
            {t('crm.segments.save')}
          </Button>
        </Group>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('crm.segments.name')}
            maxLength={120}
            {...form.getInputProps('name')}
            error={errorOf('name')}
            data-path="name"
          />
          {count !== null && <Text size="sm">{t('crm.segments.countNow', { count })}</Text>}
        </Stack>
      </form>
    </AppModal>
  );
}
