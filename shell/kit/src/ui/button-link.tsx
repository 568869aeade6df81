import Button, { type ButtonProps } from 'antd/es/button';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A link that looks like a button: a real <a href> (so it opens in a new tab, reads as a link), moving within
 * the page's router on a plain click.
 */
export function ButtonLink({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={follow} />;
}
