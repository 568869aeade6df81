import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A form of the public site posted to the server as a page: before the page's script has taken over, or with
 * script off (ADR 016). The server answers with the page drawn in the form's state (what was typed, the messages,
 * the outcome), which it leaves in the page's query cache under this key for the browser to take the page over from.
 */
export const postedFormKey = (name: string) => ['posted-form', name] as const;

/** The state of the form `name` this page was drawn with, if any: read once, then dropped, so a later visit starts empty. */
export function usePostedForm<T>(name: string): T | undefined {
  const queryClient = useQueryClient();
  const [posted] = useState(() => queryClient.getQueryData<T>(postedFormKey(name)));
  useEffect(() => {
    if (posted) queryClient.removeQueries({ queryKey: postedFormKey(name), exact: true });
  }, [name, posted, queryClient]);
  return posted;
}
