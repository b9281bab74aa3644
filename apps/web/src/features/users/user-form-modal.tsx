import { type HotelUser, inviteUserInput, type UserHotelsReply, updateUserInput } from '@gm/contracts/auth/users';
import { expandRole, type RoleOrCustom } from '@gm/contracts/roles';
import { Alert, Button, Center, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { applyWrite } from '../../lib/api/mutations';
import { useContractForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { AppModal } from '../../ui/app-modal';
import { EmailInput } from '../../ui/email-input';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { inviteUser, updateUser, userHotels, userKeys } from './api';
import { roleFor } from './grants';
import { GrantsEditor } from './grants-editor';
import { type HotelRow, hotelChanges, rowField, rowsOf } from './hotel-rows';
import { HotelsField } from './hotels-field';
import { RoleField } from './role-field';

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  role: RoleOrCustom;
  grants: string[];
  /** One row per hotel of `known.hotels` (hotel-rows.ts). */
  hotels: HotelRow[];
}

const ERROR_KEYS = {
  too_small: 'users.form.nameShort',
  no_grants: 'users.form.noGrants',
  invalid_grant: 'users.form.badGrant',
  unknown_grant: 'users.form.badGrant',
  no_role: 'users.hotels.noRole',
};

interface FormProps {
  user: HotelUser | null;
  known: UserHotelsReply;
  title: string;
  close: () => void;
}

/**
 * Invite (no user) or edit (a user of this hotel): name, e-mail on invite, role and the individual grants here, and
 * the user's other hotels where the administrator manages users. Loads those hotels first.
 */
export function UserFormModal({ user, onClose }: { user: HotelUser | null; onClose: () => void }) {
  const { t } = useT();
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);
  const known = useQuery({
    queryKey: userKeys.hotels(user?.idUser ?? 'new'),
    queryFn: () => userHotels(user?.idUser),
    staleTime: 0,
    gcTime: 0,
  });
  const title = user ? t('users.edit.title', { name: user.name }) : t('users.invite.title');
  return (
    <AppModal opened={opened} onClose={close} onClosed={onClose} title={title} size="xl">
      {/* Only what this opening fetched: a form closing a moment ago may still hold the user's hotels as they were. */}
      {known.data && known.isFetchedAfterMount ? (
        <UserForm user={user} known={known.data} title={title} close={close} />
      ) : known.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t('users.hotels.loadFailed')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={() => void known.refetch()}>{t('users.hotels.retry')}</Button>
          </Group>
        </Stack>
      ) : (
        <Center py="xl">
          <LoadingIndicator label={t('users.hotels.loading')} />
        </Center>
      )}
    </AppModal>
  );
}

function UserForm({ user, known, title, close }: FormProps) {
  const { t } = useT();
  const client = useQueryClient();
  const { user: me, contextIns } = useSession();
  const codIns = contextIns?.codIns ?? 0;
  const [details, setDetails] = useState(user?.role === 'custom');
  // Which row each sent hotel change came from (a refusal names the change: hotels.N.role).
  const sentRows = useRef<number[]>([]);
  const initial: Values = user
    ? { name: user.name, email: user.email, role: user.role, grants: user.grants, hotels: rowsOf(known.hotels) }
    : { name: '', email: '', role: 'frontDesk', grants: expandRole('frontDesk', codIns), hotels: rowsOf(known.hotels) };
  const toInput = (v: Values) => {
    const { changes, rowOf } = hotelChanges(v.hotels, known.hotels);
    sentRows.current = rowOf;
    return {
      ...(user ? { userId: user.idUser } : { email: v.email.trim() }),
      name: v.name.trim(),
      role: v.role,
      grants: v.role === 'custom' ? v.grants : [],
      ...(changes.length ? { hotels: changes } : {}),
    };
  };
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: initial,
    schema: user ? updateUserInput : inviteUserInput,
    toInput,
    keys: ERROR_KEYS,
    fieldOf: (path) => (path.startsWith('grants') ? 'grants' : rowField(path, sentRows.current)),
    send: (input): Promise<{ user: HotelUser | null; mail: 'activation' | 'recovery' | null }> =>
      user ? updateUser(input as Parameters<typeof updateUser>[0]) : inviteUser(input as Parameters<typeof inviteUser>[0]),
    onSuccess: (reply) => {
      if (user && !reply.user) notify('success', t('users.toast.removed', { name: user.name }));
      else if (user || !reply.user) notify('success', t('users.toast.saved'));
      else if (reply.mail) notify('success', t('users.toast.invited', { email: reply.user.email }));
      else notify('success', t('users.toast.added', { name: reply.user.name }));
      void applyWrite(client, { lists: [userKeys.lists] });
      close();
    },
    t,
  });
  const setRole = (role: RoleOrCustom) => {
    form.setFieldValue('role', role);
    if (role === 'custom') setDetails(true);
    else form.setFieldValue('grants', expandRole(role, codIns));
  };
  const setGrants = (grants: string[]) => {
    form.setFieldValue('grants', grants);
    form.setFieldValue('role', roleFor(grants, codIns));
  };
  const leaving = known.hotels.some((h, i) => h.current && h.works && form.values.hotels[i]?.works === false);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        {user ? <Text size="sm">{t('users.edit.email', { email: user.email })}</Text> : <Text size="sm">{t('users.invite.explain')}</Text>}
        <TextInput
          label={t('users.form.name')}
          required
          maxLength={120}
          autoComplete="off"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        {!user && (
          <EmailInput
            label={t('users.form.email')}
            required
            value={form.values.email}
            onChange={(email) => form.setFieldValue('email', email)}
            serverError={errorOf('email')}
            data-path="email"
          />
        )}
        {leaving ? (
          <Alert color="orange" variant="light" data-testid="leaving-hotel">
            {t('users.hotels.leaving', { name: user?.name ?? '' })}
          </Alert>
        ) : (
          <>
            <RoleField value={form.values.role} onChange={setRole} codIns={codIns} editor={me.permissions} error={errorOf('role')} />
            {form.values.role !== 'custom' && (
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                aria-expanded={details}
                onClick={() => setDetails(!details)}
              >
                {t('users.form.detailsShow')}
              </Button>
            )}
            {(details || form.values.role === 'custom') && (
              <GrantsEditor
                codIns={codIns}
                grants={form.values.grants}
                onChange={setGrants}
                editor={me.permissions}
                error={errorOf('grants')}
              />
            )}
          </>
        )}
        <HotelsField
          known={known}
          rows={form.values.hotels}
          onChange={(rows) => form.setFieldValue('hotels', rows)}
          editor={me.permissions}
          inviting={!user}
          errorOf={errorOf}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {user ? t('users.edit.save') : t('users.invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
