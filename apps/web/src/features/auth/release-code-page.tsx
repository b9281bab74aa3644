import { isValidReleaseCode } from '@gm/domain/validators';
import { Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify, notifyError } from '../../lib/notify';
import { PageTitle } from '../../ui/page-title';
import { changeReleaseCode } from './api';
import { generateReleaseCode } from './release-code';

/**
 * /release-code/index: the staff release code (4 to 8 digits), confirmed with the password. "Gerar código" draws a
 * random six-digit code and shows it; "Copiar código" copies the code in the field (to keep it in a password manager
 * before saving: once saved it is never shown again) with the spec's toast 'Código copiado com sucesso.'.
 */
export function ReleaseCodePage() {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [visible, setVisible] = useState(false);
  const [currentPw, setCurrentPw] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: () => changeReleaseCode(currentPw, code),
    onSuccess: (outcome) => {
      notify(outcome.ok ? 'success' : 'warning', outcome.message);
      if (outcome.ok) {
        setCode('');
        setVisible(false);
        setCurrentPw('');
        setTouched(false);
      }
    },
  });
  const valid = isValidReleaseCode(code) && currentPw !== '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify('success', t('auth.releaseCode.copied'));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="lg" maw={520}>
      <PageTitle size="h2">{t('auth.releaseCode.title')}</PageTitle>
      <Text>{t('auth.releaseCode.description')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && !mutation.isPending) mutation.mutate();
          }}
        >
          <Stack gap="md">
            <PasswordInput
              label={t('auth.releaseCode.code')}
              description={t('auth.releaseCode.policy')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D+/g, ''))}
              onBlur={() => setTouched(true)}
              error={touched && code !== '' && !isValidReleaseCode(code) ? t('auth.releaseCode.invalid') : undefined}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.showPassword') }}
            />
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setCode(generateReleaseCode());
                  setVisible(true);
                  setTouched(true);
                }}
              >
                {t('auth.releaseCode.generate')}
              </Button>
              <Button variant="default" disabled={!isValidReleaseCode(code)} onClick={() => void copy()}>
                {t('auth.releaseCode.copy')}
              </Button>
            </Group>
            <PasswordInput
              label={t('auth.password.current')}
              autoComplete="current-password"
              required
              value={currentPw}
              onChange={(e) => setCurrentPw(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.showPassword') }}
            />
            <Button type="submit" disabled={!valid} loading={mutation.isPending} w="fit-content">
              {t('auth.releaseCode.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
