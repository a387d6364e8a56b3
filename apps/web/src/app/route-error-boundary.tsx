// Last line of defence: a route that throws while loading or rendering shows the 500 page text.

import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../features/status/components/status-page.tsx';
import { STATUS_TEXTS } from '../features/status/status-texts.ts';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = status === 404 ? STATUS_TEXTS[404] : STATUS_TEXTS[500];
  return (
    <StatusPage
      heading={status === 404 ? '404 — Page not found' : '500 — Server error'}
      message={text}
      icon={<IconAlertTriangle size={36} />}
    />
  );
}
