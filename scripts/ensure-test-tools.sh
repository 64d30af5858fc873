#!/usr/bin/env bash
# Installs what the browser and proxy tests drive from Debian when it is missing:
# Chromium (Playwright's browser) and nginx (the TLS reverse proxy of docs/deploy.md).
# Further Debian packages named as arguments are checked as /usr/bin/<name> (`make bench`: wrk).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
for tool in "$@"; do
  [ -x "/usr/bin/$tool" ] || missing+=("$tool")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
# The tests start nginx themselves on free ports: keep the package from starting its service.
policy=/usr/sbin/policy-rc.d
had_policy=0; [ -e "$policy" ] && had_policy=1
[ "$had_policy" = 1 ] || { printf '#!/bin/sh\nexit 101\n' > "$policy"; chmod +x "$policy"; }
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
[ "$had_policy" = 1 ] || rm -f "$policy"
