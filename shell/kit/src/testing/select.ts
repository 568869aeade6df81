import { screen, waitFor, within } from '@testing-library/react';
import { person } from './user';

/**
 * Opens an antd select by its label (or the select itself, when a page has two of that label) and picks an option,
 * as a person would. Found by label text: role queries weigh every style of a large antd page under jsdom.
 */
export async function chooseOption(label: string | HTMLElement, option: string) {
  const user = person();
  const select = typeof label === 'string' ? screen.getByLabelText(label) : label;
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  const dropdown = listbox.closest('.ant-select-dropdown') as HTMLElement;
  await user.click(within(dropdown).getByTitle(option));
  await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
  return user;
}

/** The option an antd select shows as chosen. */
export function selectedOption(label: string): string | null {
  const select = screen.getByLabelText(label);
  const root = select.closest('.ant-select') as HTMLElement;
  return root.querySelector('.ant-select-content')?.getAttribute('title') ?? null;
}
