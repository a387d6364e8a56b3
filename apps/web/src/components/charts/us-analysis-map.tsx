// The analysis map of "Map U.S. Markets": large, captioned with the measure and the filters it shows,
// legend abbreviated ($1.2M), Other and totals off the colour scale. A click (or Enter on the
// keyboard-focused region) chooses a state; the map frames the chosen state, or the shaded areas when
// the figures are of a chosen region. At county level the areas are counties (keyed by FIPS) and the
// chosen state frames its counties. Counties are drawn as plain SVG from shapes computed once
// (county-map-drawing.tsx, decision 090); states through ECharts. Both take the colour scheme's map
// palette, and hand the export an image of the map with its title, caption and legend (map-image.ts).
import { Alert, Box, Center, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { STATE_CODE_OF_FIPS } from '@mti/contracts/markets/state-fips';
import type { FeatureCollection } from 'geojson';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ChartImage } from './chart-image.ts';
import { mapPalettes } from './chart-theme.ts';
import { choroplethOption, type RegionValue } from './choropleth-option.ts';
import { CountyMapDrawing } from './county-map-drawing.tsx';
import { type CountyShape, loadCountyShapes } from './county-shapes.ts';
import { EChart } from './echart.tsx';
import { type Bounds, boundsOf } from './geo-bounds.ts';
import { type MapImageParts, mapImage } from './map-image.ts';
import { abbreviateValue, colourDomain, type MapValueFormat, shadedRegions } from './map-scale.ts';
import { mapSummary } from './map-summary.ts';
import { stateName } from './us-state-names.ts';
import { loadUsStates, planeProjection, US_STATES_MAP } from './us-states-geo.ts';

export type MapLevel = 'state' | 'county';

export type UsAnalysisMapProps = {
  level: MapLevel;
  /** States by full name, or counties by 5-digit FIPS code. */
  values: readonly RegionValue[];
  measureLabel: string;
  /** The active filters, as the caption writes them ("Year: 2024"). */
  filters: readonly string[];
  format: MapValueFormat;
  /** The full figure (tooltips, the focused region's text). */
  formatValue: (value: number) => string;
  /** The chosen state (full name): the map frames it. */
  chosen?: string | null;
  /** The figures are of a chosen region (a USMTO region's states): the map frames the shaded areas. */
  frameShaded?: boolean;
  /** A state (level state) or a county's FIPS (level county) was clicked or chosen with Enter. */
  onChoose?: (name: string) => void;
  height?: number;
  /** The chart's title (the analyzer's, generated or written), above the caption and in the image. */
  title?: string;
  /** The map as an image for the export, once it is drawn (null before, and when it goes). */
  onImage?: (image: ChartImage | null) => void;
};

/** The map caption: what is shown, by what, under which filters. */
export function mapCaption(measureLabel: string, level: MapLevel, filters: readonly string[]): string {
  const by = level === 'county' ? 'county' : 'state';
  return `${measureLabel} by ${by}${filters.length ? ` — ${filters.join('; ')}` : ' — all data'}`;
}

const FIPS_OF_STATE = new Map(Object.entries(STATE_CODE_OF_FIPS).map(([fips, code]) => [stateName(code), fips]));

/** The areas of a chosen state: the state itself, or its counties (FIPS beginning with its code). */
function inState(level: MapLevel, chosen: string) {
  const prefix = FIPS_OF_STATE.get(chosen);
  return (name: string) => (level === 'state' ? name === chosen : prefix !== undefined && name.startsWith(prefix));
}

/** The box around the county shapes `keep` names, or null when none. */
function shapesBounds(shapes: readonly CountyShape[], keep: (fips: string) => boolean): Bounds | null {
  const kept = shapes.filter((s) => keep(s.fips));
  if (kept.length === 0) return null;
  return [
    [Math.min(...kept.map((s) => s.bounds[0][0])), Math.min(...kept.map((s) => s.bounds[0][1]))],
    [Math.max(...kept.map((s) => s.bounds[1][0])), Math.max(...kept.map((s) => s.bounds[1][1]))],
  ];
}

type CountyMapProps = Omit<Parameters<typeof CountyMapDrawing>[0], 'shapes'> & {
  shapes: readonly CountyShape[] | null;
  failed: boolean;
};

/** The county drawing once its shapes are loaded; a labelled loader before, an alert if they fail. */
function CountyMap({ shapes, failed, ...props }: CountyMapProps) {
  if (shapes) return <CountyMapDrawing shapes={shapes} {...props} />;
  return (
    <Center h={props.height}>
      {failed ? (
        <Alert color="red" variant="outline" title="The chart could not be drawn">
          Reload the page to try again; the table view still shows the figures.
        </Alert>
      ) : (
        <Loader role="status" size="sm" aria-label="Loading the chart" />
      )}
    </Center>
  );
}

