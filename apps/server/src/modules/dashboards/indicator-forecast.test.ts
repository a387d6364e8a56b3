import { describe, expect, it } from 'vitest';
import { forecastIndicator } from './indicator-forecast.ts';

describe('the Economic Trends forecast', () => {
  it('is the same month a year earlier plus the average yearly change, inside its band', () => {
    // 36 months: a season of 0..11 that rises by 12 each year, so every yearly change is 12.
    const history = Array.from({ length: 36 }, (_, t) => (t % 12) + 12 * Math.floor(t / 12));
    const forecast = forecastIndicator(history);
    expect(forecast?.point).toEqual(Array.from({ length: 12 }, (_, h) => h + 36));
    // No spread in the changes: a band of width zero.
    expect(forecast?.lower).toEqual(forecast?.point);
    expect(forecast?.upper).toEqual(forecast?.point);
  });

  it('widens the band with the spread of the yearly changes and keeps the point inside', () => {
    const history = Array.from({ length: 48 }, (_, t) => 100 + (t % 2 === 0 ? 5 : -5) * Math.floor(t / 12));
    const forecast = forecastIndicator(history);
    expect(forecast).not.toBeNull();
    forecast?.point.forEach((p, i) => {
      expect(forecast.lower[i]).toBeLessThan(p);
      expect(forecast.upper[i]).toBeGreaterThan(p);
    });
    expect(forecastIndicator(history)).toEqual(forecast);
  });

  it('needs three years of history', () => {
    expect(forecastIndicator(Array.from({ length: 35 }, () => 1))).toBeNull();
  });
});
