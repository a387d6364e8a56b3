// Full-page loads: the trips to the identity provider and back, and the reload after the terms
// are accepted. Kept in one place so that tests can stand in for the browser's navigation.
export function loadFullPage(url: string) {
  window.location.assign(url);
}

export function reloadPage() {
  window.location.reload();
}

/** Leaves for another site in place of the current page, so Back does not come here again. */
export function replaceFullPage(url: string) {
  window.location.replace(url);
}
