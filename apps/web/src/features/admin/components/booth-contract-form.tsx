// A company's booth contract: add one for a show cycle it has none for, or move one to another
// booth. The contract's schema checks each field as it is left, in the server's words.
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CompanyContract,
  type CreateContractBody,
  createContractBody,
  updateContractBody,
} from '@mti/contracts/admin/console-companies';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = {
  /** The contract whose booth changes; none to add one for one of `showYears`. */
  contract?: CompanyContract;
  /** The show cycles the company has no contract for yet. */
  showYears: readonly string[];
  saving: boolean;
  saved: boolean;
  error: Error | null;
  onSave: (body: CreateContractBody) => void;
};

const boothOnly = updateContractBody.pick({ booth: true });

export function BoothContractForm({ contract, showYears, saving, saved, error, onSave }: Props) {
  const form = useForm<CreateContractBody>({
    initialValues: { show_year: contract?.show_year ?? '', booth: contract?.booth ?? '' },
    validate: contractFormRules(contract ? boothOnly : createContractBody),
    validateInputOnBlur: true,
  });
  const label = contract ? `Change the booth of ${contract.show_year}` : 'Add a booth contract';
  return (
    <form aria-label={label} onSubmit={form.onSubmit((values) => onSave(values))}>
      <Stack gap="sm">
        <Group align="flex-start">
          {!contract && (
            <Select
              label="Show cycle"
              data={[...showYears]}
              searchable
              withAsterisk
              w={200}
              {...form.getInputProps('show_year')}
            />
          )}
          <TextInput
            label="Booth"
            description="For example N-7104"
            withAsterisk
            w={200}
            {...form.getInputProps('booth')}
          />
        </Group>
        <SaveOutcome
          error={error}
          saved={saved}
          failed="The booth contract could not be saved. Please try again."
          savedText="The booth contract was saved."
        />
        <SubmitButton label={contract ? 'Save booth' : 'Add contract'} saving={saving} />
      </Stack>
    </form>
  );
}
