import { useEffect } from 'react';

export const SITE_NAME = 'Remuda Ranch';

/** A page's full title, as the tab and a shared link show it: "Dusty | Remuda Ranch", the site name alone for the home page. */
export function fullTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/** Names the page in the browser tab ("Dusty | Remuda Ranch") while it is shown (WCAG 2.4.2); the site name alone for the home page. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = fullTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
