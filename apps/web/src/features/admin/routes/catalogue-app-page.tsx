// Console › Catalogue › one app (issue 19, decision 056): the app's record form. After a stale
// refusal "Reload the app" loads it as it now is and the form starts again from there.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { showToast } from '../../../components/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleAppQuery, useRemoveAppImage, useSaveApp, useUploadAppImage } from '../api/catalogue-apps.ts';
import { AppEditForm } from '../components/app-edit-form.tsx';
import { AppImageField } from '../components/app-image-field.tsx';

export function CatalogueAppPage() {
  const { appKey = '' } = useParams();
  const detail = useQuery(consoleAppQuery(appKey));
  const save = useSaveApp(appKey);
  const uploadImage = useUploadAppImage(appKey);
  const removeImage = useRemoveAppImage(appKey);
  const client = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError)
    return (
      <LoadError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        fallback="The app could not be loaded. Please try again."
        elsewhere={{ to: paths.adminConsole.catalogue, label: 'Go to all apps' }}
      />
    );
  const { app } = detail.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminConsole.catalogue} size="sm">
        ← All apps
      </Anchor>
      <div>
        <Title order={2}>{app.short_name}</Title>
        <Text c="dimmed" size="sm">
          App key {app.app_key} · version {app.version} · maintenance is set on the Maintenance screen
        </Text>
      </div>
      <AppImageField
        appImg={app.app_img}
        busy={uploadImage.isPending || removeImage.isPending}
        error={uploadImage.error ?? removeImage.error}
        onUpload={(file) => {
          removeImage.reset();
          uploadImage.mutate(
            { file, version: app.version },
            { onSuccess: () => showToast({ tone: 'success', message: 'The image was saved.' }) },
          );
        }}
        onRemove={() => {
          uploadImage.reset();
          removeImage.mutate(
            { version: app.version },
            { onSuccess: () => showToast({ tone: 'success', message: 'The image was removed.' }) },
          );
        }}
      />
      <AppEditForm
        key={`${app.version}-${formKey}`}
        detail={detail.data}
        saving={save.isPending}
        error={save.error}
        onSave={(values) =>
          save.mutate(
            { ...values, version: app.version },
            { onSuccess: () => showToast({ tone: 'success', message: 'The app was saved.' }) },
          )
        }
        onReload={async () => {
          await client.fetchQuery({ ...consoleAppQuery(appKey), staleTime: 0 });
          save.reset();
          setFormKey((k) => k + 1);
        }}
      />
    </Stack>
  );
}
