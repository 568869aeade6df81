import { type KeyboardEvent, useRef } from 'react';

interface Tab<K extends string> {
  key: K;
  label: string;
}

interface TabListProps<K extends string> {
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Names the tabs' ids (`tabIdOf(idPrefix, key)`), unique on the page. */
  idPrefix: string;
  /** The id of the panel a tab controls: one panel for every tab, or one each. */
  panelId: string | ((key: K) => string);
  label: string;
  listClassName: string;
  tabClassName: string;
}

export const tabIdOf = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;

/**
 * A row of tabs as the ARIA tabs pattern has them: one stop in the Tab order (the selected tab), the arrow keys,
 * Home and End move between tabs and select the one reached.
 */
export function TabList<K extends string>({ tabs, selected, onSelect, idPrefix, panelId, label, listClassName, tabClassName }: TabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={listClassName} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(button) => {
            if (button) buttons.current.set(tab.key, button);
            else buttons.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={typeof panelId === 'string' ? panelId : panelId(tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
