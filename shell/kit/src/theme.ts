import type { ThemeConfig } from 'antd/es/config-provider';

/** The ranch theme: saddle leather, prairie sand and evening sky. Set once by the shell's ConfigProvider. */
export const RANCH_COLORS = {
  leather: '#7a3e14',
  leatherDark: '#3b2414',
  /** The selected staff navigation entry's ground: leather, faded on sand. */
  leatherLight: '#f3e4d0',
  sand: '#f7f0e3',
  sage: '#5b6b3a',
  sky: '#2b4a6f',
  ink: '#2a211a',
  /** Secondary text: helper lines, empty states, legends (5.6:1 on sand, 6.3:1 on white). */
  muted: '#6b5d50',
  /** Placeholders in white fields (4.8:1). */
  faded: '#7d7064',
  /** Errors and danger buttons: a barn red dark enough for text on white (7.8:1). */
  barnRed: '#a8071a',
} as const;

/**
 * Every colour here meets WCAG 2.2 AA as text on its ground (4.5:1); antd's defaults for secondary text (#8c8c8c),
 * placeholders (#bfbfbf), errors (#ff4d4f) and some tags' text do not.
 */
export const ranchTheme: ThemeConfig = {
  cssVar: { key: 'remuda' },
  token: {
    colorPrimary: RANCH_COLORS.leather,
    colorLink: RANCH_COLORS.leather,
    colorInfo: RANCH_COLORS.sky,
    colorSuccess: RANCH_COLORS.sage,
    colorError: RANCH_COLORS.barnRed,
    colorText: RANCH_COLORS.ink,
    colorTextTertiary: RANCH_COLORS.muted,
    colorTextDescription: RANCH_COLORS.muted,
    colorTextPlaceholder: RANCH_COLORS.faded,
    colorBgLayout: RANCH_COLORS.sand,
    borderRadius: 6,
    fontFamily:
      "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
  },
  components: {
    Layout: { headerBg: RANCH_COLORS.leatherDark, footerBg: RANCH_COLORS.leatherDark, bodyBg: RANCH_COLORS.sand },
    Menu: {
      itemSelectedBg: RANCH_COLORS.leatherLight,
      itemSelectedColor: RANCH_COLORS.leather,
      itemActiveBg: RANCH_COLORS.leatherLight,
    },
    // The text of tags in these colours, darker than antd's (under 4.5:1 on the tags' own light ground).
    Tag: { gold7: '#874d00', green7: '#237804', volcano7: '#ad2102' },
  },
};
