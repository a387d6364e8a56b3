// Where in My Files the table is: My Files › folder › folder, each but the last a link.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FILES_TEXT } from '../files-texts.ts';

type Crumb = { label: string; to: string };

export function FilesBreadcrumb({ names, trailing }: { names: readonly string[]; trailing?: string }) {
  const crumbs: Crumb[] = [
    { label: FILES_TEXT.title, to: paths.myFiles },
    ...names.map((name, i) => ({ label: name, to: paths.myFilesFolder(names.slice(0, i + 1)) })),
    ...(trailing ? [{ label: trailing, to: `${paths.myFiles}#${trailing}` }] : []),
  ];
  const last = crumbs.length - 1;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {crumbs.map((crumb, i) =>
          i === last ? (
            <Text key={crumb.to} size="sm" fw={600} aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
