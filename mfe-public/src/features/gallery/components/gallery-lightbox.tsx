import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { type GalleryImage, IMAGE_SIZE, srcSetOf } from '../gallery-images';

/** The enlarged picture fills the dialog, at most 1000 pixels wide. */
const ENLARGED_SIZES = '(min-width: 1100px) 1000px, 94vw';

interface GalleryLightboxProps {
  /** The pictures the visitor is browsing (those of the selected tab), in order. */
  images: readonly GalleryImage[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * One picture enlarged, in a modal dialog over the page: its title names the dialog, its description is read
 * with it. Previous and Next step through the tab's pictures and are disabled at the ends; the arrow keys do
 * the same, Escape (or a click outside the picture) closes. Focus starts on Close and stays in the dialog.
 */
export function GalleryLightbox({ images, index, onMove, onClose }: GalleryLightboxProps) {
  const image = images[index]!;
  const first = index === 0;
  const last = index === images.length - 1;
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Focus moves in on opening. Later, when the button just pressed is disabled at an end (a browser drops focus
  // from a disabled button), it moves to the way back, so the keyboard never falls out of the dialog.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      close.current?.focus();
      return;
    }
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && !active.disabled && dialog.current?.contains(active)) return;
    const way = [previous.current, next.current].find((button) => button && !button.disabled) ?? close.current;
    way?.focus();
  }, [index]);

  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const go = (to: number) => {
    if (to >= 0 && to < images.length) onMove(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'Tab') {
      // Tab and Shift+Tab go round the dialog's buttons.
      const stops = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
      const at = stops.indexOf(document.activeElement as HTMLButtonElement);
      const to = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at === stops.length - 1 ? 0 : at + 1;
      event.preventDefault();
      stops[to]?.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="gallery-lightbox" onClick={onBackdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="gallery-lightbox-title"
        aria-describedby="gallery-lightbox-description"
        // A click on the picture or its text focuses the dialog itself, so the keys keep working.
        tabIndex={-1}
        className="gallery-lightbox__dialog"
        onKeyDown={onKeyDown}
      >
        <div className="gallery-lightbox__head">
          <h2 id="gallery-lightbox-title">{image.title}</h2>
          <p className="gallery-lightbox__position">
            {index + 1} of {images.length}
          </p>
          <button ref={close} type="button" className="gallery-lightbox__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <img
          key={image.id}
          className="gallery-lightbox__image"
          src={image.large}
          srcSet={srcSetOf(image)}
          sizes={ENLARGED_SIZES}
          alt={image.alt}
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
        />
        <p id="gallery-lightbox-description" className="gallery-lightbox__description">
          {image.description}
        </p>
        <div className="gallery-lightbox__nav">
          <button ref={previous} type="button" className="gallery__button" aria-label="Previous image" disabled={first} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹ </span>Previous
          </button>
          <button ref={next} type="button" className="gallery__button" aria-label="Next image" disabled={last} onClick={() => go(index + 1)}>
            Next<span aria-hidden="true"> ›</span>
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
