import type { UserHotel, UserHotelsReply } from '@gm/contracts/auth/users';
import { ROLE_IDS, type RoleOrCustom } from '@gm/contracts/roles';
import type { PermissionMap } from '@gm/domain/permissions';
import { Checkbox, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { mayGiveRole } from './grants';
import { firstRoleAt, type HotelRow } from './hotel-rows';
import { useAdminWords } from './use-admin-words';

interface Props {
  /** What the server says of the user's hotels (rows[i] is hotels[i]). */
  known: UserHotelsReply;
  rows: HotelRow[];
  onChange: (rows: HotelRow[]) => void;
  /** The grants of the person editing: a role they do not fully hold at a hotel cannot be chosen there. */
  editor: PermissionMap;
  /** An invitation: the current hotel stays ticked (the invitation is to it). */
  inviting: boolean;
  errorOf: (field: string) => string | undefined;
}

function HotelLine({
  path,
  hotel,
  row,
  set,
  editor,
  inviting,
  error,
}: {
  /** The row's field in the form (a refusal is placed and focused there). */
  path: string;
  hotel: UserHotel;
  row: HotelRow;
  set: (row: HotelRow) => void;
  editor: PermissionMap;
  inviting: boolean;
  error: string | undefined;
}) {
  const { t } = useT();
  const words = useAdminWords();
  const locked = !hotel.manageable || (hotel.current && inviting);
  const description = hotel.current
    ? t(inviting ? 'users.hotels.currentInvite' : 'users.hotels.current')
    : !hotel.manageable
      ? t('users.hotels.notManageable')
      : undefined;
  const toggle = (works: boolean) => set({ ...row, works, role: works && !row.role ? firstRoleAt(editor, hotel.codIns) : row.role });
  const roles = [
    { value: '', label: t('users.hotels.chooseRole'), disabled: true },
    ...ROLE_IDS.map((r) => ({ value: r, label: words.roleName(r), disabled: r !== row.role && !mayGiveRole(editor, r, hotel.codIns) })),
    ...(hotel.role === 'custom' ? [{ value: 'custom', label: t('users.hotels.keepCustom') }] : []),
  ];
  return (
    <Stack gap={4} data-testid="hotel-row" data-hotel={hotel.name}>
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="sm">
        <Checkbox
          label={t('users.hotels.worksAt', { hotel: hotel.name })}
          description={description}
          checked={row.works}
          disabled={locked}
          onChange={(e) => toggle(e.currentTarget.checked)}
          {...(hotel.current ? { 'data-path': path, error: error ? true : undefined } : {})}
          style={{ flex: '1 1 240px' }}
        />
        {!hotel.current && (
          <NativeSelect
            label={t('users.hotels.roleAt', { hotel: hotel.name })}
            value={row.role}
            disabled={!row.works || !hotel.manageable}
            onChange={(e) => set({ ...row, role: e.currentTarget.value as RoleOrCustom })}
            data={roles}
            description={row.works && row.role && row.role !== 'custom' ? words.roleSummary(row.role, hotel.hospital) : undefined}
            error={error}
            data-path={path}
            style={{ flex: '1 1 260px' }}
          />
        )}
      </Group>
      {hotel.current && error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The user's hotels where the administrator manages users (the current one first): works here, and the role there.
 * The user's other hotels are only told: by name where the administrator works too, else as a count.
 */
export function HotelsField({ known, rows, onChange, editor, inviting, errorOf }: Props) {
  const { t } = useT();
  const set = (i: number) => (row: HotelRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <Fieldset legend={t('users.hotels.legend')} variant="filled" p="sm" data-testid="hotels-field">
      <Stack gap="sm">
        {errorOf('hotels') && (
          <Text size="sm" c="red.8" role="alert">
            {errorOf('hotels')}
          </Text>
        )}
        {known.hotels.map((hotel, i) => {
          const row = rows[i];
          if (!row) return null;
          return (
            <HotelLine
              key={hotel.codIns}
              path={`hotels.${i}`}
              hotel={hotel}
              row={row}
              set={set(i)}
              editor={editor}
              inviting={inviting}
              error={errorOf(`hotels.${i}`)}
            />
          );
        })}
        {known.elsewhere.length > 0 && (
          <Text size="sm">{t('users.hotels.elsewhere', { hotels: known.elsewhere.map((h) => h.name).join(', ') })}</Text>
        )}
        {known.hidden > 0 && <Text size="sm">{t('users.hotels.hidden', { count: known.hidden })}</Text>}
      </Stack>
    </Fieldset>
  );
}
