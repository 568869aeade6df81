import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ButtonLook, ButtonStyles, buttonClassName } from './button-look';

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> &
  Omit<ButtonLook, 'iconOnly'> & {
    to: string;
    /** Drawn before the words. */
    icon?: ReactNode;
  };

/**
 * A link that looks like a button: a real <a href> (so it opens in a new tab, reads as a link), moving within
 * the page's router on a plain click. Plain HTML in the theme's button look, so the public pages that show one
 * load no component library for it.
 */
export function ButtonLink({ to, onClick, type, size, danger, ghost, block, disabled, icon, className, children, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  const look = { type, size, danger, ghost, block, disabled, iconOnly: !!icon && (children === undefined || children === null) };
  return (
    <>
      <ButtonStyles />
      <a
        {...props}
        className={buttonClassName(look, className)}
        href={disabled ? undefined : to}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : props.tabIndex}
        onClick={follow}
      >
        {icon && <span className="ant-btn-icon">{icon}</span>}
        {children !== undefined && children !== null && <span>{children}</span>}
      </a>
    </>
  );
}
