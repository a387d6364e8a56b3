// The drawings of the marketing site: stylised product screens, drawn here as SVG so they stay
// sharp at any size, weigh a few hundred bytes each, and follow the theme's navy and amber.
import type { ReactNode } from 'react';
import type { IllustrationKind } from '../../../content/marketing/product-pages.ts';

const C = {
  ink: '#14284b',
  blue: '#2c57aa',
  mid: '#5e84ca',
  soft: '#afc2e4',
  pale: '#eef3fb',
  amber: '#ffab09',
  amberSoft: '#ffdd9b',
  grey: '#ced4da',
  paper: '#ffffff',
  green: '#2f9e44',
  red: '#e03131',
};

const W = 480;
const H = 320;

/** A window with a title bar, the frame every screen drawing sits in. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="8" y="8" width={W - 16} height={H - 16} rx="14" fill={C.paper} stroke={C.soft} strokeWidth="2" />
      <path d={`M8 22a14 14 0 0 1 14-14h${W - 44}a14 14 0 0 1 14 14v14H8z`} fill={C.pale} />
      <circle cx="28" cy="24" r="5" fill={C.amber} />
      <circle cx="44" cy="24" r="5" fill={C.soft} />
      <circle cx="60" cy="24" r="5" fill={C.soft} />
      {children}
    </>
  );
}

function Bars({ x, y, w, h, values, color = C.blue, accentIndex }: BarsProps) {
  const gap = w / values.length;
  const max = Math.max(...values);
  return (
    <g>
      {values.map((v, i) => {
        const bh = (v / max) * h;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; bars never reorder.
            key={i}
            x={x + i * gap + gap * 0.15}
            y={y + h - bh}
            width={gap * 0.7}
            height={bh}
            rx="3"
            fill={i === accentIndex ? C.amber : color}
          />
        );
      })}
    </g>
  );
}
type BarsProps = { x: number; y: number; w: number; h: number; values: number[]; color?: string; accentIndex?: number };

function linePath(x: number, y: number, w: number, h: number, values: number[]) {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const step = w / (values.length - 1);
  return values
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${(x + i * step).toFixed(1)} ${(y + h - ((v - min) / (max - min || 1)) * h).toFixed(1)}`,
    )
    .join(' ');
}

function Line({ x, y, w, h, values, color = C.blue, dashed = false }: LineProps) {
  return (
    <path
      d={linePath(x, y, w, h, values)}
      fill="none"
      stroke={color}
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeDasharray={dashed ? '8 8' : undefined}
    />
  );
}
type LineProps = { x: number; y: number; w: number; h: number; values: number[]; color?: string; dashed?: boolean };

/** Text-like grey strokes. */
function TextLines({
  x,
  y,
  widths,
  gap = 16,
  color = C.grey,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  color?: string;
}) {
  return (
    <g>
      {widths.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing.
        <rect key={i} x={x} y={y + i * gap} width={w} height="8" rx="4" fill={color} />
      ))}
    </g>
  );
}

function Card({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="10" fill={C.pale} />
      {children}
    </g>
  );
}

// A tile map of the lower 48 states: row, first column, shades (0-4) left to right.
const MAP_ROWS: Array<[number, number, number[]]> = [
  [0, 0, [1, 1, 0, 0, 1, 2, 0, 0, 0, 1, 3]],
  [1, 0, [2, 1, 1, 1, 2, 3, 4, 3, 2, 2, 3, 2]],
  [2, 0, [3, 2, 1, 1, 2, 3, 4, 4, 3, 3, 4]],
  [3, 1, [2, 1, 1, 2, 3, 3, 4, 3, 2, 3]],
  [4, 2, [1, 1, 2, 2, 3, 2, 2, 1]],
  [5, 3, [2, 3, 1, 2, 2, 1]],
  [6, 4, [3, 2, 0, 0, 2]],
];
const SHADES = [C.pale, C.soft, C.mid, C.blue, C.ink];

function TileMap({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g>
      {MAP_ROWS.flatMap(([row, col0, shades]) =>
        shades.map((s, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; tiles never reorder.
            key={`${row}-${col0 + i}`}
            x={x + (col0 + i) * size}
            y={y + row * size}
            width={size - 3}
            height={size - 3}
            rx="3"
            fill={SHADES[s]}
          />
        )),
      )}
    </g>
  );
}

