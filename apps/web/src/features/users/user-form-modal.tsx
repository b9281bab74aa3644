import { type HotelUser, inviteUserInput, updateUserInput } from '@gm/contracts/auth/users';
import { expandRole, type RoleOrCustom } from '@gm/contracts/roles';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { applyWrite } from '../../lib/api/mutations';
import { useContractForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { AppModal } from '../../ui/app-modal';
import { EmailInput } from '../../ui/email-input';
import { inviteUser, updateUser, userKeys } from './api';
import { roleFor } from './grants';
import { GrantsEditor } from './grants-editor';
import { RoleField } from './role-field';

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  role: RoleOrCustom;
  grants: string[];
}

const ERROR_KEYS = {
  too_small: 'users.form.nameShort',
  no_grants: 'users.form.noGrants',
  invalid_grant: 'users.form.badGrant',
  unknown_grant: 'users.form.badGrant',
};

/** Invite (no user) or edit (a user of this hotel): name, e-mail on invite, role and the individual grants. */
export function UserFormModal({ user, onClose }: { user: HotelUser | null; onClose: () => void }) {
  const { t } = useT();
  const client = useQueryClient();
  const { user: me, contextIns } = useSession();
  const codIns = contextIns?.codIns ?? 0;
  const [opened, setOpened] = useState(true);
  const [details, setDetails] = useState(user?.role === 'custom');
  const close = () => setOpened(false);
  const initial: Values = user
    ? { name: user.name, email: user.email, role: user.role, grants: user.grants }
    : { name: '', email: '', role: 'frontDesk', grants: expandRole('frontDesk', codIns) };
  const toInput = (v: Values) => ({
    ...(user ? { userId: user.idUser } : { email: v.email.trim() }),
    name: v.name.trim(),
    role: v.role,
    grants: v.role === 'custom' ? v.grants : [],
  });
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: initial,
    schema: user ? updateUserInput : inviteUserInput,
    toInput,
    keys: ERROR_KEYS,
    fieldOf: (path) => (path.startsWith('grants') ? 'grants' : path),
    send: (input) => (user ? updateUser(input as Parameters<typeof updateUser>[0]) : inviteUser(input as Parameters<typeof inviteUser>[0])),
    onSuccess: (reply) => {
      if (user) notify('success', t('users.toast.saved'));
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
  const title = user ? t('users.edit.title', { name: user.name }) : t('users.invite.title');
  return (
    <AppModal opened={opened} onClose={close} onClosed={onClose} title={title} size="xl">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {user ? (
            <Text size="sm">{t('users.edit.email', { email: user.email })}</Text>
          ) : (
            <Text size="sm">{t('users.invite.explain')}</Text>
          )}
          {user && user.otherHotels > 0 && (
            <Alert color="blue" variant="light">
              {t('users.edit.otherHotels')}
            </Alert>
          )}
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
    </AppModal>
  );
}
