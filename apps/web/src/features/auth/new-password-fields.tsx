import { isStrongPassword } from '@gm/domain/validators';
import { PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';

export interface NewPasswordValue {
  newPw: string;
  newPwVerification: string;
}

/** The account password policy, shared with the server: 8+ characters with letters and numbers. */
export function newPasswordValid(v: NewPasswordValue): boolean {
  return isStrongPassword(v.newPw) && v.newPw === v.newPwVerification;
}

/** New password and its confirmation, with the policy and mismatch shown once each field is left. */
export function NewPasswordFields({ value, onChange }: { value: NewPasswordValue; onChange: (v: NewPasswordValue) => void }) {
  const { t } = useT();
  const [touched, setTouched] = useState({ newPw: false, newPwVerification: false });
  const weak = touched.newPw && value.newPw !== '' && !isStrongPassword(value.newPw);
  const mismatch = touched.newPwVerification && value.newPwVerification !== '' && value.newPw !== value.newPwVerification;
  const toggle = { 'aria-label': t('auth.signIn.showPassword') };
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('auth.password.new')}
        description={t('auth.password.policy')}
        autoComplete="new-password"
        required
        value={value.newPw}
        onChange={(e) => onChange({ ...value, newPw: e.currentTarget.value })}
        onBlur={() => setTouched((s) => ({ ...s, newPw: true }))}
        error={weak ? t('auth.password.weak') : undefined}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('auth.password.confirm')}
        autoComplete="new-password"
        required
        value={value.newPwVerification}
        onChange={(e) => onChange({ ...value, newPwVerification: e.currentTarget.value })}
        onBlur={() => setTouched((s) => ({ ...s, newPwVerification: true }))}
        error={mismatch ? t('auth.password.mismatch') : undefined}
        visibilityToggleButtonProps={toggle}
      />
    </Stack>
  );
}
