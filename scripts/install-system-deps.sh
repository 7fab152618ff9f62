#!/usr/bin/env bash
# Installs what the tests need beyond npm packages, from Debian's packages, only when absent:
# Chromium (Playwright e2e drives /usr/bin/chromium), GDAL's ogrinfo (checks exported KML) and
# ffmpeg (pushes RTMP test patterns for live streams and the dock and pilot-app simulators).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v ogrinfo >/dev/null 2>&1 || need+=(gdal-bin)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
# Fonts so screenshots render text the way users see it.
[ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)
# Devanagari (Noto Sans Devanagari) so the Hindi pages render in Chromium, not as boxes.
[ -f /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || need+=(fonts-noto-core)
if [ ${#need[@]} -eq 0 ]; then
  echo "system deps: all present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "system deps: installing ${need[*]}"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "system deps: installed ${need[*]}"
