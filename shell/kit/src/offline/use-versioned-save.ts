import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../router';
import { isConflict, versionOf } from './submit-write';

interface VersionedSaveOptions<T> {
  /** Sends the change (the form's fields and the version they were read at). */
  send: (mine: T) => Promise<unknown>;
  /** Where the user goes once a change is saved or kept on the device to send, and after keeping the other version. */
  leaveTo?: (record: Partial<T>) => string;
  /** Instead of leaving, for a change made within a page: what follows the same moments (the editor closes). */
  onDone?: () => void;
  /** The record's query: read again when the user keeps the other version. */
  queryKey: QueryKey;
  /** Forgets the failed save (its error under the form), once the user has kept the other version. */
  reset: () => void;
}

/** What a ConflictDialog needs besides its labels, while the user chooses. */
export interface ConflictChoice {
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onClose: () => void;
}

/**
 * An edit page's (or a page's editor's) save, with the version its form was read at. When the server refuses it because someone else
 * changed the record since, `conflict` holds both versions for a ConflictDialog: keeping mine sends the user's
 * fields again on the current version; keeping theirs reads the record again and leaves the page. The failure is
 * passed on as well, for the form to show.
 */
export function useVersionedSave<T extends { version?: number }>({ send, leaveTo, onDone, queryKey, reset }: VersionedSaveOptions<T>) {
  const [conflict, setConflict] = useState<{ mine: T; theirs: Record<string, unknown> } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => setConflict(null);
  const finish = async (record: Partial<T>) => {
    if (leaveTo) await navigate(leaveTo(record));
    onDone?.();
  };
  const save = async (mine: T) => {
    await send(mine).catch((err: unknown) => {
      if (isConflict(err)) setConflict({ mine, theirs: err.current });
      throw err;
    });
    await finish(mine);
  };
  const choice: ConflictChoice | null = conflict && {
    mine: conflict.mine as Record<string, unknown>,
    theirs: conflict.theirs,
    onKeepMine: () => {
      close();
      void save({ ...conflict.mine, version: versionOf(conflict.theirs) }).catch(() => {});
    },
    onKeepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey });
      close();
      reset();
      void finish({ ...conflict.mine, ...(conflict.theirs as Partial<T>) });
    },
    onClose: close,
  };
  return { save, conflict: choice };
}
