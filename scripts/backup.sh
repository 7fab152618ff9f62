#!/usr/bin/env bash
# Backs up a Sortie instance: the database and the files directory (docs/backups.md).
#   PostgreSQL (DATABASE_URL set): pg_dump --format=custom, online, consistent.
#   PGlite (the embedded default, DATA_DIR/db): stop-and-copy. PGlite runs inside the server
#     process and has no second connection to dump through, so the server must be stopped; the
#     script refuses while the health URL answers.
#   Files: DATA_DIR/files as a tarball (skipped when S3_BUCKET is set: back the bucket up there).
# Usage: scripts/backup.sh [output-dir]    (default ./backups)
# Env: DATA_DIR (./data), DATABASE_URL, PG_SCHEMA (dump one schema only), S3_BUCKET,
#      SORTIE_HEALTH_URL (http://127.0.0.1:${PORT:-8080}/api/health).
# Prints the backup folder's path on the last line.
set -euo pipefail

out_root=${1:-./backups}
data_dir=${DATA_DIR:-./data}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
dest="$out_root/sortie-$stamp"
health=${SORTIE_HEALTH_URL:-http://127.0.0.1:${PORT:-8080}/api/health}

fail() { echo "backup: $*" >&2; exit 1; }

mkdir -p "$dest"
{
  echo "created=$stamp"
  echo "format=1"
} > "$dest/manifest"

if [[ -n "${DATABASE_URL:-}" ]]; then
  command -v pg_dump >/dev/null || fail "pg_dump is not installed (apt-get install postgresql-client)."
  schema_args=()
  if [[ -n "${PG_SCHEMA:-}" ]]; then schema_args=(--schema="$PG_SCHEMA"); fi
  pg_dump --format=custom --no-owner --no-acl "${schema_args[@]}" \
    --file="$dest/database.pgdump" "$DATABASE_URL"
  echo "database=postgres" >> "$dest/manifest"
else
  db_dir="$data_dir/db"
  [[ -d "$db_dir" ]] || fail "no PGlite database at $db_dir (set DATA_DIR, or DATABASE_URL for PostgreSQL)."
  if command -v curl >/dev/null && curl -fsS --max-time 2 "$health" >/dev/null 2>&1; then
    fail "the server answers at $health; stop it first (PGlite is copied while stopped)."
  fi
  tar -C "$data_dir" -czf "$dest/database-pglite.tar.gz" db
  echo "database=pglite" >> "$dest/manifest"
fi

if [[ -n "${S3_BUCKET:-}" ]]; then
  echo "files=s3 (not copied: use the bucket's versioning or replication)" >> "$dest/manifest"
elif [[ -d "$data_dir/files" ]]; then
  tar -C "$data_dir" -czf "$dest/files.tar.gz" files
  echo "files=local" >> "$dest/manifest"
else
  echo "files=none" >> "$dest/manifest"
fi

(cd "$dest" && shopt -s nullglob && sha256sum -- *.tar.gz *.pgdump > SHA256SUMS)
echo "$dest"