export function UsAnalysisMap({
  level,
  values,
  measureLabel,
  filters,
  format,
  formatValue,
  chosen = null,
  frameShaded = false,
  onChoose,
  height = 520,
  title,
  onImage,
}: UsAnalysisMapProps) {
  const palette = mapPalettes[useComputedColorScheme('light')];
  const group = useRef<HTMLDivElement>(null);
  const [geo, setGeo] = useState<FeatureCollection | null>(null);
  const [counties, setCounties] = useState<readonly CountyShape[] | null | 'failed'>(null);
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (level !== 'county') return;
    let live = true;
    loadCountyShapes().then(
      (shapes) => live && setCounties(shapes),
      () => live && setCounties('failed'),
    );
    return () => {
      live = false;
    };
  }, [level]);
  const shapes = level === 'county' && Array.isArray(counties) ? (counties as readonly CountyShape[]) : null;
  const labels = useMemo(() => {
    const byName = new Map<string, string>();
    if (shapes) for (const c of shapes) byName.set(c.fips, c.label);
    else for (const f of geo?.features ?? []) byName.set(f.properties?.name, f.properties?.label ?? f.properties?.name);
    return byName;
  }, [geo, shapes]);
  const labelOf = (name: string) => labels.get(name) ?? name;
  // Arrow keys walk the shaded regions in the order of their labels.
  const order = useMemo(() => {
    const label = (name: string) => labels.get(name) ?? name;
    return shadedRegions(values).sort((a, b) => label(a.name).localeCompare(label(b.name)));
  }, [values, labels]);
  const focus = useMemo((): Bounds | null => {
    // The box of the areas `keep` names: counties from their shapes' boxes, states from the geometry.
    const frame = (keep: (name: string) => boolean) =>
      shapes ? shapesBounds(shapes, keep) : geo ? boundsOf(geo, (f) => keep(String(f.properties?.name ?? ''))) : null;
    if (chosen) return frame(inState(level, chosen));
    const shaded = shadedRegions(values).map((v) => v.name);
    if (frameShaded && shaded.length > 0) {
      const names = new Set(shaded);
      return frame((name) => names.has(name));
    }
    // Counties of one state only (the analysis is filtered to it): the map frames them.
    if (level !== 'county') return null;
    const states = new Set(shaded.map((name) => name.slice(0, 2)));
    if (states.size !== 1) return null;
    const [prefix = ''] = states;
    return frame((name) => name.startsWith(prefix));
  }, [geo, shapes, chosen, level, values, frameShaded]);
  const option = useMemo(
    () =>
      choroplethOption({
        map: US_STATES_MAP,
        values,
        formatValue,
        formatLegend: (v) => abbreviateValue(v, format),
        projection: planeProjection,
        focus,
        outlined: [active, level === 'state' ? chosen : null].filter((n): n is string => !!n),
        palette,
      }),
    [values, formatValue, format, level, focus, active, chosen, palette],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = order.findIndex((r) => r.name === active);
    const step = (delta: number) => setActive(order[(index + delta + order.length) % order.length]?.name ?? null);
    const keys: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowDown: () => step(1),
      ArrowLeft: () => step(-1),
      ArrowUp: () => step(-1),
      Enter: () => active && onChoose?.(active),
      ' ': () => active && onChoose?.(active),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const focused = order.find((r) => r.name === active);
  const caption = mapCaption(measureLabel, level, filters);
  const regionWord = level === 'county' ? 'counties' : 'states';
  const legendOf = (v: number) => abbreviateValue(v, format);
  const domain = useMemo(() => colourDomain(values), [values]);

  // The export reads the map as it is when asked: its drawing, title, caption and legend then.
  const parts = (): MapImageParts => ({
    drawing: () => group.current?.querySelector('svg') ?? null,
    title: title ?? caption,
    caption,
    // ECharts draws the states' legend into its own drawing; the county drawing's is beside it.
    legend: level === 'county' ? { min: legendOf(domain.min), max: legendOf(domain.max) } : null,
    palette,
  });
  const imageParts = useRef(parts);
  imageParts.current = parts;
  const imageHandler = useRef(onImage);
  imageHandler.current = onImage;
  const drawn = level === 'county' ? shapes !== null : geo !== null;
  useEffect(() => {
    imageHandler.current?.(drawn ? mapImage(() => imageParts.current()) : null);
    return () => imageHandler.current?.(null);
  }, [drawn]);

  return (
    <Box component="figure" m={0} data-testid="analysis-map">
      <figcaption>
        {title && (
          <Text fw={700} size="md" data-testid="map-title">
            {title}
          </Text>
        )}
        <Text fw={600} size="sm" mb={4} data-testid="map-caption">
          {caption}
        </Text>
      </figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable map, not a group of form fields */}
      <div
        ref={group}
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map takes arrow keys and Enter
        tabIndex={0}
        aria-label={`${caption}. Arrow keys move between ${regionWord}, Enter chooses one.`}
        onKeyDown={onKeyDown}
      >
        {level === 'county' ? (
          <CountyMap
            shapes={shapes}
            failed={counties === 'failed'}
            values={values}
            frame={focus}
            outlined={active ? [active] : []}
            formatValue={formatValue}
            formatLegend={legendOf}
            ariaLabel={`Map of ${caption}`}
            description={mapSummary(order, regionWord, labelOf, formatValue)}
            height={height}
            onChoose={onChoose}
            palette={palette}
          />
        ) : (
          <EChart
            option={option}
            ariaLabel={`Map of ${caption}`}
            description={mapSummary(order, regionWord, labelOf, formatValue)}
            height={height}
            prepare={async (echarts) => {
              const collection = await loadUsStates();
              setGeo(collection);
              if (echarts.getMap(US_STATES_MAP)) return;
              // biome-ignore lint/suspicious/noExplicitAny: ECharts' GeoJSON type is narrower than the standard one
              echarts.registerMap(US_STATES_MAP, collection as any);
            }}
            onClick={onChoose ? (click) => click.name && onChoose(click.name) : undefined}
          />
        )}
      </div>
      <Text size="sm" aria-live="polite" data-testid="map-focus">
        {focused && focused.value !== null
          ? `${labelOf(focused.name)}: ${formatValue(focused.value)}`
          : `Click a state, or focus the map and use the arrow keys, to ${onChoose ? 'choose one' : 'see its figure'}.`}
      </Text>
    </Box>
  );
}
