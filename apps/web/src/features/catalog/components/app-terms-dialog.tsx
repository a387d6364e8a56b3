// An app's own terms (spec §4, Modal type 2 "routed terms content"): the current version of the
// app's terms text, read from the server each time the dialog opens (decision 078: an administrator
// may have published a new one), in the blocking terms dialog. Accept records the acceptance of the
// version shown; Cancel does nothing more than close. Terms without a stored text point to terms_url.
import { Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TermsDialog } from '../../../components/terms-dialog.tsx';
import { TermsText } from '../../../components/terms-text.tsx';
import { appTermsQuery } from '../api/get-app-terms.ts';
import { FormErrorText } from './form-error-text.tsx';

type AppTermsDialogProps = {
  appTitle: string | null;
  /** The app whose terms these are; null while closed. */
  appurl: string | null;
  termsUrl: string | null;
  busy: boolean;
  error: string | null;
  /** With the version of the text shown (null when it could not be read). */
  onAccept: (version: number | null) => void;
  onCancel: () => void;
};

export function AppTermsDialog({ appTitle, appurl, termsUrl, busy, error, onAccept, onCancel }: AppTermsDialogProps) {
  const terms = useQuery({ ...appTermsQuery(appurl ?? ''), enabled: appurl !== null });
  const body = terms.data?.body;
  return (
    <TermsDialog
      opened={appTitle !== null}
      title={appTitle ? `${appTitle}: terms of use` : 'Terms of use'}
      onAccept={() => onAccept(terms.data?.version ?? null)}
      onCancel={onCancel}
      busy={busy || terms.isPending}
      fullTermsHref={termsUrl ?? undefined}
    >
      {terms.isPending ? (
        <Center py="xl">
          <Loader role="status" size="sm" aria-label="Loading the terms" />
        </Center>
      ) : body ? (
        <TermsText body={body} />
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
