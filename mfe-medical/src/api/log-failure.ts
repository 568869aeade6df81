/** Medical record failures are also written to the console (SPEC.md section 8), beside the red alert. */
export function logFailure(what: string) {
  return (error: Error) => console.error(`${what}:`, error);
}
