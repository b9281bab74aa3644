import { type KeyboardEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { type ContextTab, closeContextTab, openContextTab, tabKey, useContextTabs } from '../../lib/context-tabs';
import classes from './shell.module.css';

/**
 * The activity bar's context tabs (spec section 2, decision 0080): the bookings and guests opened lately, a tablist
 * (arrows, Home and End move, Enter or Space opens, Delete closes). The close mark is not a control of its own (a
 * control inside a tab is not allowed): a click on it closes, the keyboard uses Delete.
 */
export function ContextTabs() {
  const { t } = useT();
  const navigate = useNavigate();
  const { tabs, active } = useContextTabs();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  if (tabs.length === 0) return null;

  const focusAt = (i: number) => {
    const tab = tabs[(i + tabs.length) % tabs.length];
    if (tab) refs.current.get(tabKey(tab))?.focus();
  };
  const go = (tab: ContextTab) => {
    openContextTab(tab);
    void navigate(tab.path);
  };
  const close = (tab: ContextTab, i: number) => {
    closeContextTab(tabKey(tab));
    // Focus stays in the list: on the next tab, else the previous one.
    requestAnimationFrame(() => {
      const next = tabs.filter((x) => tabKey(x) !== tabKey(tab));
      const target = next[Math.min(i, next.length - 1)];
      if (target) refs.current.get(tabKey(target))?.focus();
    });
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, tab: ContextTab, i: number) => {
    if (e.key === 'ArrowRight') focusAt(i + 1);
    else if (e.key === 'ArrowLeft') focusAt(i - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(tabs.length - 1);
    else if (e.key === 'Delete' || e.key === 'Backspace') close(tab, i);
    else return;
    e.preventDefault();
  };
  // One tab is in the Tab order: the current one, else the first.
  const focusable = tabs.some((x) => tabKey(x) === active) ? active : tabKey(tabs[0]!);

  return (
    <div className={classes.contextTabsBox}>
      <span id="context-tabs-hint" hidden>
        {t('shellPieces.tabs.closeHint')}
      </span>
      <div role="tablist" aria-label={t('shellPieces.tabs.label')} className={classes.contextTabs} data-testid="context-tabs">
        {tabs.map((tab, i) => {
          const key = tabKey(tab);
          const name = t(`shellPieces.tabs.${tab.kind}`, { label: tab.label });
          return (
            <button
              key={key}
              ref={(el) => {
                if (el) refs.current.set(key, el);
                else refs.current.delete(key);
              }}
              type="button"
              role="tab"
              aria-selected={key === active}
              tabIndex={key === focusable ? 0 : -1}
              aria-keyshortcuts="Delete"
              aria-describedby="context-tabs-hint"
              className={classes.contextTab}
              data-testid={`context-tab-${key}`}
              onClick={() => go(tab)}
              onKeyDown={(e) => onKey(e, tab, i)}
              title={name}
            >
              <span className={classes.contextTabLabel}>{name}</span>
              <span
                aria-hidden="true"
                className={classes.contextTabClose}
                data-testid={`context-tab-close-${key}`}
                onClick={(e) => {
                  e.stopPropagation();
                  close(tab, i);
                }}
              >
                ×
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
