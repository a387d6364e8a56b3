import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const renderHome = () => renderRoutes([{ path: '/', element: <HomePage /> }]);

describe('Home', () => {
  beforeEach(() => {
    // The old-address check loads the configuration: none configured here.
    fakeApi({ 'GET /assets/config/config.json': { body: { redirectUrls: [] } } });
  });

  it('shows three testimonials, each with its quote, author, job title and company as separate parts', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'What our customers say' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    const parts = figures.map((figure) => {
      const caption = figure.querySelector('figcaption') as HTMLElement;
      return {
        quote: figure.querySelector('blockquote')?.textContent,
        // Each part is its own element, so each can be styled and read on its own.
        captionParts: [...caption.children].map((part) => [part.tagName, part.textContent]),
        caption: caption.textContent,
      };
    });
    expect(parts[0]).toEqual({
      quote:
        'We rebuilt our sales territories around the market-potential numbers instead of habit. Two regions we had written off turned out to be our fastest-growing.',
      captionParts: [
        ['STRONG', 'Dana Whitfield'],
        ['SPAN', 'Vice President of Sales'],
        ['SPAN', 'Northgate Machine Tool Supply'],
      ],
      caption: 'Dana Whitfield Vice President of Sales, Northgate Machine Tool Supply',
    });
    expect(parts.map((p) => p.captionParts.map(([, text]) => text))).toEqual([
      ['Dana Whitfield', 'Vice President of Sales', 'Northgate Machine Tool Supply'],
      ['Marcus Oyelaran', 'Director of Strategic Planning', 'Cedar Ridge Precision Systems'],
      ['Elena Marchetti', 'Marketing Manager', 'Vantor Workholding'],
    ]);
    for (const { quote } of parts) expect(quote?.length).toBeGreaterThan(60);
  });

  it('describes the products in the #whyus section the first slide leads to', () => {
    renderHome();
    const whyUs = document.getElementById('whyus') as HTMLElement;
    expect(whyUs).toBe(screen.getByRole('region', { name: 'Decisions grounded in industry data' }));
    const paragraphs = [...whyUs.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(/^MTI Portal brings together the data our association has gathered/);
    expect(paragraphs[0]).toContain('orders, market potential, economic indicators and show attendance');
    expect(paragraphs[1]).toContain('The data is curated and diverse');
    expect(paragraphs[1]).toContain('analytics let you slice and dice it, model what-if scenarios');
    expect(screen.getByTestId('banner-slide-1').querySelector('a')).toHaveAttribute('href', '/#whyus');
  });
});