function Arrow({ x, y, dir }: { x: number; y: number; dir: 'up' | 'level' | 'down' }) {
  const color = dir === 'up' ? C.green : dir === 'down' ? C.red : C.amber;
  const d =
    dir === 'up'
      ? `M${x} ${y + 14}l14 -20l14 20z`
      : dir === 'down'
        ? `M${x} ${y - 6}l14 20l14 -20z`
        : `M${x + 2} ${y - 8}l24 12l-24 12z`;
  return <path d={d} fill={color} />;
}

const drawings: Record<IllustrationKind, () => ReactNode> = {
  'orders-bars': () => (
    <Screen>
      <TextLines x={32} y={52} widths={[140, 90]} />
      <Bars x={32} y={96} w={416} h={180} values={[42, 48, 45, 55, 61, 58, 66, 72, 69, 78, 84, 92]} accentIndex={11} />
      <Line x={46} y={100} w={388} h={120} values={[40, 44, 47, 50, 55, 58, 61, 66, 70, 74, 79, 86]} color={C.amber} />
    </Screen>
  ),
  'orders-table': () => (
    <Screen>
      <TextLines x={32} y={52} widths={[160]} />
      {[0, 1, 2, 3, 4, 5, 6].map((r) => (
        <g key={r}>
          <rect
            x="32"
            y={78 + r * 30}
            width="416"
            height="26"
            rx="4"
            fill={r === 0 ? C.soft : r % 2 ? C.pale : C.paper}
          />
          <rect
            x="44"
            y={87 + r * 30}
            width={r === 0 ? 70 : 110 - r * 6}
            height="8"
            rx="4"
            fill={r === 0 ? C.ink : C.grey}
          />
          {[220, 300, 380].map((cx, i) => (
            <rect
              key={cx}
              x={cx}
              y={87 + r * 30}
              width={40 + ((r + i) % 3) * 8}
              height="8"
              rx="4"
              fill={r === 0 ? C.ink : i === 2 ? C.blue : C.grey}
            />
          ))}
        </g>
      ))}
    </Screen>
  ),
  'orders-forecast': () => (
    <Screen>
      <TextLines x={32} y={52} widths={[150, 80]} />
      <rect x="300" y="86" width="148" height="196" fill={C.amberSoft} opacity="0.45" />
      <Line x={32} y={100} w={280} h={150} values={[60, 52, 58, 49, 44, 50, 57, 63, 70, 74]} />
      <Line x={304} y={80} w={144} h={120} values={[60, 66, 70, 76, 80]} color={C.amber} dashed />
      <Line x={304} y={120} w={144} h={120} values={[60, 58, 60, 63, 65]} color={C.mid} dashed />
    </Screen>
  ),
  'us-map': () => (
    <Screen>
      <TextLines x={32} y={52} widths={[120]} />
      <TileMap x={40} y={80} size={33} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={330 + i * 24} y="286" width="22" height="10" fill={SHADES[i]} stroke={C.soft} />
      ))}
    </Screen>
  ),
  'territory-split': () => (
    <Screen>
      <TileMap x={40} y={70} size={30} />
      <path d="M150 64v224M250 64v224" stroke={C.amber} strokeWidth="4" strokeDasharray="10 8" />
      <Card x={392} y={70} w={64} h={210}>
        <TextLines x={402} y={86} widths={[44, 30, 44, 30, 44, 30]} gap={28} color={C.mid} />
      </Card>
    </Screen>
  ),
  'territory-ranking': () => (
    <Screen>
      <TextLines x={32} y={52} widths={[140]} />
      {[0.95, 0.82, 0.7, 0.61, 0.5, 0.41, 0.3].map((f, i) => (
        <g key={f}>
          <rect x="32" y={80 + i * 30} width="80" height="10" rx="5" fill={C.grey} />
          <rect x="126" y={78 + i * 30} width={f * 310} height="16" rx="5" fill={i === 0 ? C.amber : C.blue} />
        </g>
      ))}
    </Screen>
  ),
  'workholding-share': () => (
    <Screen>
      <g transform="translate(150 170)">
        <circle r="92" fill={C.soft} />
        <path d="M0 0V-92A92 92 0 0 1 87.5 28.4z" fill={C.blue} />
        <path d="M0 0L87.5 28.4A92 92 0 0 1 -54 74.4z" fill={C.amber} />
        <path d="M0 0L-54 74.4A92 92 0 0 1 -87.5 -28.4z" fill={C.mid} />
        <circle r="44" fill={C.paper} />
      </g>
      <TextLines x={290} y={110} widths={[130, 100, 120, 90]} gap={36} />
    </Screen>
  ),
  'workholding-arrows': () => (
    <Screen>
      {(['up', 'up', 'level', 'down', 'up', 'level'] as const).map((dir, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; rows never reorder.
        <g key={`${dir}-${i}`}>
          <rect x="32" y={56 + i * 38} width="416" height="32" rx="6" fill={i % 2 ? C.paper : C.pale} />
          <rect x="46" y={68 + i * 38} width={120 - i * 8} height="8" rx="4" fill={C.grey} />
          <rect x="260" y={68 + i * 38} width="60" height="8" rx="4" fill={C.grey} />
          <Arrow x={392} y={72 + i * 38} dir={dir} />
        </g>
      ))}
    </Screen>
  ),
  'trend-lines': () => (
    <Screen>
      <TextLines x={32} y={52} widths={[150, 70]} />
      <Line x={32} y={96} w={416} h={170} values={[30, 38, 35, 45, 52, 48, 60, 66, 62, 74, 80]} color={C.amber} />
      <Line x={32} y={120} w={416} h={150} values={[20, 22, 30, 28, 36, 44, 42, 50, 58, 56, 66]} />
      <Line x={32} y={150} w={416} h={120} values={[40, 36, 38, 34, 40, 42, 48, 46, 52, 58, 60]} color={C.mid} />
    </Screen>
  ),
  'trend-gauge': () => (
    <Screen>
      <g transform="translate(240 240)">
        <path d="M-150 0A150 150 0 0 1 -75 -129.9" stroke={C.red} strokeWidth="28" fill="none" />
        <path d="M-75 -129.9A150 150 0 0 1 75 -129.9" stroke={C.amber} strokeWidth="28" fill="none" />
        <path d="M75 -129.9A150 150 0 0 1 150 0" stroke={C.green} strokeWidth="28" fill="none" />
        <path d="M0 0L62 -106" stroke={C.ink} strokeWidth="8" strokeLinecap="round" />
        <circle r="14" fill={C.ink} />
      </g>
      <TextLines x={170} y={268} widths={[140]} />
    </Screen>
  ),
  'passport-funnel': () => (
    <Screen>
      {[0, 1, 2, 3].map((i) => (
        <path
          key={i}
          d={`M${72 + i * 40} ${60 + i * 56}h${336 - i * 80}l-20 48h-${296 - i * 80}z`}
          fill={[C.soft, C.mid, C.blue, C.amber][i]}
        />
      ))}
    </Screen>
  ),
  'passport-campaign': () => (
    <Screen>
      <Card x={32} y={52} w={250} h={236}>
        <TextLines x={48} y={70} widths={[150, 210, 190, 210, 120]} gap={22} />
        <rect x="48" y="196" width="110" height="30" rx="8" fill={C.amber} />
      </Card>
      <g transform="translate(370 160)">
        <rect x="-70" y="-48" width="140" height="96" rx="10" fill={C.blue} />
        <path d="M-70 -40L0 10L70 -40" stroke={C.paper} strokeWidth="6" fill="none" strokeLinejoin="round" />
      </g>
      <TextLines x={310} y={236} widths={[120, 90]} />
    </Screen>
  ),
  'data-sources': () => (
    <Screen>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <ellipse cx="92" cy={80 + i * 76} rx="48" ry="12" fill={[C.blue, C.mid, C.amber][i]} />
          <rect x="44" y={80 + i * 76} width="96" height="36" fill={[C.blue, C.mid, C.amber][i]} />
          <ellipse cx="92" cy={116 + i * 76} rx="48" ry="12" fill={[C.ink, C.blue, '#e39500'][i]} />
          <path
            d={`M150 ${100 + i * 76}C230 ${100 + i * 76} 230 170 300 170`}
            stroke={C.soft}
            strokeWidth="5"
            fill="none"
          />
        </g>
      ))}
      <Card x={300} y={110} w={148} h={120}>
        <Bars x={312} y={126} w={124} h={90} values={[3, 5, 4, 7, 6, 8]} />
      </Card>
    </Screen>
  ),
  'data-blend': () => (
    <Screen>
      <circle cx="190" cy="170" r="96" fill={C.blue} opacity="0.85" />
      <circle cx="290" cy="170" r="96" fill={C.amber} opacity="0.8" />
      <TextLines x={120} y={166} widths={[60]} color={C.paper} />
      <TextLines x={318} y={166} widths={[60]} color={C.ink} />
    </Screen>
  ),
  'visuals-dashboard': () => (
    <Screen>
      <Card x={32} y={52} w={200} h={110}>
        <Bars x={44} y={64} w={176} h={86} values={[4, 6, 5, 8, 7, 9, 11]} accentIndex={6} />
      </Card>
      <Card x={248} y={52} w={200} h={110}>
        <Line x={260} y={70} w={176} h={76} values={[3, 5, 4, 6, 8, 7, 10]} color={C.amber} />
      </Card>
      <Card x={32} y={176} w={130} h={110}>
        <circle cx="97" cy="231" r="38" fill={C.soft} />
        <path d="M97 231V193A38 38 0 0 1 132 245z" fill={C.blue} />
      </Card>
      <Card x={176} y={176} w={272} h={110}>
        <TileMap x={196} y={188} size={17} />
      </Card>
    </Screen>
  ),
  'visuals-drill': () => (
    <Screen>
      <Card x={32} y={56} w={180} h={224}>
        <Bars x={44} y={70} w={156} h={196} values={[5, 9, 6, 4]} accentIndex={1} />
      </Card>
      <path d="M222 160h40l-10 -10M262 160l-10 10" stroke={C.amber} strokeWidth="5" fill="none" strokeLinecap="round" />
      <Card x={272} y={56} w={176} h={224}>
        <Bars x={282} y={70} w={156} h={196} values={[3, 5, 8, 6, 4, 7, 2]} color={C.amber} />
      </Card>
    </Screen>
  ),
  'analytics-pivot': () => (
    <Screen>
      <Card x={32} y={52} w={110} h={236}>
        <TextLines x={44} y={68} widths={[80, 60, 86, 70, 52, 76]} gap={30} color={C.mid} />
      </Card>
      {[0, 1, 2, 3, 4, 5].map((r) =>
        [0, 1, 2, 3].map((c) => (
          <rect
            key={`${r}-${c}`}
            x={158 + c * 74}
            y={52 + r * 40}
            width="68"
            height="34"
            rx="4"
            fill={r === 0 || c === 0 ? C.soft : [C.pale, C.amberSoft, C.pale, C.soft][(r * c) % 4]}
          />
        )),
      )}
    </Screen>
  ),
  'analytics-what-if': () => (
    <Screen>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="32" y={70 + i * 44} width="150" height="8" rx="4" fill={C.grey} />
          <rect x="32" y={88 + i * 44} width="150" height="6" rx="3" fill={C.soft} />
          <circle cx={60 + i * 40} cy={91 + i * 44} r="9" fill={C.amber} />
        </g>
      ))}
      <Card x={210} y={52} w={238} h={236}>
        <Bars x={222} y={80} w={214} h={190} values={[5, 6, 7, 7, 9]} color={C.mid} />
        <Line x={240} y={84} w={178} h={150} values={[4, 5, 7, 8, 10]} color={C.amber} dashed />
      </Card>
    </Screen>
  ),
};

type IllustrationProps = { kind: IllustrationKind; className?: string };

/** Decorative: the text next to it says what it shows. */
export function Illustration({ kind, className }: IllustrationProps) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} aria-hidden="true" focusable="false">
      {drawings[kind]()}
    </svg>
  );
}
