import type { PermissionMap } from '@gm/domain/permissions';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { editorAreas, holds, impliedByWildcard, toggleGrant } from './grants';
import { useAdminWords } from './use-admin-words';

interface Props {
  codIns: number;
  grants: readonly string[];
  onChange: (grants: string[]) => void;
  /** The grants of the person editing: only those are enabled. */
  editor: PermissionMap;
  error?: string | undefined;
}

/** The detailed editor of a user's AREA:{codIns}:action grants at this hotel, by area, each said in plain words. */
export function GrantsEditor({ codIns, grants, onChange, editor, error }: Props) {
  const { t } = useT();
  const words = useAdminWords();
  return (
    <Stack gap="sm" data-path="grants" data-testid="grants-editor">
      <Text size="sm">{t('users.form.detailsHint')}</Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {editorAreas(codIns).map(({ area, grants: options }) => (
        <Fieldset key={area} legend={words.area(area)} variant="filled" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {options.map((g) => {
              const implied = impliedByWildcard(grants, g);
              const mine = holds(editor, g);
              return (
                <Checkbox
                  key={g}
                  label={words.grant(g)}
                  description={implied ? t('users.form.implied') : mine ? g : `${g} · ${t('users.form.notHeld')}`}
                  checked={implied || grants.includes(g)}
                  disabled={implied || !mine}
                  onChange={(e) => onChange(toggleGrant(grants, g, e.currentTarget.checked))}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
