import { Box, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SignaturePad } from '../../../ui/signature-pad';
import { termsText, uploadDocument } from '../api';
import { Busy } from '../busy';
import { discardUpload } from '../upload-slot';
import { errorText, showFailure, useGuest, useSignatureLabels } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, getCheckin, setData, setExtras } from '../wizard-store';

/**
 * Terms with a signature pad (spec sections 2 and 5): the guest reads and agrees to the hotel's terms and signs
 * (an empty signature cannot be saved), or ticks that they will sign at the reception. The acceptance is stored at
 * completion with the signature key, the term, the instant, the IP and the device.
 */
export function TermsStep() {
  const { t, data, extras, token, personId, language } = useGuest();
  const signatureLabels = useSignatureLabels();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const terms = useQuery({
    queryKey: ['checkin', 'terms', language],
    queryFn: () => termsText(token),
    enabled: !!token,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const signed = !!data.chaveImgAssinatura;
  const ok = extras.termsAccepted && (signed || extras.ackSignature);

  const saveSignature = async (image: Blob) => {
    setSaving(true);
    setError(null);
    try {
      const reply = await uploadDocument(token, { kind: 'personsign', CODPESRES: personId, image, validate: false });
      setData({ chaveImgAssinatura: reply.key });
      if (reply.url) setExtras({ previews: { ...getCheckin().extras.previews, [reply.key]: reply.url } });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const signAgain = async () => {
    const key = data.chaveImgAssinatura;
    if (!key) return;
    try {
      await discardUpload(token, key);
      setData({ chaveImgAssinatura: undefined });
    } catch (e) {
      showFailure(e);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!extras.termsAccepted) setError(t('checkin.terms.mustAccept'));
        else if (!ok) setError(t('checkin.terms.mustSign'));
        else dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
        {terms.isPending ? (
          <Busy />
        ) : terms.data ? (
          <Paper withBorder radius="md" p="sm">
            <Title order={2} size="h5" mb={6}>
              {terms.data.descrTermo}
            </Title>
            <Box
              tabIndex={0}
              role="region"
              aria-label={terms.data.descrTermo}
              style={{ maxHeight: 220, overflowY: 'auto', whiteSpace: 'pre-wrap' }}
              data-testid="terms-text"
            >
              <Text size="sm">{terms.data.texto}</Text>
            </Box>
          </Paper>
        ) : (
          <Button variant="default" onClick={() => void terms.refetch()}>
            {t('checkin.actions.retry')}
          </Button>
        )}
        <Checkbox
          checked={extras.termsAccepted}
          onChange={(e) => {
            setExtras({ termsAccepted: e.currentTarget.checked });
            setError(null);
          }}
          label={t('checkin.terms.accept')}
        />
        {signed ? (
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              {extras.previews[data.chaveImgAssinatura!] ? (
                <Box
                  component="img"
                  src={extras.previews[data.chaveImgAssinatura!]}
                  alt={t('checkin.terms.signatureSaved')}
                  style={{ maxHeight: 80, maxWidth: '60%' }}
                />
              ) : (
                <Group gap={6}>
                  <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
                  <Text size="sm">{t('checkin.terms.signatureSaved')}</Text>
                </Group>
              )}
              <Button variant="subtle" onClick={() => void signAgain()}>
                {t('checkin.terms.signAgain')}
              </Button>
            </Group>
          </Paper>
        ) : (
          !extras.ackSignature && <SignaturePad labels={signatureLabels} onSave={saveSignature} saving={saving} />
        )}
        <Checkbox
          checked={extras.ackSignature}
          onChange={(e) => {
            setExtras({ ackSignature: e.currentTarget.checked });
            setError(null);
          }}
          label={t('checkin.terms.atReception')}
        />
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="status" data-testid="terms-error">
            {error}
          </Text>
        )}
      </Stack>
      <StepActions disabled={saving} />
    </form>
  );
}
