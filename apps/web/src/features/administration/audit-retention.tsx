import { saveAuditRetentionInput } from '@gm/contracts/administration/audit';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { applyWrite } from '../../lib/api/mutations';
import { useContractForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { auditKeys, saveAuditRetention } from './audit-api';

const RANGE_KEY = 'administration.audit.retention.range';

/** How long the hotel keeps its trail (30 to 3650 days); the change is itself audited, so the list refreshes. */
export function AuditRetention({ days, editable }: { days: number; editable: boolean }) {
  const { t } = useT();
  const client = useQueryClient();
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: { retentionDays: days as number | string },
    schema: saveAuditRetentionInput,
    toInput: (v) => ({ retentionDays: v.retentionDays === '' ? Number.NaN : Number(v.retentionDays) }),
    keys: { too_small: RANGE_KEY, too_big: RANGE_KEY, invalid_type: RANGE_KEY, '*': RANGE_KEY },
    send: saveAuditRetention,
    onSuccess: (reply) => {
      notify('success', reply.message);
      void applyWrite(client, { lists: [auditKeys.options, auditKeys.lists] });
    },
    t,
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="audit-retention-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="audit-retention-title">
          {t('administration.audit.retention.title')}
        </Title>
        {!editable && <Text size="sm">{t('administration.audit.retention.readOnly', { days })}</Text>}
        {editable && (
          <form onSubmit={onSubmit} noValidate>
            <Group align="flex-start" gap="sm">
              <NumberInput
                label={t('administration.audit.retention.label')}
                description={t('administration.audit.retention.help')}
                min={30}
                max={3650}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                w={280}
                {...form.getInputProps('retentionDays')}
                error={errorOf('retentionDays')}
                data-path="retentionDays"
              />
              <Button type="submit" loading={busy} mt={{ base: 0, sm: 'xl' }}>
                {t('administration.audit.retention.save')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
