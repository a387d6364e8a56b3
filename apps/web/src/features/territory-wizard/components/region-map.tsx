// The map of states or counties: a click adds a region to the selected territory (or takes it out
// again); with the lasso on, dragging a rectangle adds every region inside it. The map is for the
// pointer; the search box and the territory list do everything from the keyboard.
import { type PointerEvent, useRef, useState } from 'react';
import type { Shape } from '../geography.ts';

export type RegionMapProps = {
  shapes: readonly Shape[];
  /** Fill of a region (its territory's colour), or undefined when in none. */
  fillOf: (id: string) => string | undefined;
  lasso: boolean;
  readOnly: boolean;
  label: string;
  onToggle: (id: string) => void;
  onLasso: (ids: string[]) => void;
};

type Box = { x0: number; y0: number; x1: number; y1: number };

export function RegionMap({ shapes, fillOf, lasso, readOnly, label, onToggle, onLasso }: RegionMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [box, setBox] = useState<Box | null>(null);

  const point = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: p.x, y: p.y };
  };
  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (!lasso || readOnly) return;
    const { x, y } = point(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setBox({ x0: x, y0: y, x1: x, y1: y });
  };
  const move = (event: PointerEvent) => {
    if (!box) return;
    const { x, y } = point(event);
    setBox({ ...box, x1: x, y1: y });
  };
  const end = () => {
    if (!box) return;
    const [left, right] = [Math.min(box.x0, box.x1), Math.max(box.x0, box.x1)];
    const [top, bottom] = [Math.min(box.y0, box.y1), Math.max(box.y0, box.y1)];
    setBox(null);
    const inside = shapes.filter((s) => s.cx >= left && s.cx <= right && s.cy >= top && s.cy <= bottom);
    if (inside.length > 0) onLasso(inside.map((s) => s.id));
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
    >
      {shapes.map((s) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: the search box and the territory list are the keyboard's way.
        <path
          key={s.id}
          d={s.d}
          data-region={s.id}
          fill={fillOf(s.id) ?? '#e9ecef'}
          stroke="#fff"
          strokeWidth={shapes.length > 100 ? 0.3 : 0.8}
          onClick={() => !lasso && !readOnly && onToggle(s.id)}
        >
          <title>{s.name}</title>
        </path>
      ))}
      {box && (
        <rect
          x={Math.min(box.x0, box.x1)}
          y={Math.min(box.y0, box.y1)}
          width={Math.abs(box.x1 - box.x0)}
          height={Math.abs(box.y1 - box.y0)}
          fill="rgba(25, 113, 194, 0.15)"
          stroke="#1971c2"
          strokeDasharray="4 3"
        />
      )}
    </svg>
  );
}
