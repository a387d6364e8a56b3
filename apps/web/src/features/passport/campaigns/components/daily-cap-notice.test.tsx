// The notice a held campaign shows: the cap's message in the contracts' words and when sending
// resumes, in Eastern time (00:00 UTC on 2 December 2026 is 7:00 PM on 1 December in New York).
import { DAILY_CAP_REACHED } from '@mti/contracts/passport/campaigns-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../../test/render.tsx';
import { DailyCapNotice } from './daily-cap-notice.tsx';

describe('the daily cap notice', () => {
  it('says the cap is reached and when sending resumes, in Eastern time', async () => {
    renderRoutes([{ path: '/', element: <DailyCapNotice resumesAt="2026-12-02T00:00:00.000Z" /> }]);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Held by the daily sending cap');
    expect(notice).toHaveTextContent(DAILY_CAP_REACHED);
    expect(notice).toHaveTextContent('Sending resumes Dec 1, 2026, 7:00 PM ET.');
  });
});
