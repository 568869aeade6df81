import App from 'antd/es/app';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import type { HorseDetail, Media } from '@remuda/contracts';
import { ErrorAlert, formatDate } from '@remuda/shell-kit';
import { useDeleteHorseMedia } from '../api/delete-horse-media';
import { useSetProfileImage } from '../api/set-profile-image';

/** The preview width: grid cells are at most about 300 px wide, so the 320 px variant suffices. */
export const PREVIEW_WIDTH = 320;

/** The image the horse shows as its profile picture: its original or one of its variants. */
export function isProfileImage(horse: Pick<HorseDetail, 'profileImage'>, media: Media): boolean {
  if (!horse.profileImage || media.type !== 'image') return false;
  return media.url === horse.profileImage || media.variants.some((v) => v.url === horse.profileImage);
}

const previewSrc = (media: Media) => media.variants.find((v) => v.width === PREVIEW_WIDTH)?.url ?? media.url;

/**
 * The horse's pictures (four to a row on a desktop) and clips, each with its date; pictures can become the
 * profile picture, and anything can be deleted after a confirmation.
 */
export function MediaGallery({ horse }: { horse: HorseDetail }) {
  const { modal, message } = App.useApp();
  const setProfile = useSetProfileImage();
  const remove = useDeleteHorseMedia();
  const images = horse.media.filter((m) => m.type === 'image');
  const videos = horse.media.filter((m) => m.type === 'video');

  const confirmDelete = (media: Media, label: string) => {
    const what = media.type === 'video' ? 'video' : 'image';
    modal.confirm({
      title: `Delete ${label}?`,
      content: isProfileImage(horse, media)
        ? `This is ${horse.name}'s profile image; the horse shows a placeholder until you choose another. This cannot be undone.`
        : `The ${what} will be removed from ${horse.name}'s gallery. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true, className: 'strong-danger' },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove
          .mutateAsync({ horseId: horse.id, mediaId: media.id })
          .then(() => void message.success(`${label[0]!.toUpperCase()}${label.slice(1)} deleted.`))
          .catch(() => undefined),
    });
  };

  const card = (media: Media, index: number) => {
    const label = `${media.type === 'video' ? 'video' : 'image'} ${index + 1}`;
    const captionId = `media-${media.id}-caption`;
    const profile = isProfileImage(horse, media);
    return (
      <li key={media.id}>
        <figure className={profile ? 'media-card media-card--profile' : 'media-card'} aria-labelledby={captionId}>
          {media.type === 'image' ? (
            <img
              src={previewSrc(media)}
              alt={`${horse.name}, ${label}`}
              loading={index < 8 ? 'eager' : 'lazy'}
              decoding="async"
              width={PREVIEW_WIDTH}
              height={media.width && media.height ? Math.round((PREVIEW_WIDTH * media.height) / media.width) : 240}
            />
          ) : (
            <video controls preload="metadata" src={media.url} aria-label={`${horse.name}, ${label}`} />
          )}
          <figcaption id={captionId}>
            {/* Name, date and tag wrap onto lines of their own in a narrow card, so no separator sits between
                them to start a line; the spaces keep the figure's spoken name in words. */}
            <span className="media-card__name">{`${label[0]!.toUpperCase()}${label.slice(1)}`}</span>{' '}
            <time className="muted" dateTime={media.createdAt}>
              {formatDate(media.createdAt)}
            </time>
            {profile && (
              <>
                {' '}
                <Tag className="media-card__profile-tag">Profile Image</Tag>
              </>
            )}
          </figcaption>
          <div className="media-card__actions">
            {media.type === 'image' && !profile && (
              <Button
                size="small"
                aria-describedby={captionId}
                loading={setProfile.isPending && setProfile.variables?.mediaId === media.id}
                disabled={setProfile.isPending}
                onClick={() => setProfile.mutate({ horseId: horse.id, mediaId: media.id })}
              >
                Set as Profile Image
              </Button>
            )}
            <Button size="small" danger className="strong-danger" aria-describedby={captionId} onClick={() => confirmDelete(media, label)}>
              Delete
            </Button>
          </div>
        </figure>
      </li>
    );
  };

  return (
    <>
      <ErrorAlert message={setProfile.error?.message ?? remove.error?.message} />
      <section className="media-section" aria-labelledby="images-title">
        <h2 id="images-title">Images ({images.length})</h2>
        {images.length === 0 ? (
          <p className="muted">No images yet. Upload some above, then choose the profile image.</p>
        ) : (
          <ul className="media-grid">{images.map(card)}</ul>
        )}
      </section>
      <section className="media-section" aria-labelledby="videos-title">
        <h2 id="videos-title">Videos ({videos.length})</h2>
        {videos.length === 0 ? <p className="muted">No videos yet.</p> : <ul className="media-grid">{videos.map(card)}</ul>}
      </section>
    </>
  );
}
