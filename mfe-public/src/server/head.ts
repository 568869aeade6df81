import { type PageHead, SITE_NAME, fullTitle } from '@remuda/shell-kit';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON safe inside a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A path or URL as an absolute URL on the public site. */
const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

/** Links in structured data are written as paths; search engines want them absolute. */
function absoluteLinks(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        (key === 'url' || key === 'item' || key === 'image') && typeof item === 'string' ? absolute(item, origin) : absoluteLinks(item, origin),
      ]),
    );
  }
  return value;
}

/**
 * The page's head elements, as the server writes them into the shell's page: title, description, canonical URL,
 * Open Graph and Twitter cards, and the page's schema.org data. `origin` is the public site's own address.
 */
export function headHtml(head: PageHead, origin: string): string {
  const title = fullTitle(head.title);
  const url = absolute(head.path, origin);
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    const image = absolute(head.image.url, origin);
    tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', head.image.alt));
    if (head.image.width) tags.push(meta('property', 'og:image:width', head.image.width));
    if (head.image.height) tags.push(meta('property', 'og:image:height', head.image.height));
    tags.push(meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', head.image.alt));
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(absoluteLinks(head.structuredData, origin))}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}
