import {
  type BasicSettings,
  type BasicSettingsInput,
  type BasicSettingsReply,
  basicSettingsInput,
  CHECKIN_LETTERS,
  type FlagValues,
} from '@gm/contracts/institutions/settings';
import { Button, Fieldset, Group, MultiSelect, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/use-t';
import { useContractForm } from '../../lib/forms';
import { saveBasicSettings } from './api';
import { SETTINGS_ERROR_KEYS } from './error-keys';
import { FLAG_GROUPS, type FlagGroup } from './flag-groups';
import { useSaved } from './use-basic-settings';

type Values = { flags: FlagValues };
type Flag = FlagGroup['flags'][number];

function FlagControl({ flag, form }: { flag: Flag; form: UseFormReturnType<Values> }) {
  const { t } = useT();
  const path = `flags.${flag.name}`;
  const props = form.getInputProps(path);
  const label = t(`settings.flags.${flag.name}.label`);
  const help = t(`settings.flags.${flag.name}.help`);
  const value = form.values.flags[flag.name];
  const testId = `flag-${flag.name}`;
  switch (flag.control) {
    case 'switch':
      return (
        <Switch
          label={label}
          description={help}
          checked={value === 'S'}
          onChange={(e) => form.setFieldValue(path, e.currentTarget.checked ? 'S' : 'N')}
          error={props.error}
          data-path={path}
          data-testid={testId}
        />
      );
    case 'letters':
      return (
        <MultiSelect
          label={label}
          description={help}
          data={CHECKIN_LETTERS.map((l) => ({ value: l, label: t(`settings.letters.${l}.label`) }))}
          value={CHECKIN_LETTERS.filter((l) => String(value).toUpperCase().includes(l))}
          onChange={(letters) => form.setFieldValue(path, CHECKIN_LETTERS.filter((l) => letters.includes(l)).join(''))}
          error={props.error}
          clearable
          data-path={path}
          data-testid={testId}
        />
      );
    case 'count':
      return (
        <NumberInput
          label={label}
          description={help}
          min={flag.min}
          max={flag.max}
          allowDecimal={false}
          allowNegative={false}
          // Out of range stays as typed and is refused on the field in words (not silently changed on blur).
          clampBehavior="none"
          styles={{ wrapper: { maxWidth: 220 } }}
          {...props}
          onChange={(v) => form.setFieldValue(path, typeof v === 'number' ? v : Number.NaN)}
          data-testid={testId}
        />
      );
    default:
      return <Textarea label={label} description={help} autosize minRows={3} maxRows={12} {...props} data-testid={testId} />;
  }
}

/** Every flag of spec section 3 as a labelled control with its one-line explanation, grouped by what it affects. */
export function FlagsForm({ settings }: { settings: BasicSettings }) {
  const { t } = useT();
  const saved = useSaved();
  const { form, onSubmit, busy } = useContractForm<Values, BasicSettingsInput, BasicSettingsReply>({
    initialValues: { flags: settings.flags },
    schema: basicSettingsInput,
    keys: SETTINGS_ERROR_KEYS,
    send: saveBasicSettings,
    onSuccess: (reply) => {
      saved(reply);
      form.setInitialValues({ flags: reply.settings.flags });
    },
    t,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.basic.tabs.flags')}>
      <Stack gap="lg" maw={760}>
        {FLAG_GROUPS.map((group) => (
          <Fieldset key={group.id} legend={t(`settings.flags.groups.${group.id}`)} data-testid={`flag-group-${group.id}`}>
            <Stack gap="md">
              {group.flags.map((flag) => (
                <FlagControl key={flag.name} flag={flag} form={form} />
              ))}
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button type="submit" loading={busy}>
            {t('settings.basic.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
