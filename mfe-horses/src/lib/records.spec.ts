import { fileSize } from './file-size';
import { newestFirst } from './records';

it('orders entries newest first by date, then by when they were made', () => {
  const entries = [
    { id: 'a', date: '2026-01-05', createdAt: '2026-01-05T08:00:00Z' },
    { id: 'b', date: '2026-03-20', createdAt: '2026-03-20T08:00:00Z' },
    { id: 'c', date: '2026-01-05', createdAt: '2026-01-05T18:00:00Z' },
  ];
  expect(newestFirst(entries).map((e) => e.id)).toEqual(['b', 'c', 'a']);
  expect(entries.map((e) => e.id)).toEqual(['a', 'b', 'c']);
});

it('words file sizes', () => {
  expect(fileSize(512)).toBe('512 B');
  expect(fileSize(820 * 1024)).toBe('820 KB');
  expect(fileSize(4.2 * 1024 * 1024)).toBe('4.2 MB');
});
