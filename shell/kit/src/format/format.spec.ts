import { spawnSync } from 'node:child_process';
import { excerpt, formatDate, formatHeight, formatWeight, initial } from './format';

describe('formatDate', () => {
  it('shows a calendar date in US long format', () => {
    expect(formatDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatDate('2024-02-29')).toBe('February 29, 2024');
    expect(formatDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('shows an instant as the UTC calendar day it falls on', () => {
    expect(formatDate('2026-01-15T10:00:00.000Z')).toBe('January 15, 2026');
    expect(formatDate('2026-12-31T23:59:59Z')).toBe('December 31, 2026');
  });

  it('answers an empty text for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-13-45')).toBe('');
  });

  // The test process runs in UTC, where no shift can show; a reader west or east of Greenwich is simulated by
  // loading the same module in a Node process with another TZ.
  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Kiritimati', 'Asia/Tokyo'])(
    'does not move a YYYY-MM-DD date by a day for a reader in %s',
    (timeZone) => {
      const script = `
        const { transformSync } = require('@swc/core');
        const source = require('node:fs').readFileSync(${JSON.stringify(require.resolve('./format'))}, 'utf8');
        const { code } = transformSync(source, {
          filename: 'format.ts',
          jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
          module: { type: 'commonjs' },
        });
        const mod = { exports: {} };
        new Function('module', 'exports', 'require', code)(mod, mod.exports, require);
        process.stdout.write(JSON.stringify({
          zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          dates: ['2026-11-21', '2026-01-01', '2026-12-31'].map(mod.exports.formatDate),
        }));
      `;
      const run = spawnSync(process.execPath, ['-e', script], {
        cwd: process.cwd(),
        env: { ...process.env, TZ: timeZone },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      const result = JSON.parse(run.stdout) as { zone: string; dates: string[] };
      expect(result.zone).toBe(timeZone);
      expect(result.dates).toEqual(['November 21, 2026', 'January 1, 2026', 'December 31, 2026']);
    },
  );
});

describe('excerpt', () => {
  const words = (n: number) => 'a'.repeat(n);

  it('leaves text of at most the limit whole, without an ellipsis', () => {
    expect(excerpt('A calm bay gelding.', 150)).toBe('A calm bay gelding.');
    expect(excerpt(words(150), 150)).toBe(words(150));
  });

  it("cuts longer text to the limit and adds '...'", () => {
    const long = words(151);
    const cut = excerpt(long, 150);
    expect(cut).toBe(`${words(150)}...`);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBe(153);
  });

  it('does not leave a space before the ellipsis when the cut falls after a word', () => {
    const text = `${'b'.repeat(99)} ${'c'.repeat(60)}`;
    expect(excerpt(text, 100)).toBe(`${'b'.repeat(99)}...`);
  });

  it('uses the limit it is given (100 on dashboard cards, 150 on public cards)', () => {
    const text = words(120);
    expect(excerpt(text, 100)).toBe(`${words(100)}...`);
    expect(excerpt(text, 150)).toBe(text);
  });

  it('answers an empty text for a missing description and ignores surrounding blanks', () => {
    expect(excerpt(null, 150)).toBe('');
    expect(excerpt(undefined, 150)).toBe('');
    expect(excerpt(`  ${words(150)}  `, 150)).toBe(words(150));
  });
});

describe('initial', () => {
  it('is the upper-case first letter of an email', () => {
    expect(initial('trainer@remuda.test')).toBe('T');
    expect(initial('  june@remuda.test')).toBe('J');
    expect(initial('Ada@remuda.test')).toBe('A');
  });

  it("is '?' when there is no email", () => {
    expect(initial(null)).toBe('?');
    expect(initial(undefined)).toBe('?');
    expect(initial('')).toBe('?');
    expect(initial('   ')).toBe('?');
  });
});

describe('formatWeight', () => {
  it('writes pounds with a thousands separator, as every page shows them', () => {
    expect(formatWeight(1060)).toBe('1,060 lbs');
    expect(formatWeight(950)).toBe('950 lbs');
    expect(formatWeight(3000)).toBe('3,000 lbs');
  });

  it('keeps the fraction of a weight a vet wrote with one', () => {
    expect(formatWeight(1060.5)).toBe('1,060.5 lbs');
  });
});

describe('formatHeight', () => {
  it('writes hands as they were measured', () => {
    expect(formatHeight(15.2)).toBe('15.2 hands');
    expect(formatHeight(14)).toBe('14 hands');
  });
});
