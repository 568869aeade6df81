import { useEffect } from 'react';

/** SPEC.md sections 4 and 9: a toast hides itself after six seconds. */
export const TOAST_HIDE_MS = 6000;

export interface Toast {
  /** A new id for every toast, so one that follows another of the same kind starts its own six seconds. */
  id: number;
  kind: 'success' | 'error';
  message: string;
  /** A further line: what the server said when it asked the visitor to wait. */
  detail?: string;
}

/**
 * Where the form's outcome is shown and announced: two live regions, always in the page so screen readers
 * hear what appears in them, polite for success and assertive for an error. The toast hides after
 * TOAST_HIDE_MS, or when closed.
 */
export function ContactToasts({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onClose, TOAST_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast, onClose]);

  const body = (kind: Toast['kind']) =>
    toast?.kind === kind && (
      <div className={`contact-toast contact-toast--${kind}`}>
        <p className="contact-toast__message">
          {toast.message}
          {toast.detail && <span className="contact-toast__detail">{toast.detail}</span>}
        </p>
        <button type="button" className="contact-toast__close" onClick={onClose} aria-label="Close message">
          ×
        </button>
      </div>
    );

  return (
    <div className="contact-toasts">
      <div role="status" aria-live="polite" aria-atomic="true">
        {body('success')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {body('error')}
      </div>
    </div>
  );
}
