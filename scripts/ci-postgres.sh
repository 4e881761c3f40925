#!/usr/bin/env bash
# Makes a local PostgreSQL server (Debian's package) answer on 127.0.0.1:5432 with password auth for
# postgres/postgres, so the integration suites can run their RLS matrix against a real server as well as
# PGlite. Idempotent: when the server already answers with that password it only prints the export line.
#
# Usage:  eval "$(bash scripts/ci-postgres.sh)"      # sets TEST_DATABASE_URL in the calling shell
# Progress goes to stderr; stdout carries only the export line.
set -euo pipefail
# Everything any command prints goes to stderr (pg_ctlcluster, for one, prints "Removed stale pid
# file." on stdout); only the final export line goes to the caller's stdout, kept on fd 3.
exec 3>&1 1>&2

HOST=127.0.0.1
PORT=5432
URL="postgres://postgres:postgres@${HOST}:${PORT}/postgres"

log() { echo "ci-postgres: $*" >&2; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
answers() { PGPASSWORD=postgres PGCONNECT_TIMEOUT=3 psql -h "$HOST" -p "$PORT" -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; }

if command -v psql >/dev/null 2>&1 && answers; then
  log "already running on ${HOST}:${PORT}"
  echo "export TEST_DATABASE_URL=${URL}" >&3
  exit 0
fi

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "installing postgresql from Debian"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
fi

# The newest installed major version, and its cluster (Debian's package creates "main" unless told not to).
VERSION="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h 2>/dev/null | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster ${VERSION}/main"
  as_root pg_createcluster "$VERSION" main --port "$PORT" >/dev/null
fi

# Listen on loopback only; Debian's pg_hba.conf already asks 127.0.0.1 for a scram-sha-256 password.
# A throwaway test server: nothing in it has to survive a crash, so it does not wait for the disk on
# each commit (the suites make and drop a database per suite and commit thousands of small transactions).
CONF_DIR="/etc/postgresql/${VERSION}/main"
as_root sh -c "printf \"listen_addresses = '%s'\nport = %s\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n\" '$HOST' '$PORT' > '$CONF_DIR/conf.d/ci-postgres.conf'"

if pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  as_root pg_ctlcluster "$VERSION" main reload
else
  log "starting cluster ${VERSION}/main"
  # 3>&- : the server must not inherit the caller's stdout, or "$(...)" would wait for it forever.
  as_root pg_ctlcluster "$VERSION" main start 3>&-
fi

for _ in $(seq 1 60); do
  pg_isready -q -h "$HOST" -p "$PORT" && break
  sleep 0.5
done
pg_isready -q -h "$HOST" -p "$PORT" || { log "server did not become ready"; exit 1; }

# The local socket uses peer auth, so the postgres OS user can always set the password.
as_postgres "psql -p $PORT -Atqc \"alter role postgres with password 'postgres'\"" >/dev/null
answers || { log "server is up but postgres/postgres is refused on ${HOST}:${PORT}"; exit 1; }

log "ready on ${HOST}:${PORT}"
echo "export TEST_DATABASE_URL=${URL}" >&3
