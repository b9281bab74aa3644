import '../../ui/guest-touch.css';
import { Alert, Box, Button, Checkbox, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { setWording } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useLocation } from '../../lib/navigation';
import { LanguageSwitch } from '../../ui/language-switch';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Logo } from '../../ui/logo';
import { type Keep, loadUnsubscribe, saveUnsubscribe, type UnsubscribeView } from './api';

type State =
  | { phase: 'loading' }
  | { phase: 'invalid' }
  | { phase: 'failed' }
  | { phase: 'open'; view: UnsubscribeView }
  | { phase: 'done'; view: UnsubscribeView };

const CHANNELS = ['email', 'whatsapp', 'sms'] as const;

/**
 * /unsubscribe?t=<signed link> (decision 0058): the hotel and the masked address; what the guest keeps receiving,
 * per channel (e-mail unticked: they came to stop it); a confirmation. Messages about their stays are not marketing
 * and continue, and the page says so.
 */
export function UnsubscribePage() {
  const { t } = useT();
  const token = new URLSearchParams(useLocation().search).get('t')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? { phase: 'loading' } : { phase: 'invalid' });
  const [keep, setKeep] = useState<Keep>({ email: false, whatsapp: false, sms: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${t('unsubscribe.page.title')} · ${t('app.meta.title')}`;
  }, [t]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    loadUnsubscribe(token).then(
      (view) => {
        if (!live) return;
        setWording(view.hospital ? 'hospital' : undefined);
        setKeep({ ...view.channels, email: false });
        setState({ phase: 'open', view });
      },
      (e: unknown) => {
        if (!live) return;
        setState({ phase: e instanceof ApiError && (e.http === 404 || e.http === 400) ? 'invalid' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const view = await saveUnsubscribe(token, keep);
      setState({ phase: 'done', view });
    } catch (e) {
      setError(e instanceof ApiError && e.readable ? e.message : t('unsubscribe.error.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box className="gm-guest" mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xs" px="sm" py={8}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Logo />
            <LanguageSwitch touch />
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main" size="xs" px="sm" py="md">
        {state.phase === 'loading' && <LoadingIndicator />}
        {state.phase === 'invalid' && (
          <Stack gap="xs" py="xl" ta="center" data-testid="unsubscribe-invalid">
            <Title order={1} size="h3">
              {t('unsubscribe.link.invalid')}
            </Title>
            <Text>{t('unsubscribe.link.invalidHint')}</Text>
          </Stack>
        )}
        {state.phase === 'failed' && (
          <Alert color="red" title={t('unsubscribe.error.failed')}>
            {t('unsubscribe.error.tryAgain')}
          </Alert>
        )}
        {state.phase === 'open' && (
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('unsubscribe.page.title')}
            </Title>
            <Text data-testid="unsubscribe-intro">
              {t('unsubscribe.form.intro', { hotel: state.view.hotel, address: state.view.address })}
            </Text>
            <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" fw={600} mb="xs">
                {t('unsubscribe.form.keepLegend', { hotel: state.view.hotel })}
              </Text>
              <Stack gap={4}>
                {CHANNELS.filter((c) => c === 'email' || state.view.has[c]).map((c) => (
                  <Checkbox
                    key={c}
                    size="md"
                    label={t(`unsubscribe.channel.${c}`)}
                    checked={keep[c]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setKeep((k) => ({ ...k, [c]: checked }));
                    }}
                  />
                ))}
              </Stack>
            </fieldset>
            <Text size="sm" c="dark.6">
              {t('unsubscribe.form.staysContinue')}
            </Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button size="md" onClick={confirm} loading={busy} data-testid="unsubscribe-confirm">
              {t('unsubscribe.form.confirm')}
            </Button>
          </Stack>
        )}
        {state.phase === 'done' && (
          <Stack gap="md" data-testid="unsubscribe-done">
            <Title order={1} size="h3">
              {t('unsubscribe.done.title')}
            </Title>
            <Text role="status">
              {state.view.channels.email
                ? t('unsubscribe.done.kept', { hotel: state.view.hotel })
                : t('unsubscribe.done.stopped', { hotel: state.view.hotel, address: state.view.address })}
            </Text>
            <Text size="sm" c="dark.6">
              {t('unsubscribe.form.staysContinue')}
            </Text>
            <Button size="md" variant="default" onClick={() => setState({ phase: 'open', view: state.view })}>
              {t('unsubscribe.done.change')}
            </Button>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
