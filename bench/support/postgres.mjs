// A throw-away PostgreSQL server for a benchmark: initdb into a temporary folder as user postgres,
// start it on a free 127.0.0.1 port, and remove it all on stop().
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';

// Debian's PostgreSQL server binaries, the newest major installed (15 on bookworm).
const PG_BIN = (() => {
  const majors = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((d) => /^\d+$/.test(d))
    : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: run `sudo apt-get install -y postgresql` first.');
  return `/usr/lib/postgresql/${newest}/bin`;
})();

function asPostgres(command) {
  return execFileSync('su', ['postgres', '-c', command], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** A throw-away PostgreSQL server on a free port (or the one given): { url, stop }. */
export async function startPostgres({ port: wantedPort } = {}) {
  const dir = mkdtempSync('/tmp/mti-bench-pg-');
  chmodSync(dir, 0o777);
  const port = wantedPort ?? (await freePort());
  asPostgres(`${PG_BIN}/initdb -D ${dir}/data -U postgres -A trust -E UTF8 --locale=C --no-sync > ${dir}/initdb.log`);
  // Memory sized for this 24 GB, 2-core machine; durability off only to load faster.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c shared_buffers=4GB',
    '-c work_mem=512MB',
    '-c maintenance_work_mem=1GB',
    '-c effective_cache_size=12GB',
    '-c max_parallel_workers_per_gather=2',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/data -l ${dir}/server.log -w -t 120 -o "${options}" start`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => {
      try {
        asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/data -m fast -w stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
