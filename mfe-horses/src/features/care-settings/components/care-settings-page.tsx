import App from 'antd/es/app';
import {
  ErrorAlert,
  Link,
  PageSpinner,
  isRefreshingKeptAnswer,
  paths,
  useCareSettings,
  useDocumentTitle,
  useOnline,
} from '@remuda/shell-kit';
import { StaffStyles } from '../../../components/staff-styles';
import { CARE_SETTINGS_CSS } from './care-settings.css';
import { CareKindsSection } from './care-kinds-section';
import { DigestRecipientsSection } from './digest-recipients-section';
import { HorseIntervalsSection } from './horse-intervals-section';
import { RanchSettingsForm } from './ranch-settings-form';

/**
 * The care plan's settings (administrators): the ranch's time zone, lead days and digest hour, the kinds of care
 * and their intervals, and the horses on an interval of their own, by which every due date is worked out; and who
 * gets the daily digest by mail.
 */
export function CareSettingsPage() {
  // The confirm dialog and the toasts come from App.useApp(), which needs an antd App around the screen.
  return (
    <App component={false}>
      <CareSettingsScreen />
    </App>
  );
}

function CareSettingsScreen() {
  useDocumentTitle('Care Settings');
  const settings = useCareSettings();
  const online = useOnline();
  // Online, the page starts from the settings as they are now, not from a copy kept on the device.
  const waiting = settings.isPending || (online && isRefreshingKeptAnswer(settings));
  return (
    <div className="staff-page">
      <StaffStyles />
      <style href="remuda-horses-care-settings" precedence="remuda">
        {CARE_SETTINGS_CSS}
      </style>
      <header className="page-header">
        <h1>Care Settings</h1>
        <Link to={paths.adminCare}>Today's care</Link>
      </header>
      <p className="muted">How the ranch's care plan works out every horse's due dates, for Today's care, the calendar and the daily digest.</p>
      {waiting ? (
        <PageSpinner label="Loading the care settings…" />
      ) : !settings.data ? (
        <ErrorAlert message={settings.error?.message} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="care-settings">
          {!online && (
            <p role="status" className="care-settings__offline">
              You are offline: these are the settings this device kept. Changing them needs a connection.
            </p>
          )}
          <RanchSettingsForm settings={settings.data} disabled={!online} />
          <CareKindsSection settings={settings.data} disabled={!online} />
          <HorseIntervalsSection settings={settings.data} disabled={!online} />
          <DigestRecipientsSection digestHour={settings.data.digestHour} disabled={!online} />
        </div>
      )}
    </div>
  );
}
