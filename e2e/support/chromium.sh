#!/bin/sh
# Starts Debian's Chromium for Playwright with every `--disable-features` list merged into one. Chromium reads only the
# last such switch, so the list the journeys add (playwright.config.ts) would otherwise undo Playwright's own (HTTPS
# upgrades, paint holding, storage partitioning…).
# The browser is CHROMIUM_PATH when set; otherwise Debian's headless shell when it is installed (package
# chromium-headless-shell: the same Chromium, Blink and V8 of the same version, without the browser's windows; about
# 30 % less of the browser's processor time, ADR 0105), and /usr/bin/chromium otherwise.
disabled=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
browser="${CHROMIUM_PATH:-}"
if [ -z "$browser" ]; then
  if [ -x /usr/bin/chromium-headless-shell ]; then browser=/usr/bin/chromium-headless-shell; else browser=/usr/bin/chromium; fi
fi
exec "$browser" "$@" ${disabled:+"--disable-features=$disabled"}
