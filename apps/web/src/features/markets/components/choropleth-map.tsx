// The choropleth as SVG: one path per state or county, shaded by quintile. Keyboard: Tab reaches
// the map (one stop), arrow keys move between regions, Enter or Space opens a region, + and −
// zoom, Shift+arrows pan, 0 resets. The pointer: hover shows a region's figure, click opens it,
// the wheel zooms, dragging pans. The table below the map holds the same figures.
import { Box, Button, Group, Text, useComputedColorScheme } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { mapBorders } from '../../../components/charts/chart-theme.ts';
import { MARKET_SHADES, quintileBreaks, shadeOf } from '../market-format.ts';
import { MAP_HEIGHT, MAP_WIDTH, type MapShape } from '../us-map-shapes.ts';
import classes from './choropleth-map.module.css';

export type RegionFigure = { key: string; label: string; value: number };

type View = { k: number; x: number; y: number };
const HOME: View = { k: 1, x: 0, y: 0 };
const MAX_ZOOM = 12;
const PAN_STEP = 60;

function zoomAt(view: View, factor: number, cx = MAP_WIDTH / 2, cy = MAP_HEIGHT / 2): View {
  const k = Math.min(MAX_ZOOM, Math.max(1, view.k * factor));
  const ratio = k / view.k;
  return { k, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

export type ChoroplethMapProps = {
  shapes: readonly MapShape[];
  borders?: string;
  figures: readonly RegionFigure[];
  /** "state" or "county": names the regions for screen readers. */
  regionName: string;
  ariaLabel: string;
  format: (value: number) => string;
  selected: string | null;
  onOpen: (key: string) => void;
};

export function ChoroplethMap({
  shapes,
  borders,
  figures,
  regionName,
  ariaLabel,
  format,
  selected,
  onOpen,
}: ChoroplethMapProps) {
  const byKey = useMemo(() => new Map(figures.map((f) => [f.key, f])), [figures]);
  const breaks = useMemo(() => quintileBreaks(figures.map((f) => f.value)), [figures]);
  // Arrow keys walk the regions in the order of their names.
  const order = useMemo(() => {
    const labelOf = (shape: MapShape) => byKey.get(shape.id)?.label ?? shape.name;
    return [...shapes].sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
  }, [shapes, byKey]);
  const [active, setActive] = useState<string | null>(null);
  const [view, setView] = useState<View>(HOME);
  const svgRef = useRef<SVGSVGElement>(null);
  // The one border rule of every map (decision 095): the page's colour, white on light, dark-7 on dark.
  // An attribute, not the stylesheet's, so the hover and selection outline (CSS) still wins over it.
  const scheme = useComputedColorScheme('light');
  const border = mapBorders[scheme];
  const palette = MARKET_SHADES[scheme];
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  const describe = (key: string | null) => {
    if (!key) return null;
    const figure = byKey.get(key);
    const shape = shapes.find((s) => s.id === key);
    return figure ? `${figure.label}: ${format(figure.value)}` : `${shape?.name ?? key}: no figures`;
  };
  const [hovered, setHovered] = useState<string | null>(null);
  const detail = describe(hovered ?? active);

  // The wheel zooms the map, not the page: a listener that may cancel the scroll.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const cx = ((event.clientX - box.left) / box.width) * MAP_WIDTH;
      const cy = ((event.clientY - box.top) / box.height) * MAP_HEIGHT;
      setView((v) => zoomAt(v, event.deltaY < 0 ? 1.25 : 0.8, cx, cy));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const focusRegion = (key: string) => {
    setActive(key);
    svgRef.current?.querySelector<SVGPathElement>(`[data-region="${key}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const index = order.findIndex((s) => s.id === active);
    const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    const step = (delta: number) => {
      const next = order[(index + delta + order.length) % order.length];
      if (next) focusRegion(next.id);
    };
    const keys: Record<string, () => void> = {
      ArrowRight: () => (event.shiftKey ? pan(-PAN_STEP, 0) : step(1)),
      ArrowDown: () => (event.shiftKey ? pan(0, -PAN_STEP) : step(1)),
      ArrowLeft: () => (event.shiftKey ? pan(PAN_STEP, 0) : step(-1)),
      ArrowUp: () => (event.shiftKey ? pan(0, PAN_STEP) : step(-1)),
      Enter: () => active && onOpen(active),
      ' ': () => active && onOpen(active),
      '+': () => setView((v) => zoomAt(v, 1.5)),
      '=': () => setView((v) => zoomAt(v, 1.5)),
      '-': () => setView((v) => zoomAt(v, 1 / 1.5)),
      '0': () => setView(HOME),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    const svg = svgRef.current;
    if (!start || !svg || event.buttons !== 1) return;
    const scale = MAP_WIDTH / svg.getBoundingClientRect().width;
    const dx = (event.clientX - start.x) * scale;
    const dy = (event.clientY - start.y) * scale;
    if (Math.abs(dx) + Math.abs(dy) < 3) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  };

  const tabStop = active ?? order[0]?.id ?? null;
  return (
    <Box>
      <Group gap="xs" mb="xs">
        <Button size="xs" variant="default" onClick={() => setView((v) => zoomAt(v, 1.5))}>
          Zoom in
        </Button>
        <Button size="xs" variant="default" onClick={() => setView((v) => zoomAt(v, 1 / 1.5))}>
          Zoom out
        </Button>
        <Button size="xs" variant="default" onClick={() => setView((v) => ({ ...v, x: v.x + PAN_STEP }))}>
          Pan left
        </Button>
        <Button size="xs" variant="default" onClick={() => setView((v) => ({ ...v, x: v.x - PAN_STEP }))}>
          Pan right
        </Button>
        <Button size="xs" variant="default" onClick={() => setView((v) => ({ ...v, y: v.y + PAN_STEP }))}>
          Pan up
        </Button>
        <Button size="xs" variant="default" onClick={() => setView((v) => ({ ...v, y: v.y - PAN_STEP }))}>
          Pan down
        </Button>
        <Button size="xs" variant="default" onClick={() => setView(HOME)}>
          Reset view
        </Button>
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG group of regions cannot be a <fieldset> */}
      <svg
        ref={svgRef}
        className={classes.map}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="group"
        aria-label={`${ariaLabel}. Arrow keys move between ${regionName}s, Enter opens one, plus and minus zoom, Shift and arrows pan.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          setTimeout(() => {
            drag.current = null;
          });
        }}
        data-zoom={view.k.toFixed(2)}
      >
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          {shapes.map((shape) => {
            const figure = byKey.get(shape.id);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG region cannot be a <button>
              <path
                key={shape.id}
                data-region={shape.id}
                d={shape.path}
                role="button"
                tabIndex={shape.id === tabStop ? 0 : -1}
                aria-label={describe(shape.id) ?? shape.name}
                aria-pressed={shape.id === selected}
                fill={shadeOf(figure?.value, breaks, palette)}
                className={classes.region}
                data-selected={shape.id === selected || undefined}
                stroke={border}
                strokeWidth={0.5 / view.k}
                onFocus={() => setActive(shape.id)}
                onMouseEnter={() => setHovered(shape.id)}
                onMouseLeave={() => setHovered(null)}
                onClick={() => {
                  if (!drag.current?.moved) onOpen(shape.id);
                }}
              />
            );
          })}
          {borders && <path d={borders} className={classes.borders} stroke={border} strokeWidth={1 / view.k} />}
        </g>
      </svg>
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="sm" aria-live="polite" data-testid="map-detail">
          {detail ?? `Hover or focus a ${regionName} to see its figure.`}
        </Text>
        <Group gap={4} aria-hidden>
          <Text size="xs">Less</Text>
          {palette.shades.map((c) => (
            <span key={c} className={classes.swatch} style={{ background: c }} />
          ))}
          <Text size="xs">More</Text>
          <span className={classes.swatch} style={{ background: palette.noData }} />
          <Text size="xs">None</Text>
        </Group>
      </Group>
    </Box>
  );
}
