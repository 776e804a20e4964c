#!/usr/bin/env bash
# Backs the site up into one archive, vzorov-<UTC time>.tar.gz, in the folder given
# (docs/deployment.md), with the site's settings in the environment (/etc/vzorov/env):
# - on PostgreSQL (DATABASE_URL), a pg_dump of the database, taken while the site runs; it holds
#   the files too, unless FILE_STORAGE=directory keeps them in folders, which are added;
# - on PGlite, DATA_DIR's database and files: a running site hands over its database through its
#   control socket (DATA_DIR/control.sock, needs curl), with no downtime; a stopped one is copied.
# Prints the archive's path. Restore it with deploy/restore.sh.
set -euo pipefail
target=${1:?usage: deploy/backup.sh TARGET_FOLDER}
data_dir=${DATA_DIR:-./data}
media_dir=${MEDIA_DIR:-$data_dir/media}

work=$(mktemp -d)
archive="$target/vzorov-$(date -u +%Y%m%dT%H%M%SZ).tar.gz"
trap 'rm -rf "$work" "$archive.part"' EXIT
mkdir -p "$target"

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --no-privileges --file="$work/database.dump" "$DATABASE_URL"
  storage=${FILE_STORAGE:-database}
else
  [ -d "$data_dir/pglite" ] || { echo "no PGlite database in $data_dir/pglite" >&2; exit 1; }
  # A running site hands over its database itself, between two queries (its files change under a copy);
  # a stopped one (no socket, or nobody answers on it) is copied as it lies.
  status=0
  if [ -S "$data_dir/control.sock" ]; then
    curl --silent --show-error --fail --max-time 600 --unix-socket "$data_dir/control.sock" \
      -X POST --output "$work/pglite.tar.gz" http://site/pglite-dump || status=$?
  else
    status=7
  fi
  if [ "$status" = 7 ]; then
    rm -f "$work/pglite.tar.gz"
    cp -a "$data_dir/pglite" "$work/pglite"
  elif [ "$status" != 0 ]; then
    echo "the running site did not hand over its database (curl exit $status)" >&2
    exit 1
  fi
  storage=${FILE_STORAGE:-directory}
fi
if [ "$storage" = directory ]; then
  [ ! -d "$media_dir" ] || cp -a "$media_dir" "$work/media"
  [ ! -d "$data_dir/uploads" ] || cp -a "$data_dir/uploads" "$work/uploads"
fi

tar -C "$work" -czf "$archive.part" .
mv "$archive.part" "$archive"
echo "$archive"
