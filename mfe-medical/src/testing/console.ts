/**
 * Catches what the page writes to console.error (medical record failures are logged there, SPEC.md section 8),
 * so a test of a failure can check it and the run stays readable. Restore it at the end of the test.
 */
export function catchConsoleErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => {});
}
