import { Alert, Center, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { HOTEL_RELOAD_MS } from '../../lib/constants';
import { notify, notifyError } from '../../lib/notify';
import { updateSession } from '../../lib/session/session-store';
import { AppModal } from '../../ui/app-modal';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { availableInstitutions, changeInstitution, institutionKeys } from './api';
import classes from './change-hotel-modal.module.css';

type Phase = { kind: 'idle' } | { kind: 'changing'; name: string } | { kind: 'changed'; name: string };

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Change hotel: searchable list sorted by name; idle, changing, changed (reload in 3 s). */
export function ChangeHotelModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const list = useQuery({ queryKey: institutionKeys.available(), queryFn: availableInstitutions, enabled: opened });
  const change = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (target: { codIns: number; name: string }) => changeInstitution(target.codIns),
    onMutate: (target) => setPhase({ kind: 'changing', name: target.name }),
    onSuccess: (reply, target) => {
      if (!reply.contextIns || !reply.token) {
        setPhase({ kind: 'idle' });
        notify('danger', t('shell.changeHotel.failed'));
        return;
      }
      updateSession({ token: reply.token, contextIns: reply.contextIns });
      setPhase({ kind: 'changed', name: target.name });
    },
    onError: (error) => {
      setPhase({ kind: 'idle' });
      if (error instanceof ApiError && (error.silent || error.readable)) notifyError(error);
      else notify('danger', t('shell.changeHotel.failed'));
    },
  });

  // Changed: the page reloads after 3 s so every screen starts over in the new hotel.
  useEffect(() => {
    if (phase.kind !== 'changed') return undefined;
    const timer = setTimeout(() => window.location.reload(), HOTEL_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  const shown = useMemo(() => {
    const q = normalise(search.trim());
    return (list.data ?? []).filter((h) => q === '' || normalise(h.nome).includes(q));
  }, [list.data, search]);

  const busy = phase.kind !== 'idle';
  return (
    <AppModal
      opened={opened}
      onClose={() => !busy && onClose()}
      onClosed={() => setSearch('')}
      withCloseButton={!busy}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      title={t('shell.changeHotel.title')}
    >
      {phase.kind === 'changing' && (
        <Center py="lg" role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text>{t('shell.changeHotel.changing', { name: phase.name })}</Text>
          </Stack>
        </Center>
      )}
      {phase.kind === 'changed' && (
        <Alert color="green" role="status" icon={<IconCheck aria-hidden="true" />}>
          {t('shell.changeHotel.changed', { name: phase.name })}
        </Alert>
      )}
      {phase.kind === 'idle' && (
        <Stack gap="sm">
          <TextInput
            label={t('shell.changeHotel.search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-autofocus
          />
          {list.isPending ? (
            <Center py="md">
              <LoadingIndicator />
            </Center>
          ) : shown.length === 0 ? (
            <Text py="sm">{t('shell.changeHotel.empty')}</Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('shell.changeHotel.listLabel')}>
                {shown.map((h) => {
                  const current = h.isCurrent === 'S';
                  return (
                    <li key={h.codIns}>
                      <UnstyledButton
                        className={classes.item}
                        data-current={current || undefined}
                        aria-current={current ? 'true' : undefined}
                        disabled={current}
                        onClick={() => change.mutate({ codIns: h.codIns, name: h.nome })}
                      >
                        <Text component="span" fw={current ? 700 : 500}>
                          {h.nome}
                        </Text>
                        {current && (
                          <Text component="span" size="sm">
                            {t('shell.changeHotel.current')}
                          </Text>
                        )}
                      </UnstyledButton>
                    </li>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
