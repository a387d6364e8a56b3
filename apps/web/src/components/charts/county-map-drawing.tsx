// The county choropleth as plain SVG: one <path> per county from the shapes computed once per page
// (county-shapes.ts), coloured on the map scale, framed by the viewBox. It replaces ECharts at county
// level, whose render of 3,142 regions missed the 300 ms aim (decision 090). It keeps what the
// ECharts map offered: a tooltip naming the county and its figure, a click choosing it, the
// highlighted area, a legend with the scale's ends; the keys stay with the wrapper (us-analysis-map).
// Its colours are the colour scheme's map palette (chart-theme.ts), chosen by the wrapper.
import { type MouseEvent, memo, useMemo, useState } from 'react';
import type { MapPalette } from './chart-theme.ts';
import type { CountyShape } from './county-shapes.ts';
import type { Bounds } from './geo-bounds.ts';
import { colourDomain, colourOnScale, type ScaledRegion, shadedRegions } from './map-scale.ts';

export type CountyMapDrawingProps = {
  shapes: readonly CountyShape[];
  values: readonly ScaledRegion[];
  /** The box to frame in the Albers plane (a chosen state's counties); the whole country when null. */
  frame: Bounds | null;
  /** Counties drawn with a strong outline (the keyboard-focused one). */
  outlined?: readonly string[];
  formatValue: (value: number) => string;
  formatLegend: (value: number) => string;
  ariaLabel: string;
  description: string;
  height: number;
  onChoose?: (fips: string) => void;
  palette: MapPalette;
};

const LEGEND_HEIGHT = 36;

function viewBoxOf(frame: Bounds | null): string {
  if (!frame) return '0 0 975 610';
  const [[x0, y0], [x1, y1]] = frame;
  // A margin of a tenth around the frame, and at least 40 units wide and high (one small county).
  const w = Math.max(x1 - x0, 40);
  const h = Math.max(y1 - y0, 40);
  return [x0 - w * 0.05, y0 - h * 0.05, w * 1.1, h * 1.1].map((n) => n.toFixed(1)).join(' ');
}

/** The 3,142 paths: drawn again only when the colours change, not on a hover or a tooltip move. */
const Counties = memo(function Counties({
  shapes,
  fills,
  noFigure,
}: {
  shapes: readonly CountyShape[];
  fills: ReadonlyMap<string, string>;
  noFigure: string;
}) {
  return (
    <g className="mti-counties">
      {shapes.map((s) => (
        <path key={s.fips} d={s.d} fill={fills.get(s.fips) ?? noFigure} data-fips={s.fips} />
      ))}
    </g>
  );
});

export function CountyMapDrawing({
  shapes,
  values,
  frame,
  outlined = [],
  formatValue,
  formatLegend,
  ariaLabel,
  description,
  height,
  onChoose,
  palette,
}: CountyMapDrawingProps) {
  const [hover, setHover] = useState<{ fips: string; x: number; y: number } | null>(null);
  const { min, max } = useMemo(() => colourDomain(values), [values]);
  const figures = useMemo(() => new Map(shadedRegions(values).map((v) => [v.name, v.value as number])), [values]);
  const fills = useMemo(() => {
    const map = new Map<string, string>();
    for (const [fips, value] of figures) map.set(fips, colourOnScale(value, min, max, palette.range));
    return map;
  }, [figures, min, max, palette]);
  const byFips = useMemo(() => new Map(shapes.map((s) => [s.fips, s])), [shapes]);
  const fipsAt = (event: MouseEvent) => (event.target as Element).getAttribute?.('data-fips') ?? null;
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const fips = fipsAt(event);
    const box = event.currentTarget.getBoundingClientRect();
    setHover(fips ? { fips, x: event.clientX - box.left, y: event.clientY - box.top } : null);
  };
  const hovered = hover ? byFips.get(hover.fips) : undefined;
  const hoveredValue = hover ? figures.get(hover.fips) : undefined;

  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the wrapping group takes the arrow keys and Enter */}
      <svg
        role="img"
        aria-label={`${ariaLabel}. ${description}`}
        viewBox={viewBoxOf(frame)}
        preserveAspectRatio="xMidYMid meet"
        width="100%"
        height={height - LEGEND_HEIGHT}
        style={{ display: 'block', cursor: onChoose ? 'pointer' : undefined }}
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
        onClick={(event) => {
          const fips = fipsAt(event);
          if (fips) onChoose?.(fips);
        }}
      >
        {/* Thin borders whatever the zoom; the county under the pointer in the accent colour. */}
        <style>
          {`.mti-counties path{stroke:${palette.border};stroke-width:0.4px;vector-effect:non-scaling-stroke}` +
            '.mti-counties path:hover{fill:#ffb01b}'}
        </style>
        <Counties shapes={shapes} fills={fills} noFigure={palette.noFigure} />
        {outlined.map((fips) => {
          const shape = byFips.get(fips);
          return shape ? (
            <path
              key={fips}
              d={shape.d}
              fill="none"
              stroke="#e39500"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              pointerEvents="none"
            />
          ) : null;
        })}
      </svg>
      {hovered && hover && (
        <div
          data-testid="map-tooltip"
          style={{
            position: 'absolute',
            left: hover.x + 12,
            top: hover.y + 12,
            pointerEvents: 'none',
            background: 'var(--mantine-color-body, #fff)',
            border: '1px solid var(--mantine-color-default-border, #dee2e6)',
            borderRadius: 4,
            padding: '2px 6px',
            fontSize: 13,
            whiteSpace: 'nowrap',
          }}
        >
          {`${hovered.label}: ${hoveredValue === undefined ? '—' : formatValue(hoveredValue)}`}
        </div>
      )}
      <div
        aria-hidden
        data-testid="map-legend"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          fontSize: 12,
          height: LEGEND_HEIGHT,
        }}
      >
        <span>{formatLegend(min)}</span>
        <span
          style={{
            width: 160,
            height: 10,
            borderRadius: 2,
            background: `linear-gradient(to right, ${palette.range.join(', ')})`,
          }}
        />
        <span>{formatLegend(max)}</span>
      </div>
    </div>
  );
}
