const tenths = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** A file size in words: "820 KB", "4.2 MB", "20 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${tenths(bytes / (1024 * 1024))} MB`;
  return `${tenths(bytes / (1024 * 1024 * 1024))} GB`;
}
