import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

interface HorsePhotoDialogProps {
  /** Names the dialog and heads it. */
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A photo enlarged in a modal dialog over the page. Focus starts on Close and stays in the dialog; Escape, Close
 * or a click outside the photo closes it, and focus goes back to the thumbnail that opened it.
 */
export function HorsePhotoDialog({ title, onClose, children }: HorsePhotoDialogProps) {
  return (
    <ModalDialog title={title} idPrefix="horse-dialog" classPrefix="horse-dialog" onClose={onClose}>
      {children}
    </ModalDialog>
  );
}
