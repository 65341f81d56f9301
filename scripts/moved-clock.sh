#!/usr/bin/env bash
# Runs the tests with the clock moved forward (ADR 0104): every date rule (cut-offs, slots, the advent calendar from
# 1 December, promotions' ends, a new year) is met on the day CI meets it, not first in CI. The web-service, the
# storefront, Vitest and a throwaway PostgreSQL all run on the moved clock (libfaketime); the journeys' browser keeps
# the machine's (scripts/e2e.mjs).
#
#   bash scripts/moved-clock.sh +1d                 # Vitest, as tomorrow at this hour
#   bash scripts/moved-clock.sh +25d e2e            # Vitest, then every journey, on 25 December
#   bash scripts/moved-clock.sh +10h e2e e2e/games.spec.ts
#
# Needs Debian's faketime (apt-get install -y faketime) and PostgreSQL's server binaries; not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
offset="${1:?usage: bash scripts/moved-clock.sh +1d [e2e [journeys…]]}"
shift
journeys=0
if [ "${1:-}" = "e2e" ]; then journeys=1; shift; fi

command -v faketime >/dev/null || { echo "faketime manque : apt-get install -y faketime" >&2; exit 1; }
lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1)
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$lib" ] && [ -n "$bin" ] || { echo "libfaketime ou les binaires de PostgreSQL introuvables" >&2; exit 1; }
port="${MOVED_CLOCK_PG_PORT:-5433}"

dir=$(mktemp -d)
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
stop() {
  # Without the moved clock: pg_ctl, run as postgres, cannot open the semaphores libfaketime's processes made as root,
  # and fails, which left the cluster running on its deleted folder.
  unset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres" >/dev/null
# The moved offset is relative (« +1d »): every process started under it agrees on the date, whenever it starts.
# Monotonic clocks stay the machine's, so timers and timeouts keep their lengths.
moved="FAKETIME='$offset' FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD='$lib'"
as_owner "$moved '$bin/pg_ctl' -D '$dir/data' -o '-p $port -k $dir -c timezone=Etc/UTC' -l '$dir/log' -w start" >/dev/null
psql -h 127.0.0.1 -p "$port" -U postgres -qc "create database test" postgres
echo "Horloge déplacée de $offset : PostgreSQL dit $(psql -h 127.0.0.1 -p "$port" -U postgres -Atc 'select now()' postgres)"

export FAKETIME="$offset" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$lib"
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/test"
status=0
node node_modules/vitest/vitest.mjs run --reporter=dot || status=$?
if [ "$journeys" = 1 ]; then
  E2E_WEB_PORT="${E2E_WEB_PORT:-3480}" E2E_API_PORT="${E2E_API_PORT:-3481}" node scripts/e2e.mjs "$@" || status=$?
fi
exit "$status"
