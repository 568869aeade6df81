import type { CareDue } from '@remuda/contracts';
import { DIGEST_LINES_PER_PART, careDigestMail, nothingDue } from './digest-mail.js';

const item = (fields: Partial<CareDue['groups'][number]['items'][number]>) => ({
  horseId: 'h1', horseName: 'Dusty', away: false, due: '2026-03-10', last: '2025-12-10', status: 'due-soon' as const, text: '', when: '', ...fields,
});

const due: CareDue = {
  today: '2026-03-10',
  leadDays: 14,
  groups: [
    {
      kind: 'wormed',
      name: 'Worming',
      total: 2,
      items: [
        item({ horseId: 'h1', horseName: 'Dusty', due: '2026-03-01', status: 'overdue', text: 'Worming overdue since March 1, 2026', when: '9 days overdue' }),
        item({ horseId: 'h2', horseName: 'Sunny', away: true, due: '2026-03-10', status: 'overdue', text: 'Worming due today, March 10, 2026', when: 'Due today' }),
      ],
    },
    { kind: 'trimmed', name: 'Trimming', total: 1, items: [item({ horseId: 'h3', horseName: 'Biscuit', due: '2026-03-15', text: 'Trim due in 5 days, March 15, 2026', when: 'Due in 5 days' })] },
    { kind: 'coggins', name: 'Coggins', total: 0, items: [] },
  ],
};

const links = { origin: 'https://ranch.example', unsubscribePage: 'https://ranch.example/care-digest/unsubscribe?token=T' };

describe('a digest mail', () => {
  it('is titled with its day and lists overdue, due today and due within the lead days, each with a link', () => {
    const mail = careDigestMail('2026-03-10', due, links);
    expect(mail.subject).toBe('Care due at Remuda Ranch — March 10, 2026');
    expect(mail.text).toBe(
      [
        "The herd's care overdue or due within 14 days, as of March 10, 2026.",
        '',
        'Overdue',
        '- Dusty: Worming overdue since March 1, 2026 (9 days overdue)',
        '  https://ranch.example/admin/horses/h1',
        '',
        'Due today',
        '- Sunny (Away): Worming due today, March 10, 2026 (Due today)',
        '  https://ranch.example/admin/horses/h2',
        '',
        'Due within 14 days',
        '- Biscuit: Trim due in 5 days, March 15, 2026 (Due in 5 days)',
        '  https://ranch.example/admin/horses/h3',
        '',
        'You get this mail because the daily care digest is on in your profile.',
        'To stop it, open https://ranch.example/care-digest/unsubscribe?token=T',
      ].join('\n'),
    );
  });

  it('leaves out a part with nothing in it', () => {
    const text = careDigestMail('2026-03-11', { ...due, groups: [due.groups[1]!] }, links).text;
    expect(text).not.toContain('Overdue');
    expect(text).not.toContain('Due today');
    expect(text).toContain('Due within 14 days\n- Biscuit');
  });

  it('lists a large herd’s first horses in each part and counts the rest, with a link to today’s care', () => {
    const many = Array.from({ length: DIGEST_LINES_PER_PART + 7 }, (_, i) =>
      item({ horseId: `o${i}`, horseName: `Horse ${String(i).padStart(3, '0')}`, due: '2026-03-01', status: 'overdue', text: 'Worming overdue', when: '9 days overdue' }),
    );
    const text = careDigestMail('2026-03-10', { ...due, groups: [{ kind: 'wormed', name: 'Worming', total: many.length, items: many }, due.groups[1]!] }, links).text;
    expect(text.split('\n').filter((line) => line.startsWith('- Horse '))).toHaveLength(DIGEST_LINES_PER_PART);
    expect(text).toContain(`- Horse 099: Worming overdue (9 days overdue)\n  https://ranch.example/admin/horses/o99\n- and 7 more: https://ranch.example/admin/care\n\nDue within 14 days\n- Biscuit`);
  });

  it('is not sent when nothing is due', () => {
    expect(nothingDue(due)).toBe(false);
    expect(nothingDue({ ...due, groups: due.groups.map((g) => ({ ...g, total: 0, items: [] })) })).toBe(true);
  });
});
