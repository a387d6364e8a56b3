#!/usr/bin/env bash
# Backs up and restores the portal's PostgreSQL database with pg_dump / pg_restore (docs/deploying.md).
#   scripts/backup-restore.sh backup  <database-url> <file.dump>
#   scripts/backup-restore.sh restore <file.dump> <database-url>   (into an empty database)
# PG_BIN names the folder of pg_dump/pg_restore when they are not on PATH or are older than the server.
set -euo pipefail
bin() { if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; else echo "$1"; fi; }

case "${1:-}" in
  backup)
    [ $# -eq 3 ] || { echo "usage: $0 backup <database-url> <file.dump>" >&2; exit 2; }
    # Custom format: compressed, restorable table by table; a consistent snapshot while the portal runs.
    "$(bin pg_dump)" --format=custom --no-owner --no-privileges --file="$3" "$2"
    echo "backed up to $3"
    ;;
  restore)
    [ $# -eq 3 ] || { echo "usage: $0 restore <file.dump> <database-url>" >&2; exit 2; }
    # One transaction: a restore that fails leaves the target as it was.
    "$(bin pg_restore)" --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$3" "$2"
    echo "restored $2"
    ;;
  *)
    echo "usage: $0 backup <database-url> <file.dump> | restore <file.dump> <database-url>" >&2
    exit 2
    ;;
esac
