import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

interface HorsePhotoDialogProps {
  /** Names the dialog and heads it. */
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A photo enlarged in a modal dialog over the page. Focus starts on Close and stays in the dialog; Escape, Close
 * or a click outside the photo closes it, and focus goes back to where it was (the thumbnail that opened it).
 */
export function HorsePhotoDialog({ title, onClose, children }: HorsePhotoDialogProps) {
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    // The page behind does not scroll while the dialog is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Close is the dialog's only stop: Tab and Shift+Tab stay on it.
      event.preventDefault();
      close.current?.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="horse-dialog" onClick={onBackdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="horse-dialog-title"
        // A click on the photo focuses the dialog itself, so Escape keeps working.
        tabIndex={-1}
        className="horse-dialog__box"
        onKeyDown={onKeyDown}
      >
        <div className="horse-dialog__head">
          <h2 id="horse-dialog-title">{title}</h2>
          <button ref={close} type="button" className="horse-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
