import { MantineProvider, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { legalDocuments } from '../content/legal/legal-documents.ts';
import { LegalDocumentsContext } from '../content/legal/legal-documents-context.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** Component tests only (apps/web/test/render.tsx): what jsdom cannot do as a browser does. */
  themeOverride?: MantineThemeOverride;
};

export function AppProviders({ queryClient, children, themeOverride }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={themeOverride ? mergeThemeOverrides(theme, themeOverride) : theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Spec §9: toasts stay 5000 ms and hide by themselves. */}
          <Notifications position="top-right" autoClose={5000} />
          {/* The legal texts a terms dialog's references open as popups (content/legal/legal-reference.tsx). */}
          <LegalDocumentsContext.Provider value={legalDocuments}>{children}</LegalDocumentsContext.Provider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
