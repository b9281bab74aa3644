import type { CreatePropertyReply } from '@gm/contracts/properties/replies';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { notify, notifyError } from '../../lib/notify';
import { updateSession } from '../../lib/session/session-store';
import { changeInstitution } from '../institutions/public';

/** A guest link with a button that copies it. */
function LinkField({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { t } = useT();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={url} readOnly style={{ flex: 1 }} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
            aria-label={t('properties.created.copyLink', { label })}
          >
            {copied ? t('properties.created.copied') : t('properties.created.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The property created: its guest links, what was copied, and the switch to it (the page starts over there). */
export function CreatedPanel({ created, onAnother }: { created: CreatePropertyReply; onAnother: () => void }) {
  const { t } = useT();
  const origin = window.location.origin;
  const switchTo = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => changeInstitution(created.codIns),
    onSuccess: (reply) => {
      if (!reply.contextIns || !reply.token) {
        notify('danger', t('properties.created.switchFailed'));
        return;
      }
      updateSession({ token: reply.token, contextIns: reply.contextIns });
      // Every screen, menu and permission starts over in the new property.
      window.location.assign('/home/index');
    },
    onError: (error) => notifyError(error),
  });
  const copied = [
    created.copied.settings && t('properties.created.copiedSettings'),
    created.copied.terms && t('properties.created.copiedTerms'),
    created.copied.users > 0 && t('properties.created.copiedUsers', { count: created.copied.users }),
  ].filter(Boolean);
  return (
    <Alert
      color="green"
      role="status"
      icon={<IconCheck aria-hidden="true" />}
      title={t('properties.created.title', { name: created.nome })}
      data-testid="property-created"
    >
      <Stack gap="sm">
        <Text size="sm">{created.message}</Text>
        <Text size="sm">
          {copied.length ? t('properties.created.copiedList', { list: copied.join(', ') }) : t('properties.created.copiedNothing')}
        </Text>
        <LinkField
          label={t('properties.created.guestLink')}
          url={`${origin}/checkin?h=${encodeURIComponent(created.h)}`}
          testId="guest-link"
        />
        {created.r && (
          <LinkField
            label={t('properties.created.networkLink', { network: created.rede ?? '' })}
            url={`${origin}/select-ins?r=${encodeURIComponent(created.r)}`}
            testId="network-link"
          />
        )}
        <Group gap="sm">
          <Button
            onClick={() => switchTo.mutate()}
            loading={switchTo.isPending}
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            {t('properties.created.switch', { name: created.nome })}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('properties.created.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
