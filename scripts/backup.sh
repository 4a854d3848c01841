#!/usr/bin/env bash
# Backs up one Colabora installation on PostgreSQL: the database (pg_dump, custom format) and, with the
# disk storage driver, the uploaded files. Usage:
#   DATABASE_URL=postgres://... DATA_DIR=/srv/colabora scripts/backup.sh /backups/colabora-$(date +%F)
# Writes <dir>/database.dump, <dir>/uploads.tar.gz (disk storage only) and <dir>/MANIFEST.
# Safe while the app runs: pg_dump reads one consistent snapshot. Files uploaded during the dump may be
# in the archive without a row (harmless) but never a row without its file when the dump runs first.
# With STORAGE_DRIVER=s3 the bucket is not copied: turn on the bucket's versioning/replication instead
# (docs/deploy.md, "Backups").
set -euo pipefail

out="${1:?usage: scripts/backup.sh <backup-dir>}"
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
data_dir="${DATA_DIR:-./data}"
pg_bin="${PG_BIN:-}"
pg_dump="${pg_bin:+$pg_bin/}pg_dump"

mkdir -p "$out"
# The database first: a file referenced by a row then always made it into the archive below.
"$pg_dump" --format=custom --no-owner --no-privileges --file="$out/database.dump" "$DATABASE_URL"

uploads="$data_dir/uploads"
if [[ "${STORAGE_DRIVER:-disk}" == "disk" && -d "$uploads" ]]; then
  # Unfinished resumable uploads (.tus-partial) are not data yet: leave them out.
  tar -C "$uploads" --exclude=./.tus-partial -czf "$out/uploads.tar.gz" .
fi

{
  echo "created_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "database=$(basename "$out")/database.dump"
  [[ -f "$out/uploads.tar.gz" ]] && echo "uploads=$(basename "$out")/uploads.tar.gz"
  echo "storage_driver=${STORAGE_DRIVER:-disk}"
} >"$out/MANIFEST"
echo "backup written to $out"
