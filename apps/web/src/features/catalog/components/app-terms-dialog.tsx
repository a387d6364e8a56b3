// An app's own terms (spec §4, Modal type 2 "routed terms content"): the legal page named by the
// app's terms_url, shown in the blocking terms dialog. Accept records the acceptance; Cancel does
// nothing more than close.
import { Center, Loader, Text } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { TermsDialog } from '../../../components/terms-dialog.tsx';
import { FormErrorText } from './form-error-text.tsx';

type LegalContent = ComponentType<{ headingLevel?: 2 | 3 }>;

// The legal pages an app's terms_url may name; any other address opens in a new tab.
const TERMS_CONTENT: Record<string, React.LazyExoticComponent<LegalContent>> = {
  '/legal/economic-trends-terms': lazy(async () => ({
    default: (await import('../../../content/legal/economic-trends-terms.tsx')).EconomicTrendsTermsContent,
  })),
  '/legal/gdpr-terms': lazy(async () => ({
    default: (await import('../../../content/legal/gdpr-terms.tsx')).GdprTermsContent,
  })),
  '/legal/techtrends-terms': lazy(async () => ({
    default: (await import('../../../content/legal/techtrends-terms.tsx')).TechTrendsTermsContent,
  })),
  '/legal/terms-of-use': lazy(async () => ({
    default: (await import('../../../content/legal/terms-of-use.tsx')).TermsOfUseContent,
  })),
};

type AppTermsDialogProps = {
  appTitle: string | null;
  termsUrl: string | null;
  busy: boolean;
  error: string | null;
  onAccept: () => void;
  onCancel: () => void;
};

export function AppTermsDialog({ appTitle, termsUrl, busy, error, onAccept, onCancel }: AppTermsDialogProps) {
  const Content = termsUrl ? TERMS_CONTENT[termsUrl.toLowerCase()] : undefined;
  return (
    <TermsDialog
      opened={appTitle !== null}
      title={appTitle ? `${appTitle}: terms of use` : 'Terms of use'}
      onAccept={onAccept}
      onCancel={onCancel}
      busy={busy}
      fullTermsHref={termsUrl ?? undefined}
    >
      {Content ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" size="sm" aria-label="Loading the terms" />
            </Center>
          }
        >
          <Content headingLevel={3} />
        </Suspense>
      ) : (
        <Text>
          This app has its own terms of use. Please read them{termsUrl ? ' (open them with the link below)' : ''} and
          choose Accept to open the app.
        </Text>
      )}
      <FormErrorText message={error} />
    </TermsDialog>
  );
}
