#!/usr/bin/env bash
# What the test suite needs beyond Node: Debian's Chromium (browser tests; never a downloaded browser),
# PostgreSQL 15 (API tests on a real database), ffmpeg (phone videos of every rotation, made by a real
# encoder for the media tests) and the npm packages. Installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing with apt: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# npm ci: exactly the lockfile, as CI and deployments install (decision 034).
npm ci --no-audit --no-fund
