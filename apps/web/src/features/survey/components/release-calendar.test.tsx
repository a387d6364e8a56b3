import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ReleaseCalendar } from './release-calendar.tsx';

const config = {
  programName: 'Forging Industry Monthly Benchmark',
  surveyBasePath: '/api/survey',
  contactEmail: 'benchmark@mti-portal.example',
  logo: '/images/survey-logo.svg',
  series: [{ id: 'shipment_usd' as const, label: 'Shipments (USD)', unit: 'usd' as const, surveyPage: 1, source: 'x' }],
  releaseCalendar: { submissionDueDay: 15, publicationDay: 25, timeZone: 'America/New_York' as const },
};

describe('ReleaseCalendar', () => {
  it('tells the member which month to report, by when, and when the benchmark comes out', () => {
    renderWithProviders(<ReleaseCalendar config={config} now={new Date('2026-11-27T15:00:00Z')} />);
    expect(screen.getByTestId('release-calendar')).toHaveTextContent(
      'Forging Industry Monthly Benchmark: submit your November 2026 figures (Shipments (USD)) by December 15, 2026, Eastern time; the benchmark is published on December 25, 2026.',
    );
  });

  it('shows nothing for a configuration without a calendar', () => {
    const { container } = renderWithProviders(<ReleaseCalendar config={{ ...config, releaseCalendar: undefined }} />);
    expect(container.querySelector('[data-testid="release-calendar"]')).toBeNull();
  });
});
