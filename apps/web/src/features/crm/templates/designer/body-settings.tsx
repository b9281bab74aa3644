import type { Design } from '@gm/contracts/crm/templates-design';
import { ColorInput, NumberInput, Select, Stack } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';

const FONTS = [
  { label: 'Arial', value: 'arial,helvetica,sans-serif' },
  { label: 'Georgia', value: 'georgia,times,serif' },
  { label: 'Helvetica', value: 'helvetica,arial,sans-serif' },
  { label: 'Tahoma', value: 'tahoma,verdana,sans-serif' },
  { label: 'Trebuchet MS', value: "'trebuchet ms',arial,sans-serif" },
  { label: 'Verdana', value: 'verdana,geneva,sans-serif' },
  { label: 'Times New Roman', value: "'times new roman',times,serif" },
];

type BodyValues = Design['body']['values'];

/** The whole e-mail's background, content width (500 px by default: spec section 9) and font. */
export function BodySettings({ values, onChange }: { values: BodyValues; onChange: (v: Partial<BodyValues>, typing?: string) => void }) {
  const { t } = useT();
  const width = Number.parseInt(values.contentWidth, 10);
  const known = FONTS.some((f) => f.value === values.fontFamily.value);
  const fonts = known ? FONTS : [...FONTS, { label: values.fontFamily.label ?? values.fontFamily.value, value: values.fontFamily.value }];
  return (
    <Stack gap="sm">
      <ColorInput
        withEyeDropper={false}
        label={t('crmTemplates.body.background')}
        value={values.backgroundColor}
        onChange={(backgroundColor) => onChange({ backgroundColor }, 'body.bg')}
        format="hex"
      />
      <NumberInput
        label={t('crmTemplates.body.width')}
        description={t('crmTemplates.body.widthHelp')}
        value={width}
        min={320}
        max={900}
        step={10}
        suffix=" px"
        clampBehavior="blur"
        onChange={(n) => {
          const v = Number(n);
          if (Number.isInteger(v) && v >= 320 && v <= 900) onChange({ contentWidth: `${v}px` }, 'body.width');
        }}
      />
      <Select
        label={t('crmTemplates.body.font')}
        data={fonts.map((f) => ({ value: f.value, label: f.label }))}
        value={values.fontFamily.value}
        onChange={(value) => {
          const f = fonts.find((x) => x.value === value);
          if (f) onChange({ fontFamily: { label: f.label, value: f.value } });
        }}
        allowDeselect={false}
      />
    </Stack>
  );
}
