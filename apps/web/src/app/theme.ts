// The one Mantine theme: deep navy primary, one warm accent for calls to action, neutral greys.
import { Alert, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { APP_FONT_STACK } from '../lib/app-font.ts';

const navy: MantineColorsTuple = [
  '#eef3fb',
  '#d9e2f2',
  '#afc2e4',
  '#83a0d6',
  '#5e84ca',
  '#4772c3',
  '#3a68c1',
  '#2c57aa',
  '#234d99',
  '#14284b',
];
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8500',
  '#af7100',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 5 },
  colors: { navy, amber },
  fontFamily: APP_FONT_STACK,
  headings: {
    fontFamily: APP_FONT_STACK,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { accent: 'amber' },
  components: {
    Alert: Alert.extend({
      // Mantine's light alerts (the default variant) colour their title with the alert colour, which
      // on its own tinted background falls below WCAG AA contrast (axe: color-contrast); the title
      // takes the text colour. Home's subscribe island copies this into its Alert markup.
      styles: (_theme, props) =>
        (props.variant ?? 'light') === 'light' ? { title: { color: 'var(--mantine-color-text)' } } : {},
    }),
  },
});

/** Mantine's default dimmed grey is below WCAG AA contrast on white; ours passes in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
