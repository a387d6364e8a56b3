// myaccount (spec §2, §4): Information/Security, Payment Method/Billing Address and Orders (past
// 12 months). A failed orders or payment call opens the page of its status (spec §8).
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { siteContact } from '../../../content/site-contact.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { SECTION_TITLES } from '../account-texts.ts';
import { ordersQuery } from '../api/get-orders.ts';
import { storedCardQuery } from '../api/get-stored-card.ts';
import { AccountDetails } from '../components/account-details.tsx';
import { AccountSection } from '../components/account-section.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { PaymentMethodPanel } from '../components/payment-method-panel.tsx';
import { useStatusPageOnError } from '../use-status-page-on-error.ts';

export function MyAccountPage() {
  const now = new Date();
  const user = useCurrentUser();
  const config = useSiteConfig();
  const orders = useQuery(ordersQuery());
  const card = useQuery(storedCardQuery());
  useStatusPageOnError(orders.error, card.error);
  const supportPhone = config.data?.supportPhone ?? siteContact.phone;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>My Account</Title>
          {user.data && (
            <Text c="dimmed" mt={4}>
              {user.data.name_first} {user.data.name_last}, {user.data.organization}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AccountSection title={SECTION_TITLES.information}>
            {user.data ? (
              <AccountDetails user={user.data} supportPhone={supportPhone} now={now} />
            ) : (
              <Stack gap="sm" aria-busy="true" aria-label="Loading your details">
                <Skeleton height={48} />
                <Skeleton height={64} />
                <Skeleton height={16} width="30%" />
              </Stack>
            )}
          </AccountSection>
          <AccountSection title={SECTION_TITLES.payment}>
            <PaymentMethodPanel card={card.data} now={now} />
          </AccountSection>
        </SimpleGrid>
        <AccountSection title={SECTION_TITLES.orders}>
          <OrdersTable orders={orders.data ?? []} loading={orders.isPending} />
        </AccountSection>
      </Stack>
    </Container>
  );
}
