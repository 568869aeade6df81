import { useState } from 'react';
import type { HorseDetail, Media } from '@remuda/contracts';
import { srcSetOf } from '../../../components/horse-photo';
import { TabList, tabIdOf } from '../../../components/tab-list';
import { HorsePhotoDialog } from './horse-photo-dialog';

/** Four thumbnails a row on desktop (SPEC.md section 9), three on tablets, two on phones. */
const THUMB_SIZES = '(min-width: 992px) 190px, (min-width: 600px) 30vw, 45vw';
const ENLARGED_SIZES = '(min-width: 1000px) 920px, 94vw';

type GalleryTab = 'images' | 'videos';
const panelId = (key: string) => `horse-gallery-tabs-panel-${key}`;

const smallest = (media: Media) =>
  [...media.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 320)?.url ?? media.url;

/** The Gallery tab: the horse's images (each opens enlarged in a dialog) and its videos, on two sub-tabs. */
export function HorseGallery({ horse }: { horse: HorseDetail }) {
  const images = horse.media.filter((m) => m.type === 'image');
  const videos = horse.media.filter((m) => m.type === 'video');
  const [selected, setSelected] = useState<GalleryTab>('images');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? undefined : images[openIndex];
  const imageAlt = (index: number) => `${horse.name}, photo ${index + 1} of ${images.length}`;

  return (
    <section aria-labelledby="horse-gallery-title">
      <h2 id="horse-gallery-title">Gallery</h2>
      <TabList
        tabs={[
          { key: 'images', label: `Images (${images.length})` },
          { key: 'videos', label: `Videos (${videos.length})` },
        ]}
        selected={selected}
        onSelect={setSelected}
        idPrefix="horse-gallery-tabs"
        panelId={panelId}
        label={`Photos and videos of ${horse.name}`}
        listClassName="horse-tabs horse-tabs--sub"
        tabClassName="horse-tabs__tab"
      />
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabIdOf('horse-gallery-tabs', selected)} tabIndex={0} className="horse-tabs__panel">
        {selected === 'images' ? (
          images.length === 0 ? (
            <p className="horse-empty">No photos of {horse.name} yet.</p>
          ) : (
            <ul className="horse-thumbs">
              {images.map((image, index) => (
                <li key={image.id}>
                  <button type="button" className="horse-thumb" aria-haspopup="dialog" onClick={() => setOpenIndex(index)}>
                    <img
                      src={smallest(image)}
                      srcSet={srcSetOf(image.variants)}
                      sizes={image.variants.length ? THUMB_SIZES : undefined}
                      alt={imageAlt(index)}
                      loading={index >= 4 ? 'lazy' : 'eager'}
                      decoding="async"
                      width={320}
                      height={240}
                    />
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : videos.length === 0 ? (
          <p className="horse-empty">No videos of {horse.name} yet.</p>
        ) : (
          <ul className="horse-videos">
            {videos.map((video, index) => (
              <li key={video.id}>
                <video
                  controls
                  preload="metadata"
                  aria-label={`${horse.name}, video ${index + 1} of ${videos.length}`}
                  width={video.width ?? undefined}
                  height={video.height ?? undefined}
                >
                  <source src={video.url} type={video.contentType} />
                  <a href={video.url}>Download video {index + 1} of {horse.name}</a>
                </video>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open && openIndex !== null && (
        <HorsePhotoDialog title={imageAlt(openIndex)} onClose={() => setOpenIndex(null)}>
          <img
            className="horse-enlarged"
            src={open.url}
            srcSet={srcSetOf(open.variants)}
            sizes={open.variants.length ? ENLARGED_SIZES : undefined}
            alt={imageAlt(openIndex)}
            width={open.width ?? undefined}
            height={open.height ?? undefined}
          />
        </HorsePhotoDialog>
      )}
    </section>
  );
}
