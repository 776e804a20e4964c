#!/usr/bin/env bash
# Makes this machine a synchronous standby of the site's primary PostgreSQL (docs/deployment.md,
# "A standby"): run as root on the standby's machine, with PostgreSQL 15 installed and stopped.
#   deploy/postgresql/standby.sh PRIMARY_ADDRESS
# The primary needs a replication login from here in pg_hba.conf (host replication replicator …),
# the user (CREATE ROLE replicator REPLICATION LOGIN PASSWORD '…'; its password in ~postgres/.pgpass),
# and, once this standby streams, synchronous_standby_names = 'FIRST 1 (standby1)'.
set -euo pipefail
primary=${1:?usage: deploy/postgresql/standby.sh PRIMARY_ADDRESS}
data=/var/lib/postgresql/15/main
systemctl stop postgresql
[ -z "$(ls -A "$data" 2>/dev/null)" ] || mv "$data" "$data.before-standby.$(date +%s)"
install -d -o postgres -g postgres -m 700 "$data"
# A copy of the primary, and the settings to follow it (standby.signal, primary_conninfo).
sudo -u postgres pg_basebackup -h "$primary" -U replicator -D "$data" -R -X stream -c fast
# Its name on the primary's synchronous_standby_names; and as a primary itself after a failover it
# waits for no standby until one is made anew (else every commit would wait for ever).
cat > /etc/postgresql/15/main/conf.d/vzorov-standby.conf <<CONF
cluster_name = 'standby1'
synchronous_standby_names = ''
CONF
systemctl start postgresql
echo "standby of $primary; on the primary: ALTER SYSTEM SET synchronous_standby_names = 'FIRST 1 (standby1)'; SELECT pg_reload_conf();"
