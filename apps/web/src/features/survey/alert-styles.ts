// Mantine's light alerts colour their title with the alert colour, which on its own tinted
// background falls below WCAG AA contrast (axe: color-contrast); the title takes the text colour.
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;
