import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import { useState } from 'react';
import { USER_ROUTES } from '@remuda/contracts/routes';
import { ErrorAlert, canAccess, useSession } from '@remuda/shell-kit';
import { useCalendarFeed, useNewCalendarAddress } from '../api/calendar-feed';

export const CALENDAR_HELP =
  "Add this address to Google Calendar, Apple Calendar or Outlook to see when each horse's care falls due. Keep it private: anyone with it can read the herd's care dates.";

/**
 * The staff member's private calendar address of the herd's care due dates: to copy into a calendar, or to replace
 * (the old one then stops working). Nothing for an account whose role may not have one.
 */
export function ProfileCalendar() {
  const { account } = useSession();
  const allowed = canAccess(USER_ROUTES.calendarFeed.access, account?.role);
  const feed = useCalendarFeed(allowed);
  const renew = useNewCalendarAddress();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const { modal } = App.useApp();
  if (!allowed) return null;
  const url = feed.data?.url ?? null;

  const copy = () => {
    if (!url) return;
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  const confirmNew = () =>
    modal.confirm({
      title: 'Make a new address',
      content: 'The address you have now will stop working at once, in every calendar that uses it. You will need to add the new one again.',
      okText: 'Make a new address',
      okButtonProps: { danger: true },
      onOk: () => renew.mutateAsync().then(() => setCopied('no'), () => undefined),
    });

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Calendar</h2>} style={{ marginTop: 24 }}>
      <p style={{ marginTop: 0 }}>{CALENDAR_HELP}</p>
      <ErrorAlert message={feed.error?.message ?? renew.error?.message} onRetry={feed.isError ? () => void feed.refetch() : undefined} />
      {feed.isPending ? (
        <p className="muted" role="status">
          Loading your calendar address…
        </p>
      ) : url ? (
        <>
          <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
            <Input readOnly value={url} aria-label="Calendar address" style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.target.select()} />
            <Button onClick={copy}>{copied === 'yes' ? 'Copied' : 'Copy'}</Button>
          </div>
          {copied === 'failed' && (
            <p role="alert" className="muted">
              The address could not be copied. Select it and copy it yourself.
            </p>
          )}
          <Button danger onClick={confirmNew} loading={renew.isPending}>
            Make a new address
          </Button>
        </>
      ) : feed.isSuccess ? (
        <>
          <p className="muted">You have no calendar address yet.</p>
          <Button type="primary" onClick={() => renew.mutate()} loading={renew.isPending}>
            Make an address
          </Button>
        </>
      ) : null}
    </Card>
  );
}
