// Full-page loads: the trips to the identity provider and back, and the reload after the terms
// are accepted. Kept in one place so that tests can stand in for the browser's navigation.
type FullPageLoads = {
  loadFullPage(url: string): void;
  reloadPage(): void;
  replaceFullPage(url: string): void;
};

const browser: FullPageLoads = {
  loadFullPage: (url) => window.location.assign(url),
  reloadPage: () => window.location.reload(),
  replaceFullPage: (url) => window.location.replace(url),
};
let current = browser;

/**
 * For component tests: jsdom cannot leave its page, so a test records the loads instead; `undefined`
 * gives them back to the browser. (A seam rather than `vi.mock`: test files share loaded modules.)
 */
export function standInForFullPageLoads(standIn: FullPageLoads | undefined) {
  current = standIn ?? browser;
}

export function loadFullPage(url: string) {
  current.loadFullPage(url);
}

export function reloadPage() {
  current.reloadPage();
}

/** Leaves for another site in place of the current page, so Back does not come here again. */
export function replaceFullPage(url: string) {
  current.replaceFullPage(url);
}
