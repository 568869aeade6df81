import type { ThemeConfig } from 'antd/es/config-provider';

/** The ranch theme: saddle leather, prairie sand and evening sky. Set once by the shell's ConfigProvider. */
export const RANCH_COLORS = {
  leather: '#7a3e14',
  leatherDark: '#3b2414',
  sand: '#f7f0e3',
  sage: '#5b6b3a',
  sky: '#2b4a6f',
  ink: '#2a211a',
} as const;

export const ranchTheme: ThemeConfig = {
  cssVar: { key: 'remuda' },
  token: {
    colorPrimary: RANCH_COLORS.leather,
    colorLink: RANCH_COLORS.leather,
    colorInfo: RANCH_COLORS.sky,
    colorSuccess: RANCH_COLORS.sage,
    colorText: RANCH_COLORS.ink,
    colorBgLayout: RANCH_COLORS.sand,
    borderRadius: 6,
    fontFamily:
      "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
  },
  components: {
    Layout: { headerBg: RANCH_COLORS.leatherDark, footerBg: RANCH_COLORS.leatherDark, bodyBg: RANCH_COLORS.sand },
  },
};
