import { FLOW_TRIGGERS, type FlowTrigger } from '@gm/contracts/crm/flows-definition';
import { Group, NumberInput, Select, Text } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';

/** What starts the flow: the trigger, with its days before arrival or its highest survey score. */
export function TriggerFields({
  trigger,
  onChange,
  errorOf,
}: {
  trigger: FlowTrigger;
  onChange: (t: FlowTrigger) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useT();
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label={t('crm.flows.trigger')}
          data={FLOW_TRIGGERS.map((value) => ({ value, label: t(`crm.flows.triggers.${value}`) }))}
          allowDeselect={false}
          value={trigger.type}
          onChange={(v) =>
            v &&
            onChange({
              type: v as FlowTrigger['type'],
              ...(v === 'days_before_arrival' ? { days: trigger.days ?? 3 } : {}),
              ...(v === 'survey_low_score' ? { maxScore: trigger.maxScore ?? 6 } : {}),
            })
          }
          error={errorOf('flow.trigger.type')}
          data-path="flow.trigger.type"
        />
        {trigger.type === 'days_before_arrival' && (
          <NumberInput
            label={t('crm.flows.daysBefore')}
            min={1}
            max={60}
            allowDecimal={false}
            value={trigger.days ?? ''}
            onChange={(v) => onChange({ ...trigger, days: v === '' ? undefined : Number(v) })}
            error={errorOf('flow.trigger.days')}
            data-path="flow.trigger.days"
          />
        )}
        {trigger.type === 'survey_low_score' && (
          <NumberInput
            label={t('crm.flows.maxScore')}
            min={0}
            max={10}
            allowDecimal={false}
            value={trigger.maxScore ?? ''}
            onChange={(v) => onChange({ ...trigger, maxScore: v === '' ? undefined : Number(v) })}
            error={errorOf('flow.trigger.maxScore')}
            data-path="flow.trigger.maxScore"
          />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`crm.flows.triggerHelp.${trigger.type}`)}
      </Text>
    </>
  );
}
