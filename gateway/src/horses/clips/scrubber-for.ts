import { ClipScrubber } from './clip-scrubber.js';
import { Mp4Reader } from './mp4-reader.js';
import { WebmReader } from './webm-reader.js';

/**
 * The scrubber for a clip of `contentType` (as sniffed). A box or element that claims to go on past the end of
 * the file is found at the end: the upload's size limit stops a file that does go on.
 */
export function scrubberFor(contentType: string): ClipScrubber {
  return new ClipScrubber(contentType === 'video/webm' ? new WebmReader() : new Mp4Reader());
}
