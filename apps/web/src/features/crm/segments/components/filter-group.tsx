import {
  FILTER_FIELDS,
  FILTER_OPERATORS,
  type FilterField,
  type FilterGroup,
  type FilterOperator,
  filterFieldNames,
  isGroup,
} from '@gm/contracts/crm/segments-filters';
import type { AvailableFilter } from '@gm/contracts/crm/segments-replies';
import { ActionIcon, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { addGroup, addRule, newRule, type Path, removeAt, replaceRule, setCombinator, withOperator } from '../builder-model';
import { RuleValue } from './rule-value';

interface Props {
  tree: FilterGroup;
  path: Path;
  filters: AvailableFilter[];
  problems: Record<string, string>;
  onChange: (tree: FilterGroup) => void;
}

const MAX_DEPTH = 3;

function groupAt(tree: FilterGroup, path: Path): FilterGroup {
  return path.reduce<FilterGroup>((g, i) => g.rules[i] as FilterGroup, tree);
}

/** A group of the filter tree: its 'all'/'any' choice, its rules (field, operator, value) and nested groups. */
export function FilterGroupEditor({ tree, path, filters, problems, onChange }: Props) {
  const { t } = useT();
  const group = groupAt(tree, path);
  const depth = path.length + 1;
  const fieldOptions = filterFieldNames.map((f) => ({ value: f, label: t(`crm.segments.fields.${f}`) }));
  const groupLabel = depth === 1 ? t('crm.segments.mainGroup') : t('crm.segments.subGroup', { n: path.map((i) => i + 1).join('.') });
  return (
    <Paper withBorder p="sm" radius="md" component="fieldset" aria-label={groupLabel} data-testid="filter-group">
      <Stack gap="sm">
        <Group gap="sm">
          <Text size="sm" id={`combinator-${path.join('-')}`}>
            {t('crm.segments.match')}
          </Text>
          <SegmentedControl
            aria-labelledby={`combinator-${path.join('-')}`}
            size="xs"
            value={group.combinator}
            onChange={(c) => onChange(setCombinator(tree, path, c as 'and' | 'or'))}
            data={[
              { value: 'and', label: t('crm.segments.all') },
              { value: 'or', label: t('crm.segments.any') },
            ]}
          />
        </Group>
        {group.rules.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('crm.segments.noRules')}
          </Text>
        )}
        {group.rules.map((r, i) => {
          const key = [...path, i].join('.');
          if (isGroup(r)) {
            return (
              <Group key={key} align="flex-start" wrap="nowrap">
                <FilterGroupEditor tree={tree} path={[...path, i]} filters={filters} problems={problems} onChange={onChange} />
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  aria-label={t('crm.segments.removeGroup')}
                  onClick={() => onChange(removeAt(tree, path, i))}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            );
          }
          const fieldLabel = t(`crm.segments.fields.${r.field}`);
          const ops = FILTER_OPERATORS[FILTER_FIELDS[r.field].type] as readonly FilterOperator[];
          const problem = problems[key];
          return (
            <Group key={key} gap="xs" align="flex-start" data-testid="filter-rule">
              <NativeSelect
                aria-label={t('crm.segments.field', { n: i + 1 })}
                data={fieldOptions}
                value={r.field}
                onChange={(e) => onChange(replaceRule(tree, path, i, newRule(e.currentTarget.value as FilterField)))}
                w={220}
              />
              <NativeSelect
                aria-label={t('crm.segments.operator', { field: fieldLabel })}
                data={ops.map((o) => ({ value: o, label: t(`crm.segments.ops.${o}`) }))}
                value={r.op}
                onChange={(e) => onChange(replaceRule(tree, path, i, withOperator(r, e.currentTarget.value as FilterOperator)))}
                w={170}
              />
              <RuleValue
                rule={r}
                filter={filters.find((f) => f.field === r.field)}
                label={t('crm.segments.value', { field: fieldLabel })}
                error={problem ? t(`crm.segments.problems.${problem}`) : undefined}
                onChange={(value) => onChange(replaceRule(tree, path, i, { ...r, value }))}
              />
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={t('crm.segments.removeRule', { field: fieldLabel })}
                onClick={() => onChange(removeAt(tree, path, i))}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => onChange(addRule(tree, path))}
          >
            {t('crm.segments.addRule')}
          </Button>
          {depth < MAX_DEPTH && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => onChange(addGroup(tree, path))}
            >
              {t('crm.segments.addGroup')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
