import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { ranchTheme } from '@remuda/shell-kit';

/**
 * antd in the ranch theme, around the screens that draw antd: the staff area and the sign-in, account and
 * unauthorized pages. Kept out of the public layout, so a visitor's page loads no antd unless it draws some.
 */
export function RanchTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={ranchTheme}>{children}</ConfigProvider>;
}
