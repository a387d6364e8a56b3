// The analytics engine's memory on /metrics (decision 029): what DuckDB itself reports holding,
// per kind (base tables, hash tables, …). Nothing before the copy has loaded: a scrape must not
// start a load.
import { Gauge, type Registry } from 'prom-client';
import type { AnalyticsEngine } from './duckdb-engine.ts';

export function registerEngineMetrics(registry: Registry, engine: AnalyticsEngine) {
  new Gauge({
    name: 'analytics_engine_memory_bytes',
    help: 'Memory held by the analytics engine (DuckDB duckdb_memory()), per tag',
    labelNames: ['tag'] as const,
    registers: [registry],
    async collect() {
      if (!engine.isLoaded()) return;
      const rows = await engine.query(
        'select tag, cast(memory_usage_bytes as double) as bytes from duckdb_memory() where memory_usage_bytes > 0',
      );
      this.reset();
      for (const row of rows) this.set({ tag: String(row.tag) }, Number(row.bytes));
    },
  });
}
