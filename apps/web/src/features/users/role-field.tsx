import { ROLE_GRANTS, ROLE_IDS, type RoleOrCustom } from '@gm/contracts/roles';
import type { PermissionMap } from '@gm/domain/permissions';
import { List, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { mayGiveRole } from './grants';
import { useAdminWords } from './use-admin-words';

interface Props {
  value: RoleOrCustom;
  onChange: (role: RoleOrCustom) => void;
  codIns: number;
  /** The grants of the person editing: a role they do not fully hold cannot be chosen. */
  editor: PermissionMap;
  error?: string | undefined;
}

/** The role select, and what the chosen role allows in plain words. */
export function RoleField({ value, onChange, codIns, editor, error }: Props) {
  const { t } = useT();
  const words = useAdminWords();
  const held = value === 'custom' || mayGiveRole(editor, value, codIns);
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('users.form.role')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as RoleOrCustom)}
        error={error}
        data-path="role"
        aria-describedby="role-allows"
        data={[
          ...ROLE_IDS.map((r) => ({ value: r, label: words.roleName(r), disabled: r !== value && !mayGiveRole(editor, r, codIns) })),
          { value: 'custom', label: words.roleName('custom') },
        ]}
      />
      <Paper withBorder p="sm" radius="sm" id="role-allows" data-testid="role-allows">
        {value === 'custom' ? (
          <Text size="sm">{t('users.role.customHint')}</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('users.role.allows')}: {words.roleSummary(value)}
            </Text>
            <List size="sm" spacing={2}>
              {ROLE_GRANTS[value].map((g) => (
                <List.Item key={g}>{words.grant(g)}</List.Item>
              ))}
            </List>
            {!held && (
              <Text size="sm" c="red.8">
                {t('users.role.notHeld')}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
