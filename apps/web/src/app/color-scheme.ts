// The colour scheme of a page without Mantine (the static Home): the choice Mantine stored, else
// the system's preference, as MantineProvider's defaultColorScheme="auto" decides. index.html's
// inline script sets it once before the first paint; this keeps it in step afterwards.

// Mantine's default colour-scheme manager keeps the choice under this key.
const STORAGE_KEY = 'mantine-color-scheme-value';

function storedScheme(): 'light' | 'dark' | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps <html data-mantine-color-scheme> in step with the system setting, as Mantine would. */
export function followColorScheme() {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    const scheme = storedScheme() ?? (media?.matches ? 'dark' : 'light');
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  };
  apply();
  media?.addEventListener?.('change', apply);
}
