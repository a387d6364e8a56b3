// The map of states, counties or ZIP areas: a click adds a region to the selected territory (or
// takes it out again); with the lasso on, the pointer draws a freehand outline and every region
// whose lasso point (centroid) lies inside it is added; Escape drops the outline being drawn. The
// map is for the pointer; the search box and the territory list do everything from the keyboard,
// which the map's name says.
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { Shape } from '../map-shape.ts';
import { type Point, pointInPolygon } from '../plane-geometry.ts';

export type RegionMapProps = {
  /** Drawn pieces; several may share a region id (a ZIP area over several counties). */
  shapes: readonly Shape[];
  /** Fill of a piece (its territory's colour), or undefined when in none. */
  fillOf: (shape: Shape) => string | undefined;
  lasso: boolean;
  readOnly: boolean;
  label: string;
  onToggle: (id: string) => void;
  onLasso: (ids: string[]) => void;
};

/** The ids of the regions whose lasso point lies inside the outline, each once, in map order. */
export function regionsInside(shapes: readonly Shape[], outline: readonly Point[]): string[] {
  if (outline.length < 3) return [];
  const ids = new Set<string>();
  for (const s of shapes) if (!ids.has(s.id) && pointInPolygon([s.cx, s.cy], outline)) ids.add(s.id);
  return [...ids];
}

// A new point only once the pointer has moved this far (map units): the outline stays small.
const MIN_STEP = 2;

export function RegionMap({ shapes, fillOf, lasso, readOnly, label, onToggle, onLasso }: RegionMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [outline, setOutline] = useState<Point[] | null>(null);
  const drawing = outline !== null;

  useEffect(() => {
    if (!drawing) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOutline(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [drawing]);

  const point = (event: PointerEvent): Point => {
    const ctm = svg.current?.getScreenCTM?.();
    if (!ctm) return [event.clientX, event.clientY];
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    return [p.x, p.y];
  };
  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (!lasso || readOnly) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setOutline([point(event)]);
  };
  const move = (event: PointerEvent) => {
    if (!outline) return;
    const [x, y] = point(event);
    const [lx, ly] = outline[outline.length - 1] as Point;
    if (Math.hypot(x - lx, y - ly) >= MIN_STEP) setOutline([...outline, [x, y]]);
  };
  const end = () => {
    if (!outline) return;
    setOutline(null);
    const inside = regionsInside(shapes, outline);
    if (inside.length > 0) onLasso(inside);
  };

  return (
    <svg
      ref={svg}
      viewBox="0 0 975 610"
      role="img"
      aria-label={label}
      style={{
        width: '100%',
        height: 'auto',
        touchAction: lasso ? 'none' : 'auto',
        cursor: lasso ? 'crosshair' : 'pointer',
      }}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => setOutline(null)}
    >
      {shapes.map((s, i) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: the search box and the territory list are the keyboard's way.
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: a ZIP area has several pieces; the list is fixed per level.
          key={i}
          d={s.d}
          data-region={s.id}
          data-county={s.county}
          fill={fillOf(s) ?? '#e9ecef'}
          stroke="#fff"
          strokeWidth={shapes.length > 100 ? 0.3 : 0.8}
          onClick={() => !lasso && !readOnly && onToggle(s.id)}
        >
          <title>{s.name}</title>
        </path>
      ))}
      {outline && outline.length > 1 && (
        <polygon
          data-testid="lasso-outline"
          points={outline.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
          fill="rgba(25, 113, 194, 0.15)"
          stroke="#1971c2"
          strokeDasharray="4 3"
          pointerEvents="none"
        />
      )}
    </svg>
  );
}
