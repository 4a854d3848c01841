#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into the database DATABASE_URL names (which should be
# empty or a copy you mean to overwrite) and, when the backup has files, into DATA_DIR/uploads. Usage:
#   DATABASE_URL=postgres://.../colabora_restored DATA_DIR=/srv/colabora-restored scripts/restore.sh /backups/colabora-2026-11-21
# Stop the app instances first; start them afterwards (they apply any newer migrations on start).
set -euo pipefail

src="${1:?usage: scripts/restore.sh <backup-dir>}"
: "${DATABASE_URL:?DATABASE_URL must name the database to restore into}"
data_dir="${DATA_DIR:-./data}"
pg_bin="${PG_BIN:-}"
pg_restore="${pg_bin:+$pg_bin/}pg_restore"

[[ -f "$src/database.dump" ]] || { echo "no database.dump in $src" >&2; exit 1; }
# --clean --if-exists: restoring over an older copy replaces it; --single-transaction: all or nothing.
"$pg_restore" --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$src/database.dump"

if [[ -f "$src/uploads.tar.gz" ]]; then
  mkdir -p "$data_dir/uploads"
  tar -C "$data_dir/uploads" -xzf "$src/uploads.tar.gz"
fi
echo "restored $src"
