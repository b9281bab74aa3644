import { formatPlate, isValidPlate } from '@gm/domain/plates';
import { hasCardHolderField } from '@gm/domain/wizard';
import { NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useStepForm } from '../../../lib/step-form';
import { changePerson } from '../api';
import { additionalFields, PERSON_ERROR_KEYS, personFieldOf } from '../person-form';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setData } from '../wizard-store';

/**
 * Additional information (spec section 2): vehicle plate (Brazilian old and Mercosur formats, Argentine too),
 * kinship to the main guest (companions), card holder (flag contains G), accessibility and dietary restriction.
 */
export function AdditionalStep() {
  const { t, data, extras, token, personId, flags } = useGuest();
  const kinship = !extras.principal;
  const cardHolder = hasCardHolderField(flags);
  const plate = data.placaVeiculo ?? '';
  const plateBad = plate.trim() !== '' && !isValidPlate(plate);

  const step = useStepForm({
    values: data,
    fields: ['placaVeiculo', ...(kinship ? ['grauParentesco'] : []), ...(cardHolder ? ['titularCartao'] : [])],
    fieldOf: personFieldOf,
    keys: PERSON_ERROR_KEYS,
    t,
    validate: (d): Record<string, string> => {
      const p = (d.placaVeiculo ?? '').trim();
      return p !== '' && !isValidPlate(p) ? { placaVeiculo: 'checkin.additional.plateInvalid' } : {};
    },
    save: (d) => changePerson(token, { codPes: Number(d.codPes), CODPESRES: personId, ...additionalFields(d, { kinship, cardHolder }) }),
    next: () => dispatch({ type: 'next' }),
  });

  return (
    <form noValidate ref={step.ref} onSubmit={step.onSubmit}>
      <Stack gap="sm">
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
      <StepActions loading={step.busy} />
    </form>
  );
}
