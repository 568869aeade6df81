import Tag from 'antd/es/tag';
import type { Horse } from '@remuda/contracts';
import { CARE_KINDS, careToday } from '../lib/health-due';
import { locationBadge } from '../lib/horse-labels';

/** Deceased (which takes precedence over Off Property) and Needs Attention. */
export function HorseBadges({ horse }: { horse: Horse }) {
  const location = locationBadge(horse);
  const attention = careToday(horse).needsAttention;
  if (!location && !attention) return null;
  return (
    <span className="horse-badges">
      {location && (
        <Tag className={location === 'Deceased' ? 'horse-badge horse-badge--deceased' : 'horse-badge horse-badge--off'}>{location}</Tag>
      )}
      {attention && <Tag className="horse-badge horse-badge--attention">Needs Attention</Tag>}
    </span>
  );
}

/**
 * A chip for each kind of care needed now, labelled "Needs:" (visibly unless something beside it already says so);
 * nothing when there are none.
 */
export function NeedChips({ horse, id, showLabel = true }: { horse: Horse; id: string; showLabel?: boolean }) {
  const care = careToday(horse);
  const needs = CARE_KINDS.filter((kind) => care.needs[kind.need]).map((kind) => kind.chip);
  if (needs.length === 0) return null;
  return (
    <div className="need-chips">
      <span id={id} className={showLabel ? 'need-chips__label' : 'visually-hidden'}>
        Needs:
      </span>
      <ul aria-labelledby={id}>
        {needs.map((need) => (
          <li key={need}>
            <Tag className="need-chip">{need}</Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}
