#!/usr/bin/env bash
# Builds phonefmt-peer, the libphonenumber side of phonefmt-bench, into Benchmarks/peer/.build/.
#
#   Benchmarks/peer/build.sh               install libphonenumber-dev when missing, then build
#   Benchmarks/peer/build.sh --no-install  build only if libphonenumber-dev is already there
#
# libphonenumber comes from Debian's libphonenumber-dev package; it is never vendored.
# Exit status: 0 built, 3 libphonenumber-dev missing (with --no-install) or not installable,
# 1 the compiler failed.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="$here/.build"
install=1
if [[ "${1:-}" == "--no-install" ]]; then install=0; fi

have_package() { dpkg -s libphonenumber-dev >/dev/null 2>&1; }

if ! have_package; then
  if [[ $install == 0 ]]; then
    echo "libphonenumber-dev is not installed; run Benchmarks/peer/build.sh to install it" >&2
    exit 3
  fi
  sudo=""
  if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "libphonenumber-dev is not installed and this user cannot install it" >&2
      exit 3
    fi
  fi
  echo "installing libphonenumber-dev (Debian)" >&2
  export DEBIAN_FRONTEND=noninteractive
  if ! $sudo apt-get install -y libphonenumber-dev >&2; then
    $sudo apt-get update >&2 && $sudo apt-get install -y libphonenumber-dev >&2 || {
      echo "libphonenumber-dev could not be installed" >&2
      exit 3
    }
  fi
fi

version="$(dpkg-query -W -f='${Version}' libphonenumber-dev)"
cxx="${CXX:-g++}"
mkdir -p "$out"
"$cxx" -std=c++17 -O2 -DNDEBUG "-DPEER_LIBPHONENUMBER_VERSION=\"$version\"" \
  "$here/peer.cc" -o "$out/phonefmt-peer.tmp" -lphonenumber || exit 1
mv "$out/phonefmt-peer.tmp" "$out/phonefmt-peer"
echo "built $out/phonefmt-peer against libphonenumber $version" >&2
