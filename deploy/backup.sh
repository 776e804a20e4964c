#!/usr/bin/env bash
# Backs the site up into one archive, vzorov-<UTC time>.tar.gz, in the folder given
# (docs/deployment.md), with the site's settings in the environment (/etc/vzorov/env):
# - on PostgreSQL (DATABASE_URL), a pg_dump of the database, taken while the site runs; it holds
#   the files too, unless FILE_STORAGE=directory keeps them in folders, which are added;
# - on PGlite, DATA_DIR's database and files: stop the site first (PGlite is one process).
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
  cp -a "$data_dir/pglite" "$work/pglite"
  storage=${FILE_STORAGE:-directory}
fi
if [ "$storage" = directory ]; then
  [ ! -d "$media_dir" ] || cp -a "$media_dir" "$work/media"
  [ ! -d "$data_dir/uploads" ] || cp -a "$data_dir/uploads" "$work/uploads"
fi

tar -C "$work" -czf "$archive.part" .
mv "$archive.part" "$archive"
echo "$archive"
