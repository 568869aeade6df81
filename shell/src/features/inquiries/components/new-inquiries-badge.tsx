import { useQuery } from '@tanstack/react-query';
import { newInquiriesCountQuery } from '../api/inquiries';

const HIDDEN_STYLE = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const BADGE_STYLE = { marginInlineStart: 8, padding: '0 8px', borderRadius: 999, background: '#a32b13', color: '#fff', fontSize: 12, fontWeight: 700, lineHeight: '20px' } as const;

/**
 * The number of contact requests still new, beside Inquiries in the staff navigation; nothing when there are
 * none (or the count cannot be had). Read with the link: "Inquiries 3 new".
 */
export function NewInquiriesBadge() {
  const { data: count } = useQuery(newInquiriesCountQuery);
  if (!count) return null;
  // The space keeps the link's name "Inquiries 3 new" rather than "Inquiries3 new".
  return (
    <>
      {' '}
      <span style={BADGE_STYLE}>
        {count}
        <span style={HIDDEN_STYLE}> new</span>
      </span>
    </>
  );
}
