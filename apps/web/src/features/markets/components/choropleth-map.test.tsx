// Map U.S. Markets' own map draws the borders between areas by the one rule of every map (decision
// 095): the page's colour, white on the light page and dark-7 on the dark one — the state outlines
// over the counties as well, no longer grey. Its shades follow the scheme too: more is darker on the light
// page and brighter on the dark one, where an area without figures is a dark grey, not a light patch.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { ChoroplethMap } from './choropleth-map.tsx';

const shapes = [
  { id: '39035', name: 'Cuyahoga County, OH', path: 'M0,0L10,0L10,10Z' },
  { id: '39049', name: 'Franklin County, OH', path: 'M10,0L20,0L20,10Z' },
];

function paint(scheme: 'light' | 'dark') {
  const view = render(
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      <ChoroplethMap
        shapes={shapes}
        borders="M0,0L20,0"
        figures={[{ key: '39035', label: 'Cuyahoga County, OH', value: 5 }]}
        regionName="county"
        ariaLabel="Map of machine-tool consumption by county"
        format={String}
        selected={null}
        onOpen={() => {}}
      />
    </MantineProvider>,
  );
  const map = screen.getByRole('group', { name: /^Map of machine-tool consumption by county/ });
  const found = {
    areas: [...map.querySelectorAll('path[data-region]')].map((p) => p.getAttribute('stroke')),
    outlines: map.querySelector('path:not([data-region])')?.getAttribute('stroke'),
    // Cuyahoga has the largest figure, Franklin none.
    fills: [...map.querySelectorAll('path[data-region]')].map((p) => p.getAttribute('fill')),
  };
  view.unmount();
  return found;
}

describe('the markets map in each colour scheme', () => {
  it('draws area borders and state outlines white on the light page, the most in the darkest blue', () => {
    expect(paint('light')).toEqual({
      areas: ['#ffffff', '#ffffff'],
      outlines: '#ffffff',
      fills: ['#08519c', '#f1f3f5'],
    });
  });

  it("draws them in the dark page's colour on the dark page, the most in the palest blue", () => {
    expect(paint('dark')).toEqual({
      areas: ['#242424', '#242424'],
      outlines: '#242424',
      fills: ['#c6dbef', '#3b3b3b'],
    });
  });
});
