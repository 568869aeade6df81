import { useLayoutEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { GalleryCategory, GalleryPicture } from '@remuda/contracts';
import { ErrorAlert, GALLERY_CATEGORY_LABELS, PageSpinner, srcSetOf, useDocumentTitle, useGallery, useSearchParams, variantSrc } from '@remuda/shell-kit';
import { TabList, tabIdOf } from '../../../components/tab-list';
import { GALLERY_CSS } from './gallery.css';
import { GalleryLightbox } from './gallery-lightbox';

type TabKey = 'all' | GalleryCategory;

/** The gallery's tabs, in order (SPEC.md section 2): every picture, then one tab a category. */
const GALLERY_TABS: ReadonlyArray<{ key: TabKey; label: string }> = [
  { key: 'all', label: 'All' },
  ...(Object.entries(GALLERY_CATEGORY_LABELS) as Array<[GalleryCategory, string]>).map(([key, label]) => ({ key, label })),
];

/** Three pictures a row on desktop (SPEC.md section 9), two on tablets, one on phones; see gallery.css.ts. */
const THUMB_SIZES = '(min-width: 1200px) 373px, (min-width: 900px) calc((100vw - 80px) / 3), (min-width: 600px) calc((100vw - 56px) / 2), calc(100vw - 32px)';
/** The thumbnail's plain src, for a browser that reads no srcset: wide enough for a phone's single column. */
const THUMB_WIDTH = 640;
const PANEL_ID = 'gallery-panel';
const tabId = (key: TabKey) => tabIdOf('gallery', key);

const tabOf = (value: string | null): TabKey => GALLERY_TABS.find((tab) => tab.key === value)?.key ?? 'all';

/** What a thumbnail shows, for whoever cannot see it: its title, and its description when it has one. */
const thumbnailAlt = (picture: GalleryPicture) => (picture.description ? `${picture.title}: ${picture.description}` : picture.title);

/**
 * The ranch in pictures, as staff arrange them: a tab a category (kept in the address as `?category=`), a grid of
 * the tab's pictures, and a lightbox that opens on the picture clicked. Plain HTML and CSS, so the page stays light.
 */
export function GalleryPage() {
  useDocumentTitle('Gallery');
  const query = useGallery();
  const pictures = query.data ?? [];
  const [params, setParams] = useSearchParams();
  const selected = tabOf(params.get('category'));
  const shown = selected === 'all' ? pictures : pictures.filter((picture) => picture.category === selected);
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | null>(null);

  // The largest picture of the first screen is asked for before the grid is laid out.
  const first = shown[0];
  if (first) {
    preload(variantSrc(first.url, first.variants, THUMB_WIDTH), {
      as: 'image',
      imageSrcSet: srcSetOf(first.variants),
      imageSizes: THUMB_SIZES,
      fetchPriority: 'high',
    });
  }

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
          {query.isPending ? (
            <PageSpinner label="Loading the gallery…" />
          ) : query.isError ? (
            <ErrorAlert message={query.error.message} onRetry={() => void query.refetch()} />
          ) : (
            <>
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
                {shown.length > 0 ? `Showing ${shown.length} of ${pictures.length} images` : ''}
              </p>
              <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className="gallery__panel">
                {shown.length > 0 ? (
                  <ul className="gallery__grid">
                    {shown.map((picture, index) => (
                      <li key={picture.id}>
                        <figure className="gallery__item">
                          <button
                            ref={(button) => {
                              if (button) thumbs.current.set(picture.id, button);
                              else thumbs.current.delete(picture.id);
                            }}
                            type="button"
                            className="gallery__thumb"
                            aria-haspopup="dialog"
                            onClick={() => setOpen(index)}
                          >
                            <img
                              src={variantSrc(picture.url, picture.variants, THUMB_WIDTH)}
                              srcSet={srcSetOf(picture.variants)}
                              sizes={THUMB_SIZES}
                              alt={thumbnailAlt(picture)}
                              width={picture.width}
                              height={picture.height}
                              // Only the first picture comes with the page: on a phone it is the only one on the first
                              // screen, and the others would share the line with it. The rest load as they near the view.
                              loading={index === 0 ? 'eager' : 'lazy'}
                              fetchPriority={index === 0 ? 'high' : undefined}
                              decoding="async"
                            />
                          </button>
                          <figcaption>{picture.title}</figcaption>
                        </figure>
                      </li>
                    ))}
                  </ul>
                ) : selected === 'all' ? (
                  <div className="gallery__empty">
                    <p>There are no pictures in the gallery yet.</p>
                  </div>
                ) : (
                  <div className="gallery__empty">
                    <p>No images found in this category.</p>
                    <button type="button" className="gallery__button gallery__button--primary" onClick={viewAll}>
                      View all images
                    </button>
                  </div>
                )}
              </div>
            </>
          )}
        </div>
      </article>
      {open !== null && shown[open] && <GalleryLightbox pictures={shown} index={open} onMove={setOpen} onClose={close} />}
    </>
  );
}
