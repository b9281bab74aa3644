import { MERGE_FIELDS } from '@gm/contracts/crm/templates-design';
import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/use-t';

/** The merge fields a text may hold, by their names in the user's language; picking one inserts its {{token}}. */
export function MergeFieldMenu({ onPick, target, links = true }: { onPick: (token: string) => void; target: ReactNode; links?: boolean }) {
  const { t } = useT();
  const fields = links ? MERGE_FIELDS : MERGE_FIELDS.filter((f) => !f.endsWith('.link'));
  return (
    <Menu position="bottom-start" withinPortal>
      {target}
      <Menu.Dropdown>
        <Menu.Label>{t('crmTemplates.merge.title')}</Menu.Label>
        {fields.map((f) => (
          <Menu.Item key={f} onClick={() => onPick(`{{${f}}}`)}>
            {t(`crmTemplates.merge.fields.${f.replace('.', '_')}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
