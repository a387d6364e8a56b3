// The app's font stack: Inter (bundled by @fontsource-variable/inter, loaded in main.tsx), then the
// system's. The Mantine theme, the chart theme and the exported map images all write it from here,
// so that an exported image reads in the font of the page it was saved from.
export const APP_FONT_STACK = "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
