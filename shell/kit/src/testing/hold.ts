/** Holds back the answer to one call ("METHOD /path") until the test releases it. Call after renderApp. */
export function holdRequest(key: string): () => void {
  const answer = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (`${init?.method ?? 'GET'} ${String(input)}` === key) await gate;
    return answer(input, init);
  }) as typeof fetch;
  return release;
}
