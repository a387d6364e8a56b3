// The fields of a user, shared by the create and edit forms.
import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TextField } from '../../../components/form-fields.tsx';
import type { UserFormValues } from '../user-form.ts';
import { OrganisationField } from './organisation-field.tsx';

export function UserFields({ form, withUserid }: { form: UseFormReturnType<UserFormValues>; withUserid: boolean }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {withUserid && <TextField form={form} path="userid" label="Username" withAsterisk />}
        <TextField form={form} path="email" label="Email" withAsterisk />
        <TextField form={form} path="name_first" label="First name" withAsterisk />
        <TextField form={form} path="name_last" label="Last name" withAsterisk />
        <OrganisationField form={form} />
      </SimpleGrid>
      <Group gap="xl">
        <Checkbox label="Association member" {...form.getInputProps('is_amt_member', { type: 'checkbox' })} />
        <Checkbox label="Subscription active" {...form.getInputProps('subscription_active', { type: 'checkbox' })} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} path="subscription_starts_on" label="Subscription starts" type="date" />
        <TextField form={form} path="subscription_expires_on" label="Subscription ends" type="date" />
      </SimpleGrid>
    </>
  );
}
