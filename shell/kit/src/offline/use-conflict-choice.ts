import { useState } from 'react';
import { isConflict } from './submit-write';

export interface Conflict<T> {
  mine: T;
  theirs: Record<string, unknown>;
}

/**
 * An edit page's conflict, while the user chooses: `catchConflict(mine)` keeps both versions when the server
 * refuses a save because the record changed since it was read, and passes the failure on (the form shows it too).
 */
export function useConflictChoice<T>() {
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);
  return {
    conflict,
    catchConflict:
      (mine: T) =>
      (err: unknown): never => {
        if (isConflict(err)) setConflict({ mine, theirs: err.current });
        throw err;
      },
    close: () => setConflict(null),
  };
}
