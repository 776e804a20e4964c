#!/usr/bin/env bash
# Restores an archive of deploy/backup.sh on a fresh machine (docs/deployment.md), with the new
# site's settings in the environment: into the empty PostgreSQL database of DATABASE_URL, or into
# an empty DATA_DIR for PGlite; files kept in folders go back to MEDIA_DIR and DATA_DIR/uploads.
# Refuses to write over a database or files that are there. Start the site afterwards.
set -euo pipefail
archive=${1:?usage: deploy/restore.sh BACKUP.tar.gz}
data_dir=${DATA_DIR:-./data}
media_dir=${MEDIA_DIR:-$data_dir/media}
fail() {
  echo "$1" >&2
  exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$archive"

empty() {
  [ -e "$1" ] || return 0
  local listed
  listed=$(ls -A -- "$1") || return 1
  [ -z "$listed" ]
}
for area in media uploads; do
  dest=$([ "$area" = media ] && echo "$media_dir" || echo "$data_dir/uploads")
  [ ! -d "$work/$area" ] || empty "$dest" || fail "$dest is not empty: restore into a fresh DATA_DIR"
done

if [ -f "$work/database.dump" ]; then
  [ -n "${DATABASE_URL:-}" ] || fail "the backup is of a PostgreSQL database: set DATABASE_URL to a new, empty one"
  tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" \
    --command="select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
  [ "$tables" = 0 ] || fail "the database of DATABASE_URL has tables: restore into a new, empty one"
  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$work/database.dump"
else
  [ -d "$work/pglite" ] || [ -f "$work/pglite.tar.gz" ] || fail "$archive holds no database"
  [ -z "${DATABASE_URL:-}" ] || fail "the backup is of PGlite: unset DATABASE_URL and set DATA_DIR"
  empty "$data_dir/pglite" || fail "$data_dir/pglite is not empty: restore into a fresh DATA_DIR"
  mkdir -p "$data_dir"
  rm -rf "$data_dir/pglite"
  if [ -f "$work/pglite.tar.gz" ]; then
    # The running site's dump: its members are named from the data directory's root (/PG_VERSION).
    mkdir "$data_dir/pglite"
    tar -C "$data_dir/pglite" -xzf "$work/pglite.tar.gz" --no-same-owner 2> >(grep -v 'Removing leading' >&2)
  else
    cp -a "$work/pglite" "$data_dir/pglite"
  fi
fi
if [ -d "$work/media" ]; then
  mkdir -p "$(dirname "$media_dir")" && rm -rf "$media_dir" && cp -a "$work/media" "$media_dir"
fi
if [ -d "$work/uploads" ]; then
  mkdir -p "$data_dir" && rm -rf "$data_dir/uploads" && cp -a "$work/uploads" "$data_dir/uploads"
fi
echo "restored $archive"
