import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ModalDialogProps {
  /** Names the dialog and heads it. */
  title: string;
  /** Prefix of the dialog's ids (`<idPrefix>-title`) and of its class names (`<classPrefix>`, `__box`, `__head`, `__close`). */
  idPrefix: string;
  classPrefix: string;
  /** The id of the text read with the title, if there is one. */
  describedBy?: string;
  /** Shown in the head, between the title and Close. */
  head?: ReactNode;
  /** Keys of the dialog's own (arrows in a lightbox): true when the key was used. */
  onKey?: (event: KeyboardEvent<HTMLDivElement>) => boolean;
  /** The box, for a dialog that moves focus itself as its content changes. */
  boxRef?: RefObject<HTMLDivElement | null>;
  closeRef?: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the page, as the ARIA dialog pattern has it. Focus starts on Close and Tab goes round the
 * dialog's enabled buttons; Escape, Close or a click outside the box closes it, and focus goes back to where it
 * was (what opened it). The page behind does not scroll while it is open.
 */
export function ModalDialog({ title, idPrefix, classPrefix, describedBy, head, onKey, boxRef, closeRef, onClose, children }: ModalDialogProps) {
  const ownBox = useRef<HTMLDivElement>(null);
  const ownClose = useRef<HTMLButtonElement>(null);
  const box = boxRef ?? ownBox;
  const close = closeRef ?? ownClose;

  // Layout effects: focus moves in before the browser paints, and back before any layout effect of the page that
  // closed the dialog, which may move it on (the gallery, to the thumbnail of the picture last shown).
  useLayoutEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
    // Once, on opening: the refs are stable.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const stops = [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
      const at = stops.indexOf(document.activeElement as HTMLButtonElement);
      const to = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at === stops.length - 1 ? 0 : at + 1;
      event.preventDefault();
      stops[to]?.focus();
    } else if (onKey?.(event)) {
      event.preventDefault();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={classPrefix} onClick={onBackdrop}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${idPrefix}-title`}
        aria-describedby={describedBy}
        // A click on the content focuses the dialog itself, so the keys keep working.
        tabIndex={-1}
        className={`${classPrefix}__box`}
        onKeyDown={onKeyDown}
      >
        <div className={`${classPrefix}__head`}>
          <h2 id={`${idPrefix}-title`}>{title}</h2>
          {head}
          <button ref={close} type="button" className={`${classPrefix}__close`} aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
