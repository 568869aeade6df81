import App from 'antd/es/app';
import { Link, paths, useParams } from '@remuda/shell-kit';
import { HorseScreen } from '../../../components/horse-screen';
import { BackIcon } from '../../../components/icons';
import { HORSE_MEDIA_CSS } from './horse-media.css';
import { MediaGallery } from './media-gallery';
import { MediaUploader } from './media-uploader';

/** A horse's pictures and clips: upload, preview, choose the profile picture, delete. */
export function HorseMediaPage() {
  // The confirm dialog and the toasts come from App.useApp(), which needs an antd App around the screen.
  return (
    <App component={false}>
      <HorseMediaScreen />
    </App>
  );
}

function HorseMediaScreen() {
  const { id = '' } = useParams();
  return (
    <HorseScreen
      horseId={id}
      style={{ key: 'remuda-horses-media', css: HORSE_MEDIA_CSS }}
      title={(horse) => (horse ? `Manage Images for ${horse.name}` : 'Manage Images')}
    >
      {(horse) => (
        <>
          <Link to={paths.adminHorse(horse.id)} className="back-link">
            <BackIcon /> Back to {horse.name}
          </Link>
          <header className="page-header">
            <h1>Manage Images for {horse.name}</h1>
          </header>
          <MediaUploader horseId={horse.id} />
          <MediaGallery horse={horse} />
        </>
      )}
    </HorseScreen>
  );
}
