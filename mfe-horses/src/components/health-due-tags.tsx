import type { CSSProperties, ReactNode } from 'react';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import type { GlobalToken } from 'antd/es/theme';
import type { Horse } from '@remuda/contracts';
import { type CareItem, type CareStatus, careAlerts, careToday } from '../lib/health-due';

/**
 * Tag colours from the theme's tokens (the shell's ranch theme, through its ConfigProvider): the status hue for the
 * background and a thick leading border, the theme's text colour for the words. antd's own red and amber text
 * (colorError, colorWarning) are under 4.5:1 on their backgrounds; the ranch ink is over 14:1 on both (WCAG 1.4.3).
 * The words say the status too, so colour is never the only cue (WCAG 1.4.1).
 */
function tagStyle(status: CareStatus, token: GlobalToken): CSSProperties {
  const hue =
    status === 'overdue'
      ? { background: token.colorErrorBg, borderColor: token.colorError }
      : status === 'due-soon'
        ? { background: token.colorWarningBg, borderColor: token.colorWarning }
        : { background: token.colorBgContainer, borderColor: token.colorBorder };
  return { ...hue, color: token.colorText, borderInlineStartWidth: status === 'ok' ? 1 : 4, margin: 0, whiteSpace: 'normal' };
}

/** A tag in the colours of a due status; its words must say the status too. */
export function DueTag({ status, children }: { status: CareStatus; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Tag className={`health-due__tag health-due__tag--${status}`} data-status={status} style={tagStyle(status, token)}>
      {children}
    </Tag>
  );
}

function HealthDueList({ items, label }: { items: CareItem[]; label: string }) {
  return (
    <ul className="health-due" aria-label={label}>
      {items.map((item) => (
        <li key={item.kind}>
          <DueTag status={item.status}>{item.text}</DueTag>
        </li>
      ))}
    </ul>
  );
}

/** For a card: only the care needed now or due soon, in words; nothing when all is well (or the horse has died). */
export function HealthAlerts({ horse }: { horse: Horse }) {
  const items = careAlerts(careToday(horse));
  return items.length === 0 ? null : <HealthDueList items={items} label="Health due dates" />;
}

/** For the detail page: all four kinds of care with their due dates, the urgent ones marked; none for a deceased horse. */
export function HealthDueDates({ horse }: { horse: Horse }) {
  const { items } = careToday(horse);
  return items.length === 0 ? <span className="muted">None</span> : <HealthDueList items={items} label="Health due dates" />;
}
