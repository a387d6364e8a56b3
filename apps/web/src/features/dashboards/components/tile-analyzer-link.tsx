// "Open in analyzer" on a dashboard tile: the analyzer opens with the tile's analysis (its rows,
// measure, period and filters), so the figure there is the tile's figure.
import { Anchor } from '@mantine/core';
import { analyzerHref, type TileAnalysis } from '@mti/contracts/dashboards/tile-analysis';
import { Link } from 'react-router';

export function TileAnalyzerLink({ analysis, title }: { analysis: TileAnalysis; title: string }) {
  return (
    <Anchor component={Link} to={analyzerHref(analysis)} size="xs" aria-label={`Open ${title} in the analyzer`}>
      Open in analyzer
    </Anchor>
  );
}
