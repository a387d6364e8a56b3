// What a console form's last save did: the server's refusal in its own words, or that it is saved.
import { Alert } from '@mantine/core';
import { HttpError } from '../../../lib/http.ts';

type SaveOutcomeProps = { error: Error | null; saved: boolean; failed: string; savedText: string };

export function SaveOutcome({ error, saved, failed, savedText }: SaveOutcomeProps) {
  if (error)
    return (
      <Alert color="red" role="alert" title="Not saved">
        {error instanceof HttpError ? error.msg : failed}
      </Alert>
    );
  if (!saved) return null;
  return (
    <Alert color="green" role="status">
      {savedText}
    </Alert>
  );
}
