import type { Page } from 'playwright-core';
import { type Visit, newVisitor } from '../support/browser.js';
import { Site } from './site.js';

export const DEMO_PASSWORD = 'remuda-demo';

/** The /login and /register forms. */
export class SignInForms {
  constructor(readonly page: Page) {}

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  async register(email: string, password: string, role: 'User' | 'Trainer' | 'Administrator'): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.page.getByText(role, { exact: true }).click();
    await this.page.getByRole('button', { name: 'Register' }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}

/** A fresh visitor signed in as a demo account, back on the home page. */
export async function signedInVisitor(email: string, options: { phone?: boolean } = {}): Promise<Visit> {
  const visit = await newVisitor(options);
  const site = new Site(visit.page);
  await site.open('/login');
  await new SignInForms(visit.page).signIn(email);
  await site.expectPath('/');
  return visit;
}
