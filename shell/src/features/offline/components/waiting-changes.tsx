import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useState } from 'react';
import { ConflictDialog, type WaitingWrite, keepMyVersion, removeWaitingWrite, useWaitingWrites } from '@remuda/shell-kit';

const QUEUED_AT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "1 change waiting to sync", "3 changes waiting to sync". */
export const waitingLabel = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;

/**
 * The signed-in account's changes not yet sent: a button saying how many, opening the list, where each can be
 * looked at and removed, and a change the server refused as a conflict shows both versions to choose from.
 */
export function WaitingChanges() {
  const writes = useWaitingWrites();
  const [open, setOpen] = useState(false);
  const [comparing, setComparing] = useState<WaitingWrite | null>(null);
  // The list stays open after its last change is sent or removed, saying so; the button goes.
  if (!writes.length && !open) return null;
  return (
    <>
      {writes.length > 0 && (
        <Button className="waiting-changes" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {waitingLabel(writes.length)}
        </Button>
      )}
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" title="Changes waiting to sync">
        {writes.length ? (
          <>
            <p>
              These changes are kept on this device and are sent by themselves, oldest first, when the connection returns.
            </p>
            <ol className="waiting-changes__list" style={{ paddingInlineStart: 20 }}>
              {writes.map((write) => (
                <li key={write.id} style={{ marginBottom: 12 }}>
                  <strong>{write.summary}</strong>
                  <div>Made {QUEUED_AT.format(new Date(write.queuedAt))}</div>
                  <div>{stateOf(write)}</div>
                  {write.conflict && (
                    <Button size="small" type="primary" onClick={() => setComparing(write)} style={{ marginInlineEnd: 8 }}>
                      Compare versions
                    </Button>
                  )}
                  <Button size="small" danger aria-label={`Remove ${write.summary}`} onClick={() => void removeWaitingWrite(write)}>
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p>Every change has been sent.</p>
        )}
      </Drawer>
      {comparing?.conflict && (
        <ConflictDialog
          open
          what="record"
          fields={comparing.fields ?? {}}
          mine={comparing.body as Record<string, unknown>}
          theirs={comparing.conflict.current}
          onKeepMine={() => void keepMyVersion(comparing).then(() => setComparing(null))}
          onKeepTheirs={() => void removeWaitingWrite(comparing).then(() => setComparing(null))}
          onClose={() => setComparing(null)}
        />
      )}
    </>
  );
}

function stateOf(write: WaitingWrite): string {
  if (write.conflict) return 'Not sent: someone else changed this record. Compare the versions and choose.';
  if (write.refused) return `Not sent: ${write.refused}`;
  return 'Waiting to sync';
}
