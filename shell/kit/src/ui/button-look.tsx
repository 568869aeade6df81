import { RANCH_COLORS } from '../theme';

/** The looks of antd's Button that plain buttons and links here take on. */
export interface ButtonLook {
  type?: 'primary' | 'default' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  ghost?: boolean;
  block?: boolean;
  disabled?: boolean;
  /** A button drawn with an icon and no words. */
  iconOnly?: boolean;
}

/**
 * The class names of a plain <a> or <button> drawn as a button of the ranch theme without loading antd, so the
 * public pages need no component library: antd's own class names (so the pages' and screens' CSS that adjusts
 * antd's buttons applies alike) and `remuda-btn`, which BUTTON_CSS styles.
 */
export function buttonClassName({ type = 'default', size, danger, ghost, block, disabled, iconOnly }: ButtonLook, className?: string): string {
  const variant = type === 'primary' ? 'solid' : type === 'default' ? 'outlined' : type;
  return [
    'ant-btn',
    'remuda-btn',
    `ant-btn-${type}`,
    `ant-btn-color-${danger ? 'dangerous' : type === 'primary' || type === 'link' ? 'primary' : 'default'}`,
    `ant-btn-variant-${variant}`,
    danger && 'ant-btn-dangerous',
    size === 'large' && 'ant-btn-lg',
    size === 'small' && 'ant-btn-sm',
    ghost && (type === 'primary' || type === 'default') && 'ant-btn-background-ghost',
    block && 'ant-btn-block',
    iconOnly && 'ant-btn-icon-only',
    disabled && 'ant-btn-disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

const { leather, barnRed, ink } = RANCH_COLORS;

/** antd's Button under the ranch theme (its sizes, colours and states), for `remuda-btn`. */
const BUTTON_CSS = `
.remuda-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box; height: 32px; padding: 0 15px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: ${ink}; font: inherit; font-size: 16px; font-weight: 400; line-height: 1.5; white-space: nowrap; text-align: center; text-decoration: none; cursor: pointer; box-shadow: 0 2px 0 rgba(0,0,0,.02); transition: color .2s, background .2s, border-color .2s; }
.remuda-btn:hover { color: #87552b; border-color: #87552b; }
.remuda-btn:active { color: #542609; border-color: #542609; }
.remuda-btn.ant-btn-lg { height: 40px; font-size: 18px; border-radius: 8px; }
.remuda-btn.ant-btn-sm { height: 24px; padding: 0 7px; font-size: 14px; border-radius: 4px; }
.remuda-btn.ant-btn-icon-only { width: 32px; padding: 0; }
.remuda-btn.ant-btn-block { display: flex; width: 100%; }
.remuda-btn .ant-btn-icon { display: inline-flex; }
.remuda-btn.ant-btn-primary { background: ${leather}; border-color: transparent; color: #fff; box-shadow: 0 2px 0 rgba(39,24,5,.1); }
.remuda-btn.ant-btn-primary:hover { background: #87552b; color: #fff; }
.remuda-btn.ant-btn-primary:active { background: #542609; color: #fff; }
.remuda-btn.ant-btn-link, .remuda-btn.ant-btn-text { background: transparent; border-color: transparent; box-shadow: none; }
.remuda-btn.ant-btn-link { color: ${leather}; }
.remuda-btn.ant-btn-link:hover { color: #87552b; }
.remuda-btn.ant-btn-text:hover { color: inherit; background: rgba(0,0,0,.06); }
.remuda-btn.ant-btn-background-ghost { background: transparent; color: #fff; border-color: #fff; box-shadow: none; }
.remuda-btn.ant-btn-primary.ant-btn-background-ghost { color: ${leather}; border-color: ${leather}; }
.remuda-btn.ant-btn-dangerous { color: ${barnRed}; border-color: ${barnRed}; }
.remuda-btn.ant-btn-dangerous:hover { color: #820014; border-color: #820014; }
.remuda-btn.ant-btn-primary.ant-btn-dangerous { background: ${barnRed}; color: #fff; }
.remuda-btn.ant-btn-primary.ant-btn-dangerous:hover { background: #820014; color: #fff; }
.remuda-btn.ant-btn-disabled, .remuda-btn:disabled { color: rgba(0,0,0,.25); background: rgba(0,0,0,.04); border-color: #d9d9d9; box-shadow: none; cursor: not-allowed; }
`;

/** The buttons' CSS, once per page wherever it is drawn: React hoists the element into the head and keeps one copy. */
export function ButtonStyles() {
  return (
    <style href="remuda-buttons" precedence="remuda">
      {BUTTON_CSS}
    </style>
  );
}
