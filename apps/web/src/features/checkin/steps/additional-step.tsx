import { formatPlate, isValidPlate } from '@gm/domain/plates';
import { hasCardHolderField } from '@gm/domain/wizard';
import { NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/http';
import { changePerson } from '../api';
import { additionalFields, fieldErrorsOf } from '../person-form';
import { showFailure, useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setData } from '../wizard-store';

/**
 * Additional information (spec section 2): vehicle plate (Brazilian old and Mercosur formats, Argentine too),
 * kinship to the main guest (companions), card holder (flag contains G), accessibility and dietary restriction.
 */
export function AdditionalStep() {
  const { t, data, extras, token, personId, flags } = useGuest();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kinship = !extras.principal;
  const cardHolder = hasCardHolderField(flags);
  const plate = data.placaVeiculo ?? '';
  const plateBad = plate.trim() !== '' && !isValidPlate(plate);

  const save = async () => {
    if (plateBad) {
      setErrors({ placaVeiculo: t('checkin.additional.plateInvalid') });
      return;
    }
    setBusy(true);
    try {
      await changePerson(token, { codPes: Number(data.codPes), CODPESRES: personId, ...additionalFields(data, { kinship, cardHolder }) });
      dispatch({ type: 'next' });
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsOf(error, t('checkin.form.check')));
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('checkin.additional.plate')}
          description={t('checkin.additional.plateHint')}
          value={plate}
          onChange={(e) => {
            setData({ placaVeiculo: e.currentTarget.value.toUpperCase() });
            setErrors({});
          }}
          onBlur={() => {
            if (plate && isValidPlate(plate)) setData({ placaVeiculo: formatPlate(plate) });
            else if (plateBad) setErrors({ placaVeiculo: t('checkin.additional.plateInvalid') });
          }}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={10}
          error={errors.placaVeiculo}
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
            error={errors.grauParentesco}
          />
        )}
        {cardHolder && (
          <Radio.Group
            label={t('checkin.additional.cardHolder')}
            value={data.titularCartao ?? ''}
            onChange={(v) => setData({ titularCartao: v })}
            error={errors.titularCartao}
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
      <StepActions loading={busy} />
    </form>
  );
}
