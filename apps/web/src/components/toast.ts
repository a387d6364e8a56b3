// Toasts on top of @mantine/notifications; the provider (app/providers.tsx) hides them after 5000 ms (spec §9).
import { notifications } from '@mantine/notifications';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

const toneColor: Record<ToastTone, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'navy',
};

export type ToastOptions = { title?: string; message: string; tone: ToastTone };

/** Shows a toast and returns its id. */
export function showToast({ title, message, tone }: ToastOptions): string {
  return notifications.show({
    title,
    message,
    color: toneColor[tone],
    withBorder: true,
    // Mantine's close button has an icon only: without a name screen readers announce "button".
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
