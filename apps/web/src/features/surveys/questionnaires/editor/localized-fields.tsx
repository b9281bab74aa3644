import type { Locale } from '@gm/domain/locale';
import { decodeText, encodeText, type LocalizedText } from '@gm/domain/questionnaire';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';

const LOCALES: Locale[] = ['pt', 'en', 'es'];

interface Props {
  label: string;
  /** The multilingual text ('pt;;;en;;;es'); the separator never shows. */
  value: string | null | undefined;
  onChange: (encoded: string) => void;
  multiline?: boolean;
  /** Portuguese is the fallback of the other two: required where the text is. */
  required?: boolean;
  error?: string | undefined;
  maxLength?: number;
  testId?: string;
}

/**
 * One text in the three languages side by side. The parts are kept as typed (a space at the end stays while typing)
 * and the encoded text goes up on each change; a change from outside (another version loaded) replaces them.
 */
export function LocalizedFields({ label, value, onChange, multiline, required, error, maxLength = 390, testId }: Props) {
  const { t } = useT();
  const encoded = value ?? '';
  const [parts, setParts] = useState<LocalizedText>(() => decodeText(encoded));
  if (encodeText(parts) !== encodeText(decodeText(encoded))) setParts(decodeText(encoded));
  const change = (locale: Locale, text: string) => {
    const next = { ...parts, [locale]: text };
    setParts(next);
    onChange(encodeText(next));
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs" data-testid={testId}>
      {LOCALES.map((l) => {
        const props = {
          label: `${label} (${t(`surveys.editor.locale.${l}`)})`,
          value: parts[l],
          onChange: (e: { currentTarget: { value: string } }) => change(l, e.currentTarget.value),
          required: required && l === 'pt',
          error: l === 'pt' ? error : undefined,
          maxLength,
          lang: l === 'pt' ? 'pt-BR' : l,
        };
        return multiline ? <Textarea key={l} autosize minRows={1} maxRows={4} {...props} /> : <TextInput key={l} {...props} />;
      })}
    </SimpleGrid>
  );
}
