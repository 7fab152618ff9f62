#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into DATA_DIR / DATABASE_URL (docs/backups.md).
# Stop the server first. What is there now is kept beside it (db.before-restore-<time>,
# files.before-restore-<time>) for PGlite and files; PostgreSQL objects are replaced
# (pg_restore --clean) in one transaction.
# Usage: scripts/restore.sh <backup-folder>
set -euo pipefail

src=${1:?usage: scripts/restore.sh <backup-folder>}
data_dir=${DATA_DIR:-./data}
stamp=$(date -u +%Y%m%dT%H%M%SZ)

fail() { echo "restore: $*" >&2; exit 1; }

[[ -f "$src/manifest" ]] || fail "$src is not a Sortie backup (no manifest)."
if [[ -s "$src/SHA256SUMS" ]]; then
  (cd "$src" && sha256sum --quiet -c SHA256SUMS) || fail "checksums do not match; the backup is damaged."
fi
mode=$(sed -n 's/^database=//p' "$src/manifest")

mkdir -p "$data_dir"
case "$mode" in
  postgres)
    [[ -n "${DATABASE_URL:-}" ]] || fail "this is a PostgreSQL backup; set DATABASE_URL."
    command -v pg_restore >/dev/null || fail "pg_restore is not installed (apt-get install postgresql-client)."
    pg_restore --clean --if-exists --no-owner --no-acl --single-transaction \
      --dbname="$DATABASE_URL" "$src/database.pgdump"
    ;;
  pglite)
    [[ -z "${DATABASE_URL:-}" ]] || fail "this is a PGlite backup; unset DATABASE_URL."
    if [[ -d "$data_dir/db" ]]; then mv "$data_dir/db" "$data_dir/db.before-restore-$stamp"; fi
    tar -C "$data_dir" -xzf "$src/database-pglite.tar.gz"
    ;;
  *) fail "unknown database kind '$mode' in $src/manifest." ;;
esac

if [[ -f "$src/files.tar.gz" ]]; then
  if [[ -d "$data_dir/files" ]]; then mv "$data_dir/files" "$data_dir/files.before-restore-$stamp"; fi
  tar -C "$data_dir" -xzf "$src/files.tar.gz"
fi
echo "restored $src ($mode)"
