// Above the result: display units (table and charts), and for a chart its title (generated until
// edited), data labels and the image export (PNG, SVG).
import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import { IconPhoto, IconVectorBezier2 } from '@tabler/icons-react';
import { useState } from 'react';
import { DISPLAY_UNIT_CHOICES } from '../../../components/charts/analysis/display-units.ts';
import type { ChartImage } from '../../../components/charts/chart-image.ts';
import { showToast } from '../../../components/toast.ts';
import { chartFileName, downloadBlob, svgToPng } from '../chart-export.ts';

type ChartToolbarProps = {
  units: DisplayUnits;
  onUnits: (units: DisplayUnits) => void;
  /** Null for the table: no title, labels or image. */
  chart: {
    title: string;
    generatedTitle: string;
    onTitle: (title: string) => void;
    dataLabels: boolean;
    onDataLabels: (on: boolean) => void;
    /** The drawn chart as an image (a series chart's, or the map's); null while it is not drawn. */
    image: ChartImage | null;
  } | null;
};

export function ChartToolbar({ units, onUnits, chart }: ChartToolbarProps) {
  const [busy, setBusy] = useState(false);
  async function exportAs(kind: 'png' | 'svg') {
    const image = chart?.image;
    if (!chart || !image) return;
    setBusy(true);
    try {
      const { svg, width, height } = await image.render();
      const blob = kind === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg, width, height);
      // Named after the title shown: the user's, or the one generated from the definition.
      downloadBlob(blob, chartFileName(chart.title.trim() || chart.generatedTitle, kind));
    } catch {
      showToast({ tone: 'error', title: 'Export failed', message: 'The chart could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        size="xs"
        w={150}
        label="Display units"
        data={DISPLAY_UNIT_CHOICES}
        value={units}
        allowDeselect={false}
        onChange={(v) => v && onUnits(v as DisplayUnits)}
      />
      {chart && (
        <>
          <TextInput
            size="xs"
            style={{ flex: '1 1 260px' }}
            label="Chart title"
            placeholder={chart.generatedTitle}
            value={chart.title}
            maxLength={200}
            onChange={(e) => chart.onTitle(e.currentTarget.value)}
          />
          <Switch
            size="xs"
            label="Data labels"
            checked={chart.dataLabels}
            onChange={(e) => chart.onDataLabels(e.currentTarget.checked)}
            mb={6}
          />
          <Button.Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPhoto size={14} aria-hidden />}
              disabled={!chart.image}
              loading={busy}
              aria-label="Save the chart as PNG"
              onClick={() => exportAs('png')}
            >
              PNG
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconVectorBezier2 size={14} aria-hidden />}
              disabled={!chart.image || busy}
              aria-label="Save the chart as SVG"
              onClick={() => exportAs('svg')}
            >
              SVG
            </Button>
          </Button.Group>
        </>
      )}
    </Group>
  );
}
