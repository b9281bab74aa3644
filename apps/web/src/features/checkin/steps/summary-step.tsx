import { brFromIso } from '@gm/domain/dates';
import { readPhone } from '@gm/domain/phones';
import { maskCpf } from '@gm/domain/validators';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/http';
import { serverFieldErrors } from '../../../lib/form-errors';
import { finishCheckin } from '../api';
import { Notice } from '../notice';
import { finishInput, PERSON_ERROR_KEYS, personFieldOf } from '../person-form';
import { showRefusedFields } from '../refused-fields';
import { showFailure, useGuest } from '../use-guest';
import { dispatch, getCheckin, setExtras } from '../wizard-store';
import { bookingKey } from './select-person-step';

function Row({ label, value }: { label: string; value: string | undefined | null }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ wordBreak: 'break-word' }}>
        {value || '-'}
      </Text>
    </Group>
  );
}

/**
 * Summary (spec section 2): the guest reviews what was given and confirms; the check-in of this person is then
 * complete (FinalizarWebCheckinService). With other guests pending, the wizard goes back to the guest selection.
 */
export function SummaryStep() {
  const { t, data, extras, token, personId, s } = useGuest();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const done = extras.finished;

  const confirm = async () => {
    setBusy(true);
    try {
      const reply = await finishCheckin(token, finishInput(data, extras, personId));
      // The screen says it (this guest's done view, or the last screen): no toast on top (issue 13).
      setExtras({ finished: { pendentes: reply.pendentes, message: reply.message } });
      void client.invalidateQueries({ queryKey: bookingKey(data.codRes) });
      // Nobody left: on to payment or the confirmation, or (summary as the single last step) the wizard ends here.
      if (reply.pendentes === 0) dispatch({ type: 'next' });
    } catch (error) {
      showFailure(error);
      // A refusal about a field goes back to its screen, where the field says it.
      if (error instanceof ApiError && !error.silent) {
        const found = serverFieldErrors(error, t, { keys: PERSON_ERROR_KEYS, fieldOf: personFieldOf });
        if (found.order.length) showRefusedFields(found.fields);
      }
    } finally {
      setBusy(false);
    }
  };

  const phone = data.celular ? (readPhone(data.celular).display ?? data.celular) : '';
  const doc = extras.brazilian ? (data.cpf ? maskCpf(data.cpf) : '') : (data.travelDocument ?? '');
  const yesNo = (v: boolean) => (v ? t('checkin.summary.sent') : t('checkin.summary.notSent'));
  const missing: string[] = [];
  if (!data.chaveImgDocumento && !extras.ackDocument) missing.push(t('checkin.summary.missingDocument'));
  if (!extras.termsAccepted) missing.push(t('checkin.summary.missingTerms'));
  if (!data.chaveImgAssinatura && !extras.ackSignature) missing.push(t('checkin.summary.missingSignature'));
  const ack = extras.ackDocument || extras.ackSignature || extras.ackAuthorization;

  if (done) {
    return (
      <Stack gap="md" data-testid="guest-done">
        <Notice tone="success" title={done.message} />
        {done.pendentes > 0 ? (
          <>
            <Text>{t('checkin.summary.othersPending', { count: done.pendentes })}</Text>
            <Button size="md" onClick={() => dispatch({ type: 'jump', target: 'select-person' })}>
              {t('checkin.summary.nextGuest')}
            </Button>
          </>
        ) : (
          <Text>{t('checkin.summary.allDone')}</Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text>{t('checkin.summary.intro')}</Text>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb={6}>
          <Title order={2} size="h5">
            {t('checkin.summary.personal')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => dispatch({ type: 'jump', target: 'registration' })}
            aria-label={t('checkin.summary.editPersonal')}
          >
            {t('checkin.summary.edit')}
          </Button>
        </Group>
        <Stack gap={4}>
          <Row label={t('checkin.registration.name')} value={data.nomeCompleto} />
          <Row label={extras.brazilian ? t('checkin.verify.cpf') : t('checkin.verify.travelDocument')} value={doc} />
          <Row label={t('checkin.registration.birthDate')} value={brFromIso(data.dataNasc)} />
          <Row label={t('checkin.registration.nationality')} value={data.nacionalidadeDescr ?? data.nacionalidade} />
          <Row label={t('checkin.registration.phone')} value={phone} />
          <Row label={t('checkin.registration.email')} value={data.email} />
          {s.machine.steps.includes('address') && (
            <Row
              label={t('checkin.summary.address')}
              value={[data.endereco, data.nroEndereco, data.bairro, data.cidade, data.estado, data.cep].filter(Boolean).join(', ')}
            />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Title order={2} size="h5" mb={6}>
          {t('checkin.summary.documents')}
        </Title>
        <Stack gap={4}>
          <Row label={t('checkin.documents.front')} value={yesNo(!!data.chaveImgDocumento)} />
          <Row label={t('checkin.documents.back')} value={yesNo(!!data.chaveImgDocumentoVerso)} />
          {s.machine.steps.includes('vaccine') && <Row label={t('checkin.steps.vaccine')} value={yesNo(!!data.chaveImgDocumentoVacina)} />}
          {s.machine.steps.includes('pet') && (
            <Row label={t('checkin.steps.pet')} value={t('checkin.summary.images', { count: extras.petKeys.length })} />
          )}
          {s.machine.steps.includes('authorization') && (
            <Row label={t('checkin.steps.authorization')} value={yesNo(!!(data.chaveImgAutorizacao || data.chaveImgAutorizacaoCartao))} />
          )}
          <Row label={t('checkin.summary.signature')} value={yesNo(!!data.chaveImgAssinatura)} />
          <Row label={t('checkin.face.photo')} value={yesNo(!!data.facialToken)} />
        </Stack>
      </Paper>
      {ack && <Notice>{t('checkin.summary.atReception')}</Notice>}
      {missing.length > 0 && (
        <Notice tone="warning" title={t('checkin.summary.missingTitle')}>
          <List size="sm">
            {missing.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Notice>
      )}
      <Button
        size="md"
        onClick={() => void confirm()}
        loading={busy}
        disabled={missing.length > 0 || getCheckin().extras.finished !== null}
        data-testid="confirm-checkin"
      >
        {t('checkin.summary.confirm')}
      </Button>
    </Stack>
  );
}
