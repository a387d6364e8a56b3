// The exhibitor company a user works for (Exhibitor Passport), picked from the companies listed;
// cleared, the user works for none.
import { Alert, Button, Select, Stack } from '@mantine/core';
import type { UserCompany, UserCompanyBody } from '@mti/contracts/admin/user-links';
import { type ReactNode, useState } from 'react';

type Props = {
  user: { company: UserCompany | null; version: number };
  companies: readonly UserCompany[];
  saving: boolean;
  refusal: ReactNode;
  onSubmit: (body: UserCompanyBody) => void;
};

export function UserCompanyForm({ user, companies, saving, refusal, onSubmit }: Props) {
  const [companyId, setCompanyId] = useState<string | null>(user.company ? String(user.company.company_id) : null);
  return (
    <form
      aria-label="Exhibitor company"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ version: user.version, company_id: companyId === null ? null : Number(companyId) });
      }}
    >
      <Stack gap="sm">
        <Select
          label="Exhibitor company"
          description="Clear it when the user works for no exhibitor."
          placeholder="No exhibitor company"
          searchable
          clearable
          nothingFoundMessage="No company of this name"
          data={companies.map((c) => ({ value: String(c.company_id), label: c.company_name }))}
          value={companyId}
          onChange={setCompanyId}
          maw={420}
        />
        {refusal && (
          <Alert color="red" role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving}>
            Save company
          </Button>
        </div>
      </Stack>
    </form>
  );
}
