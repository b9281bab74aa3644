import { Stack, Text } from '@mantine/core';
import { UploadSlot } from '../upload-slot';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch } from '../wizard-store';

/** Vaccine card (HASSTEPDOCVACCINE = S): front and back. Health data: asked only where the hotel requires it. */
export function VaccineStep() {
  const { t } = useGuest();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'next' });
      }}
    >
      <Stack gap="sm">
        <Text>{t('checkin.vaccine.intro')}</Text>
        <UploadSlot kind="persondocvaccine" field="chaveImgDocumentoVacina" label={t('checkin.vaccine.front')} testId="vaccine-front" />
        <UploadSlot kind="persondocvaccine" field="chaveImgDocumentoVacinaVerso" label={t('checkin.vaccine.back')} testId="vaccine-back" />
      </Stack>
      <StepActions />
    </form>
  );
}
