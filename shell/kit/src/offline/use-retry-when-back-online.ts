import { useEffect, useRef } from 'react';
import { useOnline } from './use-online';

/** After the connection returns, how often and how far apart what could not load is tried again. */
const BACK_ONLINE_TRIES = 10;
const BACK_ONLINE_WAIT_MS = 1_000;

/**
 * For what could not load while the device was offline (a screen's or a panel's code it never kept): once the
 * connection returns, `retry` is called by itself, a few times, as the connection may take a moment to carry
 * requests after the browser says it is back. `retry` rejects while it still cannot load. Answers whether the
 * device is online now.
 */
export function useRetryWhenBackOnline(retry: () => Promise<unknown>): boolean {
  const online = useOnline();
  const wentOffline = useRef(!online);
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!online) {
      wentOffline.current = true;
      return;
    }
    if (!wentOffline.current) return;
    wentOffline.current = false;
    let stopped = false;
    void (async () => {
      for (let tries = 0; tries < BACK_ONLINE_TRIES && !stopped; tries += 1) {
        if (await latest.current().then(() => true, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, BACK_ONLINE_WAIT_MS));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [online]);
  return online;
}
