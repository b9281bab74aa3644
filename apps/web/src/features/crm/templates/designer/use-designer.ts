import type { Design } from '@gm/contracts/crm/templates-design';
import type { Template } from '@gm/contracts/crm/templates-replies';
import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { ApiError } from '../../../../lib/api/http';
import { applyWrite } from '../../../../lib/api/mutations';
import { useLeaveGuard } from '../../../../lib/leave-guard';
import { errorMessage, notify, notifyError } from '../../../../lib/notify';
import { saveTemplate, sendTemplate, templateKeys } from '../api';
import { historyReducer, initialHistory, isDirty } from './design-history';
import * as m from './design-model';
import type { TemplateMeta } from './template-settings';

const metaOf = (t: Template): TemplateMeta => ({ name: t.name, subject: t.subject, msgFrom: t.msgFrom });
const sameMeta = (a: TemplateMeta, b: TemplateMeta) => a.name === b.name && a.subject === b.subject && a.msgFrom === b.msgFrom;

/** The designer's state: the design with undo and redo, the selection, the template's fields, save and test send. */
export function useDesigner(template: Template) {
  const { t } = useT();
  const client = useQueryClient();
  const [history, dispatch] = useReducer(historyReducer, template.templateObject, (d) => initialHistory(m.withIds(d)));
  const [meta, setMeta] = useState(() => metaOf(template));
  const [savedMeta, setSavedMeta] = useState(() => metaOf(template));
  const [metaErrors, setMetaErrors] = useState<Partial<Record<keyof TemplateMeta, string>>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const design = history.present;
  const dirty = isDirty(history) || !sameMeta(meta, savedMeta);

  const leaveGuard = useLeaveGuard(dirty);
  useHotkeys([
    ['mod+Z', () => dispatch({ type: 'undo' })],
    ['mod+shift+Z', () => dispatch({ type: 'redo' })],
    ['mod+Y', () => dispatch({ type: 'redo' })],
  ]);

  const change = (d: Design, typing?: string) => dispatch({ type: 'change', design: d, ...(typing ? { typing } : {}) });
  const selected = useMemo(() => (selectedId ? m.findContent(design, selectedId) : null), [design, selectedId]);

  const actions = {
    addRow: (columns: number) => change(m.addRow(design, columns)),
    moveRow: (from: number, to: number) => change(m.moveRow(design, from, to)),
    duplicateRow: (i: number) => change(m.duplicateRow(design, i)),
    removeRow: (i: number) => change(m.removeRow(design, i)),
    setBackground: (i: number, colour: string) => change(m.setRowBackground(design, i, colour), `row.${i}.bg`),
    addContent: (row: number, column: number, type: Parameters<typeof m.newContent>[0]) => {
      const c = m.newContent(type);
      change(m.addContent(design, row, column, c));
      setSelectedId(c.id ?? null);
    },
    select: (id: string) => setSelectedId(id),
    moveContent: (at: m.ContentAt, by: -1 | 1) => change(m.moveContent(design, at, by)),
    duplicateContent: (at: m.ContentAt) => change(m.duplicateContent(design, at)),
    removeContent: (at: m.ContentAt) => change(m.removeContent(design, at)),
  };
  const setContent = (values: Record<string, unknown>, typing?: string) => {
    if (selected) change(m.setContentValues(design, selected, values), typing);
  };
  const setBody = (values: Partial<Design['body']['values']>, typing?: string) => change(m.setBodyValues(design, values), typing);

  /** A refusal about a content selects it; one about a field of the template shows on that field. */
  const placeError = (e: unknown) => {
    if (!(e instanceof ApiError)) return notifyError(e);
    const first = e.errors[0];
    const at = /^templateObject\.body\.rows\.(\d+)\.columns\.(\d+)\.contents\.(\d+)/.exec(first?.path ?? '');
    const id = at ? design.body.rows[Number(at[1])]?.columns[Number(at[2])]?.contents[Number(at[3])]?.id : undefined;
    if (id) setSelectedId(id);
    const field = first?.path as keyof TemplateMeta | undefined;
    if (field && field in meta) setMetaErrors({ [field]: first!.message });
    notify('danger', first && !at && !(field && field in meta) ? first.message : errorMessage(e));
  };

  const save = async (): Promise<boolean> => {
    if (!meta.name.trim()) {
      setMetaErrors({ name: t('crmTemplates.new.nameRequired') });
      return false;
    }
    setSaving(true);
    setMetaErrors({});
    try {
      const saved = await saveTemplate({ id: template.id, type: template.type, ...meta, templateObject: design });
      dispatch({ type: 'saved', design });
      setSavedMeta(meta);
      await applyWrite(client, { saved: [{ queryKey: templateKeys.detail(saved.id), update: () => saved }], lists: [templateKeys.lists] });
      notify('success', t('crmTemplates.designer.saved'));
      return true;
    } catch (e) {
      placeError(e);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const sendTest = async () => {
    if (dirty && !(await save())) return;
    setSending(true);
    try {
      const r = await sendTemplate(template.id);
      notify('success', t('crmTemplates.test.sent', { to: r.to }));
    } catch (e) {
      notifyError(e);
    } finally {
      setSending(false);
    }
  };

  return {
    design,
    history,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    meta,
    setMeta: (next: TemplateMeta) => {
      setMeta(next);
      setMetaErrors({});
    },
    metaErrors,
    selectedId,
    selected,
    actions,
    setContent,
    setBody,
    dirty,
    leaveGuard,
    save,
    saving,
    sendTest,
    sending,
  };
}
