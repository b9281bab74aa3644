import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';

/** The document title, set again once the page's own translations are loaded. */
export function usePageTitle(key: string): void {
  const { t } = useT();
  const title = t(key);
  const app = t('app.meta.title');
  useEffect(() => {
    document.title = `${title} · ${app}`;
  }, [title, app]);
}
