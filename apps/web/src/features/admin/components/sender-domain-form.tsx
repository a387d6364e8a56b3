// Verify a sender domain for a company from the console (no confirmation mail). The domain's rule
// is the contract's, so the browser says what the server would.
import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AddDomainBody, addDomainBody } from '@mti/contracts/admin/console-companies';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = { saving: boolean; saved: boolean; error: Error | null; onSave: (body: AddDomainBody) => void };

export function SenderDomainForm({ saving, saved, error, onSave }: Props) {
  const form = useForm<AddDomainBody>({
    initialValues: { domain: '' },
    validate: contractFormRules(addDomainBody),
    validateInputOnBlur: true,
  });
  return (
    <form aria-label="Verify a sender domain" onSubmit={form.onSubmit((values) => onSave(addDomainBody.parse(values)))}>
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput
            label="Domain"
            description="The part after @ of the company's sending address, e.g. example.com"
            maw={420}
            style={{ flex: 1 }}
            {...form.getInputProps('domain')}
          />
        </Group>
        <SaveOutcome
          error={error}
          saved={saved}
          failed="The domain could not be verified. Please try again."
          savedText="The domain is verified: the company may send from it."
        />
        <SubmitButton label="Verify domain" saving={saving} />
      </Stack>
    </form>
  );
}
