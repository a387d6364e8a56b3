// The tiles of a personal dashboard on a two-column grid, in reading order. Each tile moves one step
// up, down, left or right with its buttons (the keyboard path) or is dragged onto another place;
// a live line says where it went.
import { ActionIcon, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  MY_DASHBOARD_COLUMNS,
  type MyDashboardTile,
  movedIndex,
  moveTile,
} from '@mti/contracts/dashboards/my-dashboard-file';
import { type ReactNode, useState } from 'react';

const DIRECTIONS = [
  { direction: 'up', symbol: '↑' },
  { direction: 'down', symbol: '↓' },
  { direction: 'left', symbol: '←' },
  { direction: 'right', symbol: '→' },
] as const;

const placeOf = (index: number) =>
  `row ${Math.floor(index / MY_DASHBOARD_COLUMNS) + 1}, column ${(index % MY_DASHBOARD_COLUMNS) + 1}`;

export type TileGridProps = {
  tiles: readonly MyDashboardTile[];
  onChange: (tiles: MyDashboardTile[]) => void;
  /** The body of a tile (its figures). */
  renderTile: (tile: MyDashboardTile) => ReactNode;
};

export function TileGrid({ tiles, onChange, renderTile }: TileGridProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number, how: 'swap' | 'insert') => {
    const title = tiles[from]?.title ?? '';
    onChange(moveTile(tiles, from, to, how));
    setAnnouncement(`${title} moved to ${placeOf(to)}.`);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: MY_DASHBOARD_COLUMNS }} spacing="md">
        {tiles.map((tile, index) => (
          <Paper
            key={tile.id}
            withBorder
            radius="md"
            p="sm"
            draggable
            data-testid="my-tile"
            aria-label={tile.title}
            role="region"
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', tile.id);
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index) move(dragged, index, 'insert');
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            style={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
              <Title order={2} fz="md" lineClamp={1}>
                {tile.title}
              </Title>
              <Group gap={2} wrap="nowrap">
                {DIRECTIONS.map(({ direction, symbol }) => {
                  const to = movedIndex(index, tiles.length, direction);
                  return (
                    <ActionIcon
                      key={direction}
                      variant="default"
                      size="sm"
                      aria-label={`Move ${tile.title} ${direction}`}
                      disabled={to === null}
                      onClick={() => to !== null && move(index, to, 'swap')}
                    >
                      {symbol}
                    </ActionIcon>
                  );
                })}
                <ActionIcon
                  variant="default"
                  size="sm"
                  color="red"
                  aria-label={`Remove ${tile.title}`}
                  onClick={() => {
                    onChange(tiles.filter((t) => t.id !== tile.id));
                    setAnnouncement(`${tile.title} removed.`);
                  }}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
            {renderTile(tile)}
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="tile-announcement">
        {announcement}
      </Text>
    </>
  );
}
