/** Loads the page afresh, as the browser's reload does (its own module, so component tests can see it asked). */
export function reloadPage(): void {
  window.location.reload();
}
