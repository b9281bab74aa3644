import { formatPlate, isValidPlate } from '@gm/domain/plates';
import type { WizardData } from '@gm/domain/wizard';
import { hasCardHolderField } from '@gm/domain/wizard';
import { NativeSelect, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { StepForm } from '../../../lib/step-form';
import { additionalFields } from '../person-form';
import { useGuest } from '../use-guest';
import { setData } from '../wizard-store';

/** Which of the additional fields this guest has: kinship for companions, card holder when the flag has G. */
export function additionalOptions(principal: boolean, flags: Record<string, unknown>) {
  return { kinship: !principal, cardHolder: hasCardHolderField(flags) };
}

export function additionalFieldNames(o: { kinship: boolean; cardHolder: boolean }): string[] {
  return ['placaVeiculo', ...(o.kinship ? ['grauParentesco'] : []), ...(o.cardHolder ? ['titularCartao'] : [])];
}

export function validateAdditional(d: WizardData): Record<string, string> {
  const p = (d.placaVeiculo ?? '').trim();
  return p !== '' && !isValidPlate(p) ? { placaVeiculo: 'checkin.additional.plateInvalid' } : {};
}

export { additionalFields };

/**
 * Additional information (spec section 2), on the address screen (docs/decisions/0038-shorter-guest-wizard.md):
 * vehicle plate (Brazilian old and Mercosur formats, Argentine too), kinship to the main guest (companions),
 * card holder (flag contains G), accessibility and dietary restriction. All optional; the address step's form
 * checks and saves them with the address.
 */
export function AdditionalFields({ step }: { step: StepForm }) {
  const { t, data, extras, flags } = useGuest();
  const { kinship, cardHolder } = additionalOptions(extras.principal, flags);
  const plate = data.placaVeiculo ?? '';
  const plateBad = plate.trim() !== '' && !isValidPlate(plate);

  return (
    <Stack gap="sm" component="section" aria-labelledby="additional-title">
      <Title order={2} size="h5" id="additional-title" mt="sm">
        {t('checkin.steps.additional')}
      </Title>
      <TextInput
        label={t('checkin.additional.plate')}
        description={t('checkin.additional.plateHint')}
        value={plate}
        onChange={(e) => {
          setData({ placaVeiculo: e.currentTarget.value.toUpperCase() });
          step.clear('placaVeiculo');
        }}
        onBlur={() => {
          if (plate && isValidPlate(plate)) setData({ placaVeiculo: formatPlate(plate) });
          else if (plateBad) step.setError('placaVeiculo', t('checkin.additional.plateInvalid'));
        }}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={10}
        error={step.errorOf('placaVeiculo')}
      />
      {kinship && (
        <NativeSelect
          label={t('checkin.additional.kinship')}
          value={data.grauParentesco ?? ''}
          onChange={(e) => setData({ grauParentesco: e.currentTarget.value })}
          data={[
            { value: '', label: t('checkin.form.selectItem'), disabled: true },
            { value: 'P', label: t('checkin.additional.kinshipFather') },
            { value: 'M', label: t('checkin.additional.kinshipMother') },
            { value: 'O', label: t('checkin.additional.kinshipOther') },
          ]}
          error={step.errorOf('grauParentesco')}
        />
      )}
      {cardHolder && (
        <Radio.Group
          label={t('checkin.additional.cardHolder')}
          value={data.titularCartao ?? ''}
          onChange={(v) => setData({ titularCartao: v })}
          error={step.errorOf('titularCartao')}
        >
          <Stack gap={8} mt={6}>
            <Radio value="P" label={t('checkin.additional.cardOwn')} />
            <Radio value="T" label={t('checkin.additional.cardThirdParty')} />
          </Stack>
        </Radio.Group>
      )}
      <Textarea
        label={t('checkin.additional.accessibility')}
        value={data.acessibilidade ?? ''}
        onChange={(e) => setData({ acessibilidade: e.currentTarget.value })}
        minRows={2}
        maxLength={500}
      />
      <Textarea
        label={t('checkin.additional.dietary')}
        value={data.restricaoAlimentar ?? ''}
        onChange={(e) => setData({ restricaoAlimentar: e.currentTarget.value })}
        minRows={2}
        maxLength={500}
      />
    </Stack>
  );
}
