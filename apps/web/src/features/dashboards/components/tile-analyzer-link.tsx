// "Open in analyzer" on a dashboard tile: the analyzer opens with the tile's analysis, so the figure
// there is the tile's figure. A product dashboard's tile names its rows, measure, period and filters
// (`analyzerHref`); a My dashboards tile carries its whole pinned analysis (`analysisAddress`).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export function TileAnalyzerLink({ to, title }: { to: string; title: string }) {
  return (
    <Anchor component={Link} to={to} size="xs" aria-label={`Open ${title} in the analyzer`}>
      Open in analyzer
    </Anchor>
  );
}
