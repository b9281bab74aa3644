import { Box, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { SignaturePad, type SignaturePadHandle } from '../../../ui/signature-pad';
import { termsText, uploadDocument } from '../api';
import { Busy } from '../busy';
import { discardUpload } from '../upload-slot';
import { errorText, showFailure, useGuest, useSignatureLabels } from '../use-guest';
import { getCheckin, setData, setExtras } from '../wizard-store';

/** What the documents screen asks of the terms when the guest continues. */
export interface TermsHandle {
  /** Saves the drawn signature (continuing saves it: no separate button); false when the terms stop the guest. */
  commit: () => Promise<boolean>;
}

/**
 * Terms with a signature pad (spec sections 2 and 5), on the documents screen
 * (docs/decisions/0038-shorter-guest-wizard.md). The guest reads the hotel's terms and signs under "by signing,
 * I have read and agree to the terms": the signature is the agreement, and continuing saves it (an empty
 * signature cannot be). A guest who will sign at the reception ticks that and agrees with the checkbox instead.
 * The acceptance is stored at completion with the signature key, the term, the instant, the IP and the device.
 */
export function TermsSection({ handle }: { handle?: Ref<TermsHandle> }) {
  const { t, data, extras, token, personId, language } = useGuest();
  const signatureLabels = useSignatureLabels();
  const pad = useRef<SignaturePadHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const terms = useQuery({
    queryKey: ['checkin', 'terms', language],
    queryFn: () => termsText(token),
    enabled: !!token,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const signed = !!data.chaveImgAssinatura;

  useImperativeHandle(handle, () => ({
    commit: async () => {
      setError(null);
      const current = getCheckin();
      if (current.extras.ackSignature) {
        if (!current.extras.termsAccepted) setError(t('checkin.terms.mustAccept'));
        return current.extras.termsAccepted;
      }
      if (current.machine.data.chaveImgAssinatura) return true;
      const image = await pad.current?.take();
      if (!image) {
        setError(t('checkin.terms.mustSign'));
        return false;
      }
      try {
        const reply = await uploadDocument(token, { kind: 'personsign', CODPESRES: personId, image, validate: false });
        setData({ chaveImgAssinatura: reply.key });
        setExtras({
          termsAccepted: true,
          previews: reply.url ? { ...getCheckin().extras.previews, [reply.key]: reply.url } : getCheckin().extras.previews,
        });
        return true;
      } catch (e) {
        setError(errorText(e));
        return false;
      }
    },
  }));

  const signAgain = async () => {
    const key = data.chaveImgAssinatura;
    if (!key) return;
    try {
      await discardUpload(token, key);
      setData({ chaveImgAssinatura: undefined });
      setExtras({ termsAccepted: false });
    } catch (e) {
      showFailure(e);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="terms-title">
      <Title order={2} size="h5" id="terms-title" mt="sm">
        {t('checkin.steps.terms')}
      </Title>
      {terms.isPending ? (
        <Busy />
      ) : terms.data ? (
        <Paper withBorder radius="md" p="sm">
          <Title order={3} size="h6" mb={6}>
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
        !extras.ackSignature && <SignaturePad labels={signatureLabels} handle={pad} />
      )}
      <Checkbox
        checked={extras.ackSignature}
        onChange={(e) => {
          setExtras({ ackSignature: e.currentTarget.checked, termsAccepted: signed });
          setError(null);
        }}
        label={t('checkin.terms.atReception')}
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      {extras.ackSignature && (
        <Checkbox
          checked={extras.termsAccepted}
          onChange={(e) => {
            setExtras({ termsAccepted: e.currentTarget.checked });
            setError(null);
          }}
          label={t('checkin.terms.accept')}
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="status" data-testid="terms-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
