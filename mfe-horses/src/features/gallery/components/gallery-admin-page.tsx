import App from 'antd/es/app';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState } from 'react';
import type { GalleryPicture } from '@remuda/contracts';
import { ErrorAlert, GALLERY_CATEGORY_LABELS, Link, PageSpinner, paths, useDocumentTitle, useGallery, variantSrc } from '@remuda/shell-kit';
import { confirmRemoval } from '../../../components/confirm-removal';
import { StaffStyles } from '../../../components/staff-styles';
import { useMovePicture, useRemovePicture } from '../api/gallery-writes';
import { AddPictureForm } from './add-picture-form';
import { EditPictureForm } from './edit-picture-form';
import { GALLERY_ADMIN_CSS } from './gallery-admin.css';

/** The thumbnail's width: cards are at most about 380 px wide. */
const THUMB_WIDTH = 320;

type Direction = 'up' | 'down';

/** The public gallery as staff keep it: add a picture, change its words, move it, remove it. */
export function GalleryAdminPage() {
  // The confirm dialog and the toasts come from App.useApp(), which needs an antd App around the screen.
  return (
    <App component={false}>
      <GalleryAdminScreen />
    </App>
  );
}

function GalleryAdminScreen() {
  useDocumentTitle('Gallery');
  const gallery = useGallery();
  return (
    <div className="staff-page">
      <StaffStyles />
      <style href="remuda-horses-gallery" precedence="remuda">
        {GALLERY_ADMIN_CSS}
      </style>
      <header className="page-header">
        <h1>Gallery</h1>
        <Link to={paths.gallery}>View the public gallery</Link>
      </header>
      <p className="muted">The pictures visitors see on the public gallery, in the order they see them.</p>
      <AddPictureForm />
      {gallery.isPending ? (
        <PageSpinner label="Loading the gallery…" />
      ) : gallery.isError ? (
        <ErrorAlert message={gallery.error.message} onRetry={() => void gallery.refetch()} />
      ) : (
        <PictureList pictures={gallery.data} />
      )}
    </div>
  );
}

/** The pictures in order, each with its words and its actions; a moved picture keeps the focus on its button. */
function PictureList({ pictures }: { pictures: readonly GalleryPicture[] }) {
  const app = App.useApp();
  const move = useMovePicture();
  const remove = useRemovePicture();
  const [editing, setEditing] = useState<string | null>(null);
  const moved = useRef<{ id: string; direction: Direction } | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  // After a move the list is redrawn in its new order: the focus goes back to the moved picture's button (or, at an
  // end, its other one), as the browser drops it from an element moved in the page.
  useEffect(() => {
    const last = moved.current;
    if (!last || move.isPending) return;
    moved.current = null;
    const card = cards.current.get(last.id);
    const buttons = [last.direction, last.direction === 'up' ? 'down' : 'up'].map((d) => card?.querySelector<HTMLButtonElement>(`[data-move="${d}"]`));
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [pictures, move.isPending]);

  const moveBy = (picture: GalleryPicture, index: number, direction: Direction) => {
    moved.current = { id: picture.id, direction };
    move.mutate({ id: picture.id, position: direction === 'up' ? index - 1 : index + 1 });
  };

  const confirmRemove = (picture: GalleryPicture) =>
    confirmRemoval(app, {
      name: picture.title,
      content: 'The picture will be removed from the public gallery. This cannot be undone.',
      remove: () => remove.mutateAsync({ id: picture.id }),
      done: `${picture.title} was removed from the gallery.`,
    });

  return (
    <section className="gallery-admin__pictures" aria-labelledby="pictures-title">
      <h2 id="pictures-title">Pictures ({pictures.length})</h2>
      <ErrorAlert message={move.error?.message ?? remove.error?.message} />
      {pictures.length === 0 ? (
        <p className="muted">There are no pictures in the gallery yet. Add the first one above.</p>
      ) : (
        <ol className="gallery-admin__grid">
          {pictures.map((picture, index) => {
            const titleId = `gallery-picture-${picture.id}`;
            return (
              <li
                key={picture.id}
                ref={(card) => {
                  if (card) cards.current.set(picture.id, card);
                  else cards.current.delete(picture.id);
                }}
                className="gallery-admin__card"
                aria-labelledby={titleId}
              >
                <img
                  src={variantSrc(picture.url, picture.variants, THUMB_WIDTH)}
                  alt={picture.title}
                  width={picture.width}
                  height={picture.height}
                  loading={index < 6 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div className="gallery-admin__words">
                  <h3 id={titleId}>{picture.title}</h3>
                  <Tag className="gallery-admin__category">{GALLERY_CATEGORY_LABELS[picture.category]}</Tag>
                  {picture.description && <p>{picture.description}</p>}
                </div>
                {editing === picture.id ? (
                  <EditPictureForm picture={picture} onDone={() => setEditing(null)} />
                ) : (
                  <div className="gallery-admin__actions">
                    <Button size="small" aria-label={`Edit: ${picture.title}`} onClick={() => setEditing(picture.id)}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      data-move="up"
                      aria-label={`Move up: ${picture.title}`}
                      disabled={index === 0 || move.isPending}
                      onClick={() => moveBy(picture, index, 'up')}
                    >
                      Move up
                    </Button>
                    <Button
                      size="small"
                      data-move="down"
                      aria-label={`Move down: ${picture.title}`}
                      disabled={index === pictures.length - 1 || move.isPending}
                      onClick={() => moveBy(picture, index, 'down')}
                    >
                      Move down
                    </Button>
                    <Button size="small" danger className="strong-danger" aria-label={`Remove: ${picture.title}`} onClick={() => confirmRemove(picture)}>
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
