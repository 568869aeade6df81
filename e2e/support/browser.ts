import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { platform } from './platform.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors the page threw: a journey ends by checking there were none. */
  pageErrors: string[];
}

/** How many of a visit's last notes are kept: its console's errors and warnings, failed requests, error answers. */
const NOTES_KEPT = 30;

/**
 * What each open visit's page is at, which requests it still waits for, and its last notes: printed by the
 * journeys' test environment (support/environment.mjs) when a test fails, so a failure in CI says more than its
 * time-out.
 */
function watch(page: Page): () => Promise<string> {
  const notes: string[] = [];
  const note = (text: string) => {
    notes.push(`${new Date().toISOString().slice(11, 23)} ${text}`);
    if (notes.length > NOTES_KEPT) notes.shift();
  };
  const pending = new Set<string>();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console ${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (err) => note(`page error: ${err.message.slice(0, 300)}`));
  page.on('request', (r) => pending.add(`${r.method()} ${r.url()}`));
  page.on('requestfinished', (r) => pending.delete(`${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => {
    pending.delete(`${r.method()} ${r.url()}`);
    note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500 || (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/'))) note(`answer ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return async () => {
    // What the page shows (a spinner's "Loading…", a notice, the page itself), squeezed onto one line.
    const shown = page.isClosed() ? '' : await page.locator('body').innerText({ timeout: 1000 }).catch(() => '(could not be read)');
    return [
      `page at ${page.isClosed() ? '(closed)' : page.url()}`,
      `showing: ${shown.replace(/\s+/g, ' ').trim().slice(0, 300) || '(nothing)'}`,
      ...[...pending].map((r) => `still waiting for ${r}`),
      ...notes,
    ].join('\n  ');
  };
}

type Watched = typeof globalThis & { __remudaVisitNotes?: Set<() => Promise<string>> };

/** The notes of every visit still open, for the test environment to print when a test fails. */
function keepNotes(context: BrowserContext, notes: () => Promise<string>): void {
  const open = ((globalThis as Watched).__remudaVisitNotes ??= new Set());
  open.add(notes);
  context.on('close', () => open.delete(notes));
}

/** A fresh visitor: its own cookies, a phone or desktop window, the site's address as base URL; script off if asked. */
export async function newVisitor(options: { phone?: boolean; script?: boolean } = {}): Promise<Visit> {
  const b = await launchBrowser();
  const context = await b.newContext({
    baseURL: platform().baseUrl,
    javaScriptEnabled: options.script ?? true,
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  keepNotes(context, watch(page));
  return { context, page, pageErrors };
}
