#!/bin/sh
# Starts Debian's Chromium for Playwright with every `--disable-features` list merged into one. Chromium reads only the
# last such switch, so the list the journeys add (playwright.config.ts) would otherwise undo Playwright's own (HTTPS
# upgrades, paint holding, storage partitioning…). CHROMIUM_PATH names another Chromium.
disabled=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${disabled:+"--disable-features=$disabled"}
