// payment/{type} (spec §2, §5): 'add' adds a card, any other type replaces the stored one. The
// names and e-mail come pre-filled from the user's details; an update also keeps the billing
// address. Success returns to My Account with a toast; a refusal shows 'Error : {msg}'.
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { hasStoredCard, type StoredCardResponse } from '@mti/contracts/account/account-api';
import type { UserDetails } from '@mti/contracts/identity/identity-api';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { CardFields } from '../../../components/payment-card/card-fields.tsx';
import {
  type CardFormValues,
  emptyCardForm,
  toNewCardPayload,
  validateCardForm,
} from '../../../components/payment-card/card-form-values.ts';
import { showToast } from '../../../components/toast.ts';
import { useSubmitAttemptForm } from '../../../components/use-submit-attempt-form.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { CARD_NOT_SAVED, CARD_SAVED, paymentPageHeading } from '../account-texts.ts';
import { storedCardQuery } from '../api/get-stored-card.ts';
import { useSaveCard } from '../api/save-card.ts';
import { useStatusPageOnError } from '../use-status-page-on-error.ts';

export function PaymentMethodPage() {
  const { type } = useParams();
  const isAdd = type === 'add';
  const heading = paymentPageHeading(type);
  const user = useCurrentUser();
  const config = useSiteConfig();
  // An update keeps the billing address of the card it replaces.
  const card = useQuery({ ...storedCardQuery(), enabled: !isAdd });
  const ready = user.data && config.data && (isAdd || card.data);
  useStatusPageOnError(card.error, config.error);

  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={26}>
            {heading}
          </Title>
          {ready ? (
            <CardForm
              user={user.data}
              stored={isAdd ? undefined : card.data}
              states={config.data.stateList}
              submitLabel={isAdd ? 'Add Payment Method' : 'Update Payment Method'}
            />
          ) : (
            <Stack gap="md" aria-busy="true" aria-label="Loading the form">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

type CardFormProps = {
  user: UserDetails;
  stored: StoredCardResponse | undefined;
  states: ReadonlyArray<{ state_code: string; state_name: string }>;
  submitLabel: string;
};

function CardForm({ user, stored, states, submitLabel }: CardFormProps) {
  const navigate = useNavigate();
  const saveCard = useSaveCard();
  const address =
    stored && hasStoredCard(stored)
      ? { street: stored.street, city: stored.city, state: stored.state, zip: stored.zip }
      : {};
  const form = useSubmitAttemptForm<CardFormValues>({
    initialValues: emptyCardForm({
      firstname: user.name_first,
      lastname: user.name_last,
      email: user.user_email,
      ...address,
    }),
    validate: (values) => validateCardForm(values),
  });

  function submit(values: CardFormValues) {
    saveCard.mutate(toNewCardPayload(values), {
      onSuccess: () => {
        showToast({ tone: 'success', message: CARD_SAVED });
        navigate(paths.myAccount);
      },
    });
  }

  const error = saveCard.error;
  const message = serverMessageOr(error, CARD_NOT_SAVED);

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            Error : {message}
          </Alert>
        )}
        <CardFields form={form} states={states} disabled={saveCard.isPending} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.myAccount} variant="default" disabled={saveCard.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={saveCard.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
