import { fileSize } from './file-size';

it('words file sizes', () => {
  expect(fileSize(512)).toBe('512 B');
  expect(fileSize(820 * 1024)).toBe('820 KB');
  expect(fileSize(4.2 * 1024 * 1024)).toBe('4.2 MB');
});
