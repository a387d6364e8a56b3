// myapps, the launcher called My MTApps (spec §2, §4, §6): the user's apps grouped and ordered,
// the decommission notice, the no-subscription messages, maintenance texts and app terms.
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';
import { IconApps } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DecommissionNotice } from '../../../components/decommission-notice.tsx';
import { LauncherAnnouncements } from '../../../components/launcher-announcements.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { siteContact } from '../../../content/site-contact.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useAcceptAppTerms } from '../api/accept-app-terms.ts';
import { announcementsQuery } from '../api/get-announcements.ts';
import { productsQuery } from '../api/get-products.ts';
import { appTarget, openExternal } from '../app-target.ts';
import { appTitleText } from '../app-title.ts';
import { AppCard } from '../components/app-card.tsx';
import { AppTermsDialog } from '../components/app-terms-dialog.tsx';
import { LauncherSkeleton } from '../components/launcher-skeleton.tsx';
import { NoSubscriptionNotice } from '../components/no-subscription-notice.tsx';
import { groupProducts } from '../launcher-groups.ts';
import { NO_APPS_YET } from '../launcher-texts.ts';
import { isUnderMaintenance } from '../maintenance.ts';
import { useNow } from '../use-now.ts';

export function MyAppsPage() {
  const navigate = useNavigate();
  const now = useNow();
  const user = useCurrentUser();
  const config = useSiteConfig();
  const products = useQuery(productsQuery());
  const announcements = useQuery(announcementsQuery());
  const acceptTerms = useAcceptAppTerms();
  const [termsFor, setTermsFor] = useState<ProductRecord | null>(null);

  function open(app: ProductRecord) {
    const target = appTarget(app);
    if (target?.kind === 'route') navigate(target.to);
    else if (target?.kind === 'external') openExternal(target.href);
  }

  function accept(version: number | null) {
    if (!termsFor) return;
    const app = termsFor;
    acceptTerms.mutate(
      { appurl: app.appurl, version },
      {
        onSuccess: () => {
          setTermsFor(null);
          open(app);
        },
      },
    );
  }

  const groups = products.data ? groupProducts(products.data) : [];
  const loading = user.isPending || products.isPending;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>My MTApps</Title>
          {user.data && (
            <Text c="dimmed" mt={4}>
              Welcome, {user.data.name_first}. Choose an app to open it.
            </Text>
          )}
        </div>

        {config.data && (
          <DecommissionNotice date={config.data.decommissionDate} now={now} notice={config.data.decommissionNotice} />
        )}
        {announcements.data && <LauncherAnnouncements announcements={announcements.data} />}

        {user.data && !user.data.is_mti_subscription_active && (
          <NoSubscriptionNotice
            isMember={user.data.is_amt_member}
            supportPhone={config.data?.supportPhone ?? siteContact.phone}
          />
        )}

        {loading ? (
          <LauncherSkeleton />
        ) : products.isError ? (
          <LoadError
            title="Your apps could not be loaded"
            error={products.error}
            onRetry={() => void products.refetch()}
            fallback="Please try again in a moment."
          />
        ) : groups.length === 0 ? (
          user.data?.is_mti_subscription_active && (
            <Stack align="center" gap="xs" py="xl" c="dimmed">
              <IconApps size={40} stroke={1.4} aria-hidden="true" />
              <Text>{NO_APPS_YET}</Text>
            </Stack>
          )
        ) : (
          groups.map((group) => (
            <Stack component="section" key={group.name} gap="sm" aria-label={group.name}>
              <Title order={2} fz="xl">
                {group.name}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
                {group.apps.map((app) => (
                  <AppCard
                    key={`${app.mti_role_name}|${app.url_key}|${app.appurl}`}
                    app={app}
                    target={appTarget(app)}
                    underMaintenance={isUnderMaintenance(app, now)}
                    needsTerms={app.terms_required && !app.terms_accepted}
                    onRequestTerms={() => {
                      acceptTerms.reset();
                      setTermsFor(app);
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>

      <AppTermsDialog
        appTitle={termsFor ? appTitleText(termsFor.app_title) : null}
        appurl={termsFor?.appurl ?? null}
        termsUrl={termsFor?.terms_url ?? null}
        busy={acceptTerms.isPending}
        error={acceptTerms.error ? acceptTermsError(acceptTerms.error) : null}
        onAccept={accept}
        onCancel={() => setTermsFor(null)}
      />
    </Container>
  );
}

function acceptTermsError(error: Error): string {
  const msg = serverMessageOr(error, null);
  return msg ? `Error : ${msg}` : 'Your acceptance was not saved. Please try again.';
}
