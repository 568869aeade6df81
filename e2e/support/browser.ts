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
  return { context, page, pageErrors };
}
