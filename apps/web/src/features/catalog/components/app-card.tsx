// One app in the launcher: its image and title, opening the app — or, while under maintenance,
// the maintenance text instead of the link (spec §4).
import { Badge, Group, Text } from '@mantine/core';
import { appImageUrl } from '@mti/contracts/admin/console-app-images';
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';
import { IconApps, IconExternalLink, IconFileCertificate, IconTool } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { AppTarget } from '../app-target.ts';
import { sanitizeAppTitle } from '../app-title.ts';
import { dataReleaseText } from '../data-release.ts';
import classes from './app-card.module.css';

type AppCardProps = {
  app: ProductRecord;
  target: AppTarget | null;
  underMaintenance: boolean;
  /** Unaccepted app terms: the card asks for them before opening (spec §4). */
  needsTerms: boolean;
  onRequestTerms: () => void;
};

export function AppCard({ app, target, underMaintenance, needsTerms, onRequestTerms }: AppCardProps) {
  const content = (extra?: ReactNode) => (
    <>
      <AppImage file={app.app_img} />
      <div className={classes.body}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to inline formatting by sanitizeAppTitle. */}
        <span className={classes.title} dangerouslySetInnerHTML={{ __html: sanitizeAppTitle(app.app_title) }} />
        {app.data_release && (
          <Text size="xs" c="dimmed" data-testid="data-release">
            {dataReleaseText(app.data_release)}
          </Text>
        )}
        {extra}
      </div>
    </>
  );

  if (underMaintenance) {
    return (
      <div className={`${classes.card} ${classes.maintenance}`} data-testid="app-card">
        {content(
          <>
            <Badge color="gray.8" variant="filled" leftSection={<IconTool size={12} />} w="fit-content">
              Under maintenance
            </Badge>
            <Text size="sm" c="dimmed">
              {app.maintenance_text ?? 'This app is temporarily unavailable for maintenance.'}
            </Text>
          </>,
        )}
      </div>
    );
  }

  if (needsTerms) {
    return (
      <button
        type="button"
        className={`${classes.card} ${classes.interactive}`}
        onClick={onRequestTerms}
        data-testid="app-card"
      >
        {content(
          <Group gap={4} c="dimmed">
            <IconFileCertificate size={14} aria-hidden="true" />
            <Text size="xs">Accept the app's terms to open it</Text>
          </Group>,
        )}
      </button>
    );
  }

  if (target?.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${classes.card} ${classes.interactive}`}
        data-testid="app-card"
      >
        {content(
          <Group gap={4} c="dimmed">
            <IconExternalLink size={14} aria-hidden="true" />
            <Text size="xs">Opens in a new window</Text>
          </Group>,
        )}
      </a>
    );
  }

  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className={`${classes.card} ${classes.interactive}`} data-testid="app-card">
        {content()}
      </Link>
    );
  }

  // A record the portal cannot open (no known target): shown, but not offered as a link.
  return (
    <div className={classes.card} data-testid="app-card">
      {content(
        <Text size="sm" c="dimmed">
          Not available from this page.
        </Text>,
      )}
    </div>
  );
}

function AppImage({ file }: { file: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.media}>
      {file && !failed ? (
        <img src={appImageUrl(file)} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <IconApps size={40} stroke={1.4} aria-hidden="true" />
      )}
    </div>
  );
}
