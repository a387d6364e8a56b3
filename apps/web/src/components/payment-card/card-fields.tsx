// The fields of the card forms (spec §5: add, update, prospect): card holder, card, billing
// address, and the '[* All Fields are Required]' footer. Messages show after the first submit.
import { Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ALL_FIELDS_REQUIRED, cardBrand, EXPIRY_MONTHS, expiryYears } from '@mti/contracts/account/card-form';
import { type ReactNode, useMemo } from 'react';
import { NativeSelectField, TextField } from '../form-fields.tsx';
import { ACCEPTED_BRANDS, BRAND_NAMES, CardBrandLogo } from './card-brand-logo.tsx';
import type { CardFormValues } from './card-form-values.ts';
import { SecurityCodeHelp } from './security-code-help.tsx';

type CardFieldsProps = {
  form: UseFormReturnType<CardFormValues>;
  /** spec §3 stateList of the main configuration. */
  states: ReadonlyArray<{ state_code: string; state_name: string }>;
  disabled?: boolean;
};

export function CardFields({ form, states, disabled = false }: CardFieldsProps) {
  const years = useMemo(() => expiryYears(), []);
  const brand = cardBrand(form.values.cc);
  const stateOptions = useMemo(
    () => [{ value: '', label: 'Select…' }, ...states.map((s) => ({ value: s.state_code, label: s.state_name }))],
    [states],
  );

  return (
    <Stack gap="lg">
      <CardFieldset legend="Card holder" disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField
            form={form}
            path="firstname"
            label="First Name"
            autoComplete="cc-given-name"
            maxLength={100}
            withAsterisk
          />
          <TextField
            form={form}
            path="lastname"
            label="Last Name"
            autoComplete="cc-family-name"
            maxLength={100}
            withAsterisk
          />
        </SimpleGrid>
        <TextField
          form={form}
          path="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={100}
          withAsterisk
        />
      </CardFieldset>

      <CardFieldset legend="Card" disabled={disabled}>
        <Group gap={6} aria-label="Accepted cards" role="group">
          {ACCEPTED_BRANDS.map((b) => (
            <CardBrandLogo key={b} brand={b} height={22} />
          ))}
        </Group>
        <TextField
          form={form}
          path="cc"
          label="Credit Card Number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          withAsterisk
          rightSectionWidth={52}
          rightSection={
            brand === 'other' ? null : (
              <span title={BRAND_NAMES[brand]}>
                <CardBrandLogo brand={brand} height={20} />
              </span>
            )
          }
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <NativeSelectField
            form={form}
            path="month"
            label="Month"
            autoComplete="cc-exp-month"
            withAsterisk
            data={[{ value: '', label: 'MM' }, ...EXPIRY_MONTHS]}
          />
          <NativeSelectField
            form={form}
            path="year"
            label="Year"
            autoComplete="cc-exp-year"
            withAsterisk
            data={[{ value: '', label: 'YYYY' }, ...years]}
          />
          <TextField
            form={form}
            path="ccv2"
            label="Security Code"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            withAsterisk
            rightSection={<SecurityCodeHelp />}
            rightSectionPointerEvents="all"
          />
        </SimpleGrid>
      </CardFieldset>

      <CardFieldset legend="Billing address" disabled={disabled}>
        <TextField
          form={form}
          path="street"
          label="Street"
          autoComplete="billing address-line1"
          maxLength={100}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField
            form={form}
            path="city"
            label="City"
            autoComplete="billing address-level2"
            maxLength={100}
            withAsterisk
          />
          <NativeSelectField
            form={form}
            path="state"
            label="State / Country"
            autoComplete="billing address-level1"
            withAsterisk
            data={stateOptions}
          />
          <TextField
            form={form}
            path="zip"
            label="Zip / Postal Code"
            autoComplete="billing postal-code"
            maxLength={20}
            withAsterisk
          />
        </SimpleGrid>
      </CardFieldset>

      <Text size="sm" c="dimmed">
        {ALL_FIELDS_REQUIRED}
      </Text>
    </Stack>
  );
}

function CardFieldset({ legend, disabled, children }: { legend: string; disabled: boolean; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      disabled={disabled}
      styles={{ legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
