import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { legalDocuments } from '../content/legal/legal-documents.ts';
import { LegalDocumentsContext } from '../content/legal/legal-documents-context.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
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
