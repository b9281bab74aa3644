import { type DesignContent, type EditableContentType, hrefOf, isEditableType } from '@gm/contracts/crm/templates-design';
import { ActionIcon, ColorInput, Menu, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { MergeFieldMenu } from './merge-field-menu';
import { RichTextInput } from './rich-text-input';
import { valueErrors } from './value-errors';

interface Props {
  content: DesignContent;
  /** A change of some values; `typing` names the field being typed in (one undo step per typing session). */
  onChange: (values: Record<string, unknown>, typing?: string) => void;
}

const SIZES = ['12px', '14px', '15px', '16px', '18px', '20px', '24px', '28px', '32px'];

/** The selected content's properties: its words, link, colours, alignment and size. */
export function ContentEditor({ content, onChange }: Props) {
  const { t } = useT();
  if (!isEditableType(content.type)) return <Text>{t('crmTemplates.designer.notEditable', { type: content.type })}</Text>;
  const type: EditableContentType = content.type;
  const v = content.values as Record<string, unknown>;
  const errors = valueErrors(type, v);
  const err = (path: string) => (errors[path] ? t(`crmTemplates.errors.${errors[path]}`) : null);
  const typed = (name: string) => `${content.id}.${name}`;
  const align = (
    <SegmentedControl
      aria-label={t('crmTemplates.props.align')}
      value={String(v.textAlign ?? (type === 'button' || type === 'image' ? 'center' : 'left'))}
      onChange={(textAlign) => onChange({ textAlign })}
      data={['left', 'center', 'right'].map((a) => ({ value: a, label: t(`crmTemplates.props.aligns.${a}`) }))}
    />
  );
  const colour = (labelKey: string, value: unknown, set: (c: string) => void, error?: string | null) => (
    <ColorInput
      withEyeDropper={false}
      label={t(labelKey)}
      value={typeof value === 'string' ? value : ''}
      onChange={set}
      format="hex"
      error={error}
    />
  );
  const mergeButton = (onPick: (token: string) => void, links = false) => (
    <MergeFieldMenu
      links={links}
      onPick={onPick}
      target={
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('crmTemplates.merge.insert')}>
            <IconBraces size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
      }
    />
  );
  return (
    <Stack gap="sm" data-testid="content-editor">
      <Title order={2} size="h4">
        {t(`crmTemplates.contents.${type}`)}
      </Title>
      {type === 'text' && (
        <>
          <RichTextInput
            label={t('crmTemplates.props.text')}
            value={String(v.text ?? '')}
            onChange={(text) => onChange({ text }, typed('text'))}
            error={err('text')}
          />
          <Select
            label={t('crmTemplates.props.fontSize')}
            data={SIZES}
            value={String(v.fontSize ?? '15px')}
            onChange={(fontSize) => fontSize && onChange({ fontSize })}
            allowDeselect={false}
          />
          {colour('crmTemplates.props.colour', v.color, (color) => onChange({ color }, typed('color')), err('color'))}
          {align}
        </>
      )}
      {type === 'heading' && (
        <>
          <TextInput
            label={t('crmTemplates.props.text')}
            value={String(v.text ?? '')}
            onChange={(e) => onChange({ text: e.currentTarget.value }, typed('text'))}
            rightSection={mergeButton((token) => onChange({ text: `${String(v.text ?? '')}${token}` }))}
            error={err('text')}
          />
          <Select
            label={t('crmTemplates.props.level')}
            data={['h1', 'h2', 'h3', 'h4'].map((h) => ({ value: h, label: t(`crmTemplates.props.levels.${h}`) }))}
            value={String(v.headingType ?? 'h1')}
            onChange={(headingType) => headingType && onChange({ headingType, fontSize: undefined })}
            allowDeselect={false}
          />
          {colour('crmTemplates.props.colour', v.color, (color) => onChange({ color }, typed('color')), err('color'))}
          {align}
        </>
      )}
      {type === 'button' && (
        <>
          <TextInput
            label={t('crmTemplates.props.label')}
            value={String(v.text ?? '')}
            onChange={(e) => onChange({ text: e.currentTarget.value }, typed('text'))}
            error={err('text')}
            required
          />
          <TextInput
            label={t('crmTemplates.props.url')}
            description={t('crmTemplates.props.urlHelp')}
            value={hrefOf(v.href)}
            onChange={(e) => onChange({ href: { name: 'web', values: { href: e.currentTarget.value, target: '_blank' } } }, typed('href'))}
            rightSection={mergeButton((token) => onChange({ href: { name: 'web', values: { href: token, target: '_blank' } } }), true)}
            error={err('href') ?? err('href.values.href')}
          />
          {colour(
            'crmTemplates.props.buttonColour',
            (v.buttonColors as Record<string, unknown> | undefined)?.backgroundColor,
            (backgroundColor) => onChange({ buttonColors: { ...(v.buttonColors as object), backgroundColor } }, typed('bg')),
          )}
          {colour('crmTemplates.props.labelColour', (v.buttonColors as Record<string, unknown> | undefined)?.color, (color) =>
            onChange({ buttonColors: { ...(v.buttonColors as object), color } }, typed('fg')),
          )}
          {align}
        </>
      )}
      {type === 'image' && (
        <>
          <TextInput
            label={t('crmTemplates.props.imageUrl')}
            value={String((v.src as Record<string, unknown> | undefined)?.url ?? '')}
            onChange={(e) => onChange({ src: { ...(v.src as object), url: e.currentTarget.value } }, typed('src'))}
            error={err('src.url') ?? err('src')}
            required
          />
          <TextInput
            label={t('crmTemplates.props.alt')}
            description={t('crmTemplates.props.altHelp')}
            value={String(v.altText ?? '')}
            onChange={(e) => onChange({ altText: e.currentTarget.value }, typed('alt'))}
          />
          <Select
            label={t('crmTemplates.props.width')}
            data={['25%', '50%', '75%', '100%']}
            value={String((v.src as Record<string, unknown> | undefined)?.maxWidth ?? '100%')}
            onChange={(maxWidth) => maxWidth && onChange({ src: { ...(v.src as object), maxWidth } })}
            allowDeselect={false}
          />
          <TextInput
            label={t('crmTemplates.props.imageLink')}
            value={v.action === undefined ? '' : hrefOf(v.action)}
            onChange={(e) =>
              onChange(
                { action: e.currentTarget.value ? { name: 'web', values: { href: e.currentTarget.value } } : undefined },
                typed('action'),
              )
            }
            error={err('action') ?? err('action.values.href')}
          />
          {align}
        </>
      )}
    </Stack>
  );
}
