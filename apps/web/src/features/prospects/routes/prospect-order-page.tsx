// prospects/{tuid} (spec §2, §4, §8): 'Your {app title} Order' with Billing Details and Order
// Summary. Processed → 'Transaction already processed'; cancelled in the console (decision 074) → it
// can no longer be paid. A paid order opens the analyzer viewer of
// the prospect's download history, where the download now is.
import { Alert, Anchor, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { hasStoredCard } from '@mti/contracts/account/account-api';
import { TRANSACTION_ALREADY_PROCESSED, TRANSACTION_CANCELLED } from '@mti/contracts/prospects/prospects-api';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { prospectTransactionQuery } from '../api/get-prospect-transaction.ts';
import { savedCardQuery } from '../api/get-saved-card.ts';
import { type Payment, usePayForTransaction } from '../api/pay-for-transaction.ts';
import { BillingDetails } from '../components/billing-details.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { productTitleText } from '../product-title.ts';
import { ORDER_NOT_LOADED, orderHeading, PAYMENT_FAILED, paymentReceived } from '../prospect-texts.ts';

export function ProspectOrderPage() {
  const { tuid = '' } = useParams();
  const navigate = useNavigate();
  const transaction = useQuery(prospectTransactionQuery(tuid));
  const savedCard = useQuery(savedCardQuery());
  const user = useCurrentUser();
  const config = useSiteConfig();
  const pay = usePayForTransaction(tuid, transaction.data);

  function submit(payment: Payment) {
    pay.mutate(payment, {
      onSuccess: (purchase) => {
        showToast({ tone: 'success', message: paymentReceived(purchase.order_id) });
        navigate(`/${purchase.appurl.replace(/^\/+/, '')}`);
      },
    });
  }

  if (transaction.isError || savedCard.isError) {
    return (
      <OrderFrame heading="Your Order">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          Error : {serverMessageOr(transaction.error ?? savedCard.error, ORDER_NOT_LOADED)}
        </Alert>
      </OrderFrame>
    );
  }
  if (!transaction.data || !savedCard.data || !user.data || !config.data) {
    return (
      <OrderFrame heading={null}>
        <Grid gutter="lg" aria-busy="true" aria-label="Loading your order">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={320} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={180} />
          </Grid.Col>
        </Grid>
      </OrderFrame>
    );
  }

  const order = transaction.data;
  const heading = orderHeading(productTitleText(order.app_title));
  if (order.is_processed !== 0) {
    return (
      <OrderFrame heading={heading}>
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title={TRANSACTION_ALREADY_PROCESSED}
          data-testid="already-processed"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">This order has been paid. Its download is in your download history.</Text>
            <Group gap="sm">
              <Button component={Link} to={`/${order.appurl}`} size="xs">
                Open my download history
              </Button>
              <Anchor component={Link} to={paths.myAccount} size="sm">
                See my orders
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      </OrderFrame>
    );
  }

  if (order.is_cancelled !== 0) {
    return (
      <OrderFrame heading={heading}>
        <Alert color="gray" variant="light" icon={<IconAlertCircle size={20} />} data-testid="order-cancelled">
          {TRANSACTION_CANCELLED}
        </Alert>
      </OrderFrame>
    );
  }

  return (
    <OrderFrame heading={heading}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <BillingDetails
            savedCard={hasStoredCard(savedCard.data) ? savedCard.data : null}
            user={user.data}
            states={config.data.stateList}
            amount={order.amount}
            busy={pay.isPending}
            error={pay.error ? serverMessageOr(pay.error, PAYMENT_FAILED) : null}
            onPay={submit}
            onSwitch={() => pay.reset()}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <OrderSummary transaction={order} />
        </Grid.Col>
      </Grid>
    </OrderFrame>
  );
}

/** heading: null while the order (and so its title) is loading. */
function OrderFrame({ heading, children }: { heading: string | null; children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {heading === null ? <Skeleton height={36} width="60%" /> : <Title order={1}>{heading}</Title>}
        {children}
      </Stack>
    </Container>
  );
}
