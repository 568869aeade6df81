import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page is drawn as a visitor sees it: its main heading shown, nothing still loading, every image
 * decoded and no transition half-way (a colour caught mid-fade would be judged instead of the final one).
 */
export async function waitUntilDrawn(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Two frames, so a transition that the last change starts (a dialog zooming in) has begun.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => {
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const loading = [...document.querySelectorAll('.page-spinner, .ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading')].some(shown);
    const images = [...document.images].filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight);
    const moving =
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity) ||
      document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]') !== null;
    return !loading && !moving && images.every((img) => img.complete);
  });
}

/** Each WCAG A/AA violation axe finds on the page, one line per element: where, which rule, and what to fix. */
export async function accessibilityViolations(page: Page, where: string): Promise<string[]> {
  await waitUntilDrawn(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${where} · ${v.id} (${v.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ')}`),
  );
}
