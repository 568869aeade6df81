import Card from 'antd/es/card';
import Switch from 'antd/es/switch';
import { CARE_DIGEST_ROUTES } from '@remuda/contracts/routes';
import { ErrorAlert, canAccess, useSession } from '@remuda/shell-kit';
import { useCareDigest, useSetCareDigest } from '../api/care-digest';

export const CARE_DIGEST_HELP =
  "Once a day, at the ranch's digest hour, a mail lists the care that is overdue, due today or due soon, with a link to each horse. Each mail has a link to stop it too.";

/**
 * The staff member's daily care digest by mail: a switch to turn it on or off, and where it goes. Nothing for an
 * account whose role may not have one.
 */
export function ProfileCareDigest() {
  const { account } = useSession();
  const allowed = canAccess(CARE_DIGEST_ROUTES.get.access, account?.role);
  const digest = useCareDigest(allowed);
  const change = useSetCareDigest();
  if (!allowed) return null;
  const enabled = digest.data?.enabled ?? false;

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Care digest</h2>} style={{ marginTop: 24 }}>
      <p style={{ marginTop: 0 }}>{CARE_DIGEST_HELP}</p>
      <ErrorAlert message={digest.error?.message ?? change.error?.message} onRetry={digest.isError ? () => void digest.refetch() : undefined} />
      {digest.isPending ? (
        <p className="muted" role="status">
          Loading your care digest…
        </p>
      ) : digest.isSuccess ? (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Switch aria-label="Daily care mail" checked={enabled} loading={change.isPending} onChange={(on) => change.mutate(on)} />
          <span>{enabled ? `On: sent to ${account?.email}.` : 'Off: no care mail is sent to you.'}</span>
        </div>
      ) : null}
    </Card>
  );
}
