/** JSON safe inside a <script> element: nothing in it can close the element, start markup or end a line in old parsers. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The id of the script element that carries the page's query cache (shell-kit's PAGE_STATE_ID). */
export const PAGE_STATE_ID = 'remuda-state';

/** The shell's entry script in its built index.html. */
const SHELL_ENTRY = /<script defer(?:="defer")? src="\/main\.js"><\/script>/;

/** Text safe inside a double-quoted attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's built index.html with a drawn page in it: the page's head in place of the default title and
 * description, its markup in #root, the query cache it was drawn from after it, and `script` (the public site's own
 * entry, ADR 016) in place of the shell's, with the registry entry of the release it belongs to (which the entry
 * reports its page loads against). The notice that the site needs JavaScript goes: this page does not.
 */
export function pageHtml(index: string, page: { head: string; body: string; state: unknown }, script: { src: string; release: string }): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error('the shell page has no empty #root');
  if (!SHELL_ENTRY.test(index)) throw new Error('the shell page has no entry script');
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`;
  // Replacements are functions: a `$` in a horse's name must not be read as a replacement pattern.
  return index
    .replace(SHELL_ENTRY, () => `<script defer src="${attribute(script.src)}" data-release="${attribute(script.release)}"></script>`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(root, () => `<div id="root">${page.body}</div>${state}`);
}
