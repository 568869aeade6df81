import { useLayoutEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useDocumentTitle, useSearchParams } from '@remuda/shell-kit';
import { TabList, tabIdOf } from '../../../components/tab-list';
import { GALLERY_IMAGES, GALLERY_TABS, type GalleryCategory, type GalleryImage, IMAGE_SIZE, srcSetOf } from '../gallery-images';
import { GALLERY_CSS } from './gallery.css';
import { GalleryLightbox } from './gallery-lightbox';

type TabKey = 'all' | GalleryCategory;

/** Three pictures a row on desktop (SPEC.md section 9), two on tablets, one on phones; see gallery.css.ts. */
const THUMB_SIZES = '(min-width: 1200px) 373px, (min-width: 900px) calc((100vw - 80px) / 3), (min-width: 600px) calc((100vw - 56px) / 2), calc(100vw - 32px)';
const PANEL_ID = 'gallery-panel';
const tabId = (key: TabKey) => tabIdOf('gallery', key);

const tabOf = (value: string | null): TabKey => GALLERY_TABS.find((tab) => tab.key === value)?.key ?? 'all';

/**
 * The ranch in pictures: a tab a category (kept in the address as `?category=`), a grid of the tab's pictures,
 * and a lightbox that opens on the picture clicked. Plain HTML and CSS, so the page stays light.
 */
export function GalleryPage({ images = GALLERY_IMAGES }: { images?: readonly GalleryImage[] }) {
  useDocumentTitle('Gallery');
  const [params, setParams] = useSearchParams();
  const selected = tabOf(params.get('category'));
  const shown = selected === 'all' ? images : images.filter((image) => image.category === selected);
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | null>(null);

  // The largest picture of the first screen is asked for before the grid is laid out.
  if (shown[0]) preload(shown[0].src, { as: 'image', imageSrcSet: srcSetOf(shown[0]), imageSizes: THUMB_SIZES, fetchPriority: 'high' });

  // Closing the lightbox gives focus back to the thumbnail of the picture it last showed, once the page behind
  // is no longer inert.
  useLayoutEffect(() => {
    if (open !== null || !returnTo.current) return;
    thumbs.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [open]);

  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'all') next.delete('category');
        else next.set('category', key);
        return next;
      },
      { replace: true },
    );

  const viewAll = () => {
    select('all');
    document.getElementById(tabId('all'))?.focus();
  };

  const close = () => {
    returnTo.current = open === null ? null : (shown[open]?.id ?? null);
    setOpen(null);
  };

  return (
    <>
      <article className="gallery" aria-labelledby="gallery-title" inert={open !== null}>
        <style href="remuda-gallery" precedence="remuda">
          {GALLERY_CSS}
        </style>
        <header className="gallery__hero">
          <h1 id="gallery-title">Gallery</h1>
          <p>Life on Remuda Ranch: the land, the horses, the cattle and the days the whole outfit turns out for.</p>
        </header>

        <div className="gallery__body">
          <TabList
            tabs={GALLERY_TABS}
            selected={selected}
            onSelect={select}
            idPrefix="gallery"
            panelId={PANEL_ID}
            label="Image categories"
            listClassName="gallery__tabs"
            tabClassName="gallery__tab"
          />
          <p className="gallery__count" role="status">
            {shown.length > 0 ? `Showing ${shown.length} of ${images.length} images` : ''}
          </p>
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className="gallery__panel">
            {shown.length === 0 ? (
              <div className="gallery__empty">
                <p>No images found in this category.</p>
                <button type="button" className="gallery__button gallery__button--primary" onClick={viewAll}>
                  View all images
                </button>
              </div>
            ) : (
              <ul className="gallery__grid">
                {shown.map((image, index) => (
                  <li key={image.id}>
                    <figure className="gallery__item">
                      <button
                        ref={(button) => {
                          if (button) thumbs.current.set(image.id, button);
                          else thumbs.current.delete(image.id);
                        }}
                        type="button"
                        className="gallery__thumb"
                        aria-haspopup="dialog"
                        onClick={() => setOpen(index)}
                      >
                        <img
                          src={image.src}
                          srcSet={srcSetOf(image)}
                          sizes={THUMB_SIZES}
                          alt={image.alt}
                          width={IMAGE_SIZE.width}
                          height={IMAGE_SIZE.height}
                          // Only the first picture comes with the page: on a phone it is the only one on the first
                          // screen, and the others would share the line with it. The rest load as they near the view.
                          loading={index === 0 ? 'eager' : 'lazy'}
                          fetchPriority={index === 0 ? 'high' : undefined}
                          decoding="async"
                        />
                      </button>
                      <figcaption>{image.title}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </article>
      {open !== null && shown[open] && <GalleryLightbox images={shown} index={open} onMove={setOpen} onClose={close} />}
    </>
  );
}
