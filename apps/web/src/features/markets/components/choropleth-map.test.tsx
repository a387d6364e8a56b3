// Map U.S. Markets' own map draws the borders between areas by the one rule of every map (decision
// 095): the page's colour, white on the light page and dark-7 on the dark one — the state outlines
// over the counties as well, no longer grey.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { ChoroplethMap } from './choropleth-map.tsx';

const shapes = [
  { id: '39035', name: 'Cuyahoga County, OH', path: 'M0,0L10,0L10,10Z' },
  { id: '39049', name: 'Franklin County, OH', path: 'M10,0L20,0L20,10Z' },
];

function strokes(scheme: 'light' | 'dark') {
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
  };
  view.unmount();
  return found;
}

describe('the markets map in each colour scheme', () => {
  it('draws area borders and state outlines white on the light page', () => {
    expect(strokes('light')).toEqual({ areas: ['#ffffff', '#ffffff'], outlines: '#ffffff' });
  });

  it("draws them in the dark page's colour on the dark page", () => {
    expect(strokes('dark')).toEqual({ areas: ['#242424', '#242424'], outlines: '#242424' });
  });
});
