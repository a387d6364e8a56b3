// Add or rename an exhibitor company. The contract's schema shows the message as the field is left;
// the server checks it again (and that no other company has the name).
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyFields, companyFields } from '@mti/contracts/admin/console-companies';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = {
  /** The name as read; none to add a company. */
  name?: string;
  saving: boolean;
  saved: boolean;
  error: Error | null;
  onSave: (fields: CompanyFields) => void;
};

export function CompanyNameForm({ name, saving, saved, error, onSave }: Props) {
  const form = useForm<CompanyFields>({
    initialValues: { name: name ?? '' },
    validate: contractFormRules(companyFields),
    validateInputOnBlur: true,
  });
  return (
    <form
      aria-label={name === undefined ? 'Add a company' : 'Rename the company'}
      onSubmit={form.onSubmit((values) => onSave(values))}
    >
      <Stack gap="sm">
        <TextInput label="Company name" withAsterisk maw={420} {...form.getInputProps('name')} />
        <SaveOutcome
          error={error}
          saved={saved}
          failed="The company could not be saved. Please try again."
          savedText="The company was saved."
        />
        <SubmitButton label={name === undefined ? 'Add company' : 'Save name'} saving={saving} />
      </Stack>
    </form>
  );
}
