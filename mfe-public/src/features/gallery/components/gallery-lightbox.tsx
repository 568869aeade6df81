import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { GalleryPicture } from '@remuda/contracts';
import { srcSetOf } from '@remuda/shell-kit';
import { ModalDialog } from '../../../components/modal-dialog';

/** The enlarged picture fills the dialog, at most 1000 pixels wide. */
const ENLARGED_SIZES = '(min-width: 1100px) 1000px, 94vw';

interface GalleryLightboxProps {
  /** The pictures the visitor is browsing (those of the selected tab), in order. */
  pictures: readonly GalleryPicture[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * One picture enlarged, in a modal dialog over the page: its title names the dialog (and the picture), its
 * description is read with it. Previous and Next step through the tab's pictures and are disabled at the ends; the arrow keys do
 * the same, Escape (or a click outside the picture) closes. Focus starts on Close and stays in the dialog.
 */
export function GalleryLightbox({ pictures, index, onMove, onClose }: GalleryLightboxProps) {
  const picture = pictures[index]!;
  const first = index === 0;
  const last = index === pictures.length - 1;
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The dialog puts focus on Close as it opens. Later, when the button just pressed is disabled at an end (a
  // browser drops focus from a disabled button), focus moves to the way back, so the keyboard never falls out.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && !active.disabled && dialog.current?.contains(active)) return;
    const way = [previous.current, next.current].find((button) => button && !button.disabled) ?? close.current;
    way?.focus();
  }, [index]);

  const go = (to: number) => {
    if (to >= 0 && to < pictures.length) onMove(to);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return false;
    return true;
  };

  return (
    <ModalDialog
      title={picture.title}
      idPrefix="gallery-lightbox"
      classPrefix="gallery-lightbox"
      describedBy={picture.description ? 'gallery-lightbox-description' : undefined}
      head={
        <p className="gallery-lightbox__position">
          {index + 1} of {pictures.length}
        </p>
      }
      onKey={onKey}
      boxRef={dialog}
      closeRef={close}
      onClose={onClose}
    >
      <img
        key={picture.id}
        className="gallery-lightbox__image"
        src={picture.url}
        srcSet={srcSetOf(picture.variants)}
        sizes={ENLARGED_SIZES}
        alt={picture.title}
        width={picture.width}
        height={picture.height}
      />
      {picture.description && (
        <p id="gallery-lightbox-description" className="gallery-lightbox__description">
          {picture.description}
        </p>
      )}
      <div className="gallery-lightbox__nav">
        <button ref={previous} type="button" className="gallery__button" aria-label="Previous image" disabled={first} onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹ </span>Previous
        </button>
        <button ref={next} type="button" className="gallery__button" aria-label="Next image" disabled={last} onClick={() => go(index + 1)}>
          Next<span aria-hidden="true"> ›</span>
        </button>
      </div>
    </ModalDialog>
  );
}
