import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { showToast } from './toast.ts';

afterEach(() => {
  // The notifications store outlives a render: start each test without toasts.
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('showToast', () => {
  it('shows the title and message as an alert', () => {
    renderWithProviders(<main />);
    act(() => {
      showToast({ title: 'Saved', message: 'Your password has been changed.', tone: 'success' });
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('Your password has been changed.');
  });

  it('hides itself after 5000 ms (spec §9)', () => {
    vi.useFakeTimers();
    renderWithProviders(<main />);
    act(() => {
      showToast({ message: 'Error : Card declined', tone: 'error' });
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toHaveTextContent('Error : Card declined');
    act(() => vi.advanceTimersByTime(100)); // 5000 ms: the toast starts to leave
    act(() => vi.advanceTimersByTime(500)); // its exit transition has ended
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
