import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useSearchParams } from 'react-router-dom';
import { careDigestTokenSchema } from '@remuda/contracts';
import { ErrorAlert } from '@remuda/shell-kit';
import { useUnsubscribeCareDigest } from '../api/unsubscribe';

/**
 * Where a digest mail's unsubscribe link leads: it asks before it stops the mail (a link opened by a mail
 * program's link checker changes nothing), then says it is done. Works without signing in: the link's token is
 * the credential.
 */
export function CareDigestUnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const stop = useUnsubscribeCareDigest();

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Daily care mail
        </Typography.Title>
        {stop.isSuccess ? (
          <p role="status">The daily care mail is stopped: no more will be sent to you. You can turn it on again on your profile.</p>
        ) : !careDigestTokenSchema.safeParse({ token }).success ? (
          <p role="alert">This unsubscribe link is not complete. Open the whole link from the mail, or turn the daily care mail off on your profile.</p>
        ) : (
          <>
            <p>You get a mail from Remuda Ranch every day with the herd&apos;s care that is overdue or due soon. Stop it here with one click.</p>
            <ErrorAlert message={stop.error?.message} />
            <Button type="primary" onClick={() => stop.mutate(token)} loading={stop.isPending}>
              Stop the daily care mail
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
