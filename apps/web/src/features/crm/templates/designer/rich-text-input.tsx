import { ActionIcon, Group, Input, Menu, Paper, Tooltip } from '@mantine/core';
import { IconBold, IconBraces, IconItalic, IconLink, IconList, IconListNumbers, IconUnderline } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../../i18n/use-t';
import { MergeFieldMenu } from './merge-field-menu';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * A text content's rich text: bold, italic, underline, links, lists and merge fields, in a contentEditable area with
 * its toolbar (every button named, reachable by Tab; Ctrl+B/I/U work in the area). What it produces is only a
 * draft: the server keeps the safe subset (docs/decisions/0051-crm-templates.md).
 */
export function RichTextInput({ label, value, onChange, error }: Props) {
  const { t } = useT();
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  // Where the caret was when the area lost the focus to a toolbar button or the merge-field menu.
  const caret = useRef<Range | null>(null);
  const id = useId();
  // The area is the source while typing; a value from elsewhere (undo, another content) replaces its markup.
  useEffect(() => {
    if (area.current && value !== emitted.current) {
      area.current.innerHTML = value;
      emitted.current = value;
    }
  }, [value]);
  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    emitted.current = html;
    onChange(html);
  };
  const keepCaret = () => {
    const sel = window.getSelection();
    if (sel?.rangeCount && area.current?.contains(sel.anchorNode)) caret.current = sel.getRangeAt(0).cloneRange();
  };
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    const sel = window.getSelection();
    if (caret.current && sel) {
      sel.removeAllRanges();
      sel.addRange(caret.current);
    }
    document.execCommand(command, false, arg);
    keepCaret();
    emit();
  };
  const link = () => {
    const url = window.prompt(t('crmTemplates.rich.linkPrompt'), 'https://');
    if (url) run('createLink', url.trim());
  };
  const tool = (labelKey: string, Icon: typeof IconBold, action: () => void) => (
    <Tooltip label={t(labelKey)} withArrow>
      <ActionIcon variant="subtle" color="gray" aria-label={t(labelKey)} onMouseDown={(e) => e.preventDefault()} onClick={action}>
        <Icon size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Input.Wrapper label={label} id={id} error={error}>
      <Paper withBorder radius="sm">
        <Group
          gap={2}
          p={4}
          role="toolbar"
          aria-label={t('crmTemplates.rich.toolbar')}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          {tool('crmTemplates.rich.bold', IconBold, () => run('bold'))}
          {tool('crmTemplates.rich.italic', IconItalic, () => run('italic'))}
          {tool('crmTemplates.rich.underline', IconUnderline, () => run('underline'))}
          {tool('crmTemplates.rich.link', IconLink, link)}
          {tool('crmTemplates.rich.bullets', IconList, () => run('insertUnorderedList'))}
          {tool('crmTemplates.rich.numbers', IconListNumbers, () => run('insertOrderedList'))}
          <MergeFieldMenu
            onPick={(token) => run('insertText', token)}
            target={
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('crmTemplates.merge.insert')}
                  onMouseDown={(e) => e.preventDefault()}
                >
                  <IconBraces size={18} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
            }
          />
        </Group>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area is a contentEditable textbox, not a textarea */}
        <div
          ref={area}
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={() => {
            keepCaret();
            emit();
          }}
          onKeyUp={keepCaret}
          onMouseUp={keepCaret}
          onBlur={() => {
            keepCaret();
            emit();
          }}
          data-testid="rich-text"
          style={{ minHeight: 120, padding: '8px 12px', outline: 'none', fontSize: 14, lineHeight: 1.5 }}
        />
      </Paper>
    </Input.Wrapper>
  );
}
