import { FLOW_CONDITIONS, type FlowBranchStep, type FlowStep } from '@gm/contracts/crm/flows-definition';
import { ActionIcon, Badge, Box, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconClock, IconGitBranch, IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { branchAllowed, moveStep, newStep, removeAt, replaceAt, type StepKind } from '../flow-model';

export interface StepListProps {
  steps: FlowStep[];
  onChange: (steps: FlowStep[]) => void;
  /** The list's path in the service's input ('flow.steps', 'flow.steps.2.yes'): where its fields' errors land. */
  prefix: string;
  depth: number;
  /** Every step of the flow (new keys must be unused anywhere in it). */
  all: FlowStep[];
  numbers: Map<string, number>;
  templates: { value: string; label: string }[];
  errorOf: (path: string) => string | undefined;
}

const ICONS = { wait: IconClock, send: IconMail, branch: IconGitBranch } as const;

/** A vertical list of steps (a branch holds two more): each a card with its fields, move up/down and remove. */
export function StepList(props: StepListProps) {
  const { t } = useT();
  const { steps, onChange, prefix, depth, all } = props;
  const add = (kind: StepKind) => onChange([...steps, newStep(kind, all)]);
  return (
    <Stack gap="xs">
      {steps.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('crm.flows.emptyList')}
        </Text>
      )}
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, i) => (
          <Box component="li" key={step.key}>
            <StepCard
              {...props}
              step={step}
              index={i}
              path={`${prefix}.${i}`}
              onStep={(s) => onChange(replaceAt(steps, i, s))}
              onMove={(by) => onChange(moveStep(steps, i, by))}
              onRemove={() => onChange(removeAt(steps, i))}
            />
            {i < steps.length - 1 && (
              <Group justify="center" aria-hidden="true" c="dimmed" py={2}>
                <IconArrowDown size={16} />
              </Group>
            )}
          </Box>
        ))}
      </Stack>
      <Group gap="xs" data-testid={`add-step-${prefix}`}>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => add('wait')}>
          {t('crm.flows.addWait')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => add('send')}>
          {t('crm.flows.addSend')}
        </Button>
        {branchAllowed(depth) && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => add('branch')}>
            {t('crm.flows.addBranch')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface CardProps extends StepListProps {
  step: FlowStep;
  index: number;
  path: string;
  onStep: (step: FlowStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function StepCard({ step, index, path, onStep, onMove, onRemove, ...list }: CardProps) {
  const { t } = useT();
  const Icon = ICONS[step.kind];
  const n = list.numbers.get(step.key) ?? index + 1;
  const title = t(`crm.flows.kind.${step.kind}`);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="flow-step" data-kind={step.kind} data-key={step.key}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" size="lg" circle>
              {n}
            </Badge>
            <Icon size={18} aria-hidden="true" />
            <Text fw={600}>{title}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('crm.flows.moveUp', { n })}
            >
              <IconArrowUp size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={index === list.steps.length - 1}
              onClick={() => onMove(1)}
              aria-label={t('crm.flows.moveDown', { n })}
            >
              <IconArrowDown size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red.8" size="lg" onClick={onRemove} aria-label={t('crm.flows.remove', { n })}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        {step.kind === 'wait' && (
          <Group grow align="flex-start">
            <NumberInput
              label={t('crm.flows.days')}
              min={0}
              max={365}
              allowDecimal={false}
              value={step.days}
              onChange={(v) => onStep({ ...step, days: Number(v) || 0 })}
              error={list.errorOf(`${path}.days`)}
              data-path={`${path}.days`}
            />
            <NumberInput
              label={t('crm.flows.hours')}
              min={0}
              max={23}
              allowDecimal={false}
              value={step.hours}
              onChange={(v) => onStep({ ...step, hours: Number(v) || 0 })}
              error={list.errorOf(`${path}.hours`)}
              data-path={`${path}.hours`}
            />
          </Group>
        )}
        {step.kind === 'send' && (
          <Select
            label={t('crm.flows.template')}
            placeholder={t('crm.flows.templatePlaceholder')}
            data={list.templates}
            searchable
            nothingFoundMessage={t('crm.flows.noTemplates')}
            value={step.templateId === null ? null : String(step.templateId)}
            onChange={(v) => onStep({ ...step, templateId: v ? Number(v) : null })}
            error={list.errorOf(`${path}.templateId`)}
            data-path={`${path}.templateId`}
          />
        )}
        {step.kind === 'branch' && <BranchFields step={step} path={path} onStep={onStep} list={list} />}
      </Stack>
    </Paper>
  );
}

function BranchFields({
  step,
  path,
  onStep,
  list,
}: {
  step: FlowBranchStep;
  path: string;
  onStep: (s: FlowStep) => void;
  list: StepListProps;
}) {
  const { t } = useT();
  const c = step.condition;
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label={t('crm.flows.condition')}
          data={FLOW_CONDITIONS.map((value) => ({ value, label: t(`crm.flows.conditions.${value}`) }))}
          allowDeselect={false}
          value={c.type}
          onChange={(v) =>
            v &&
            onStep({
              ...step,
              condition: {
                type: v as typeof c.type,
                ...(v === 'language_is' ? { value: 'pt' } : v === 'nps_at_most' ? { value: '6' } : {}),
              },
            })
          }
          data-path={`${path}.condition.type`}
        />
        {c.type === 'language_is' && (
          <Select
            label={t('crm.flows.language')}
            data={['pt', 'en', 'es'].map((value) => ({ value, label: t(`crm.flows.languages.${value}`) }))}
            allowDeselect={false}
            value={c.value ?? null}
            onChange={(v) => onStep({ ...step, condition: { ...c, value: v ?? '' } })}
            error={list.errorOf(`${path}.condition.value`)}
            data-path={`${path}.condition.value`}
          />
        )}
        {c.type === 'nps_at_most' && (
          <NumberInput
            label={t('crm.flows.score')}
            min={0}
            max={10}
            allowDecimal={false}
            value={c.value === undefined ? '' : Number(c.value)}
            onChange={(v) => onStep({ ...step, condition: { ...c, value: v === '' ? '' : String(v) } })}
            error={list.errorOf(`${path}.condition.value`)}
            data-path={`${path}.condition.value`}
          />
        )}
      </Group>
      {(['yes', 'no'] as const).map((side) => (
        <Box key={side} pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }} data-testid={`branch-${side}`}>
          <Text fw={600} size="sm" mb={4}>
            {t(`crm.flows.${side}`)}
          </Text>
          <StepList
            {...list}
            steps={step[side]}
            prefix={`${path}.${side}`}
            depth={list.depth + 1}
            onChange={(steps) => onStep({ ...step, [side]: steps })}
          />
        </Box>
      ))}
    </Stack>
  );
}
