#!/usr/bin/env bash
# Checks a release bundle on a bare Debian 12 (`make dist-check`, which .ci/run calls):
#
#   scripts/dist-check.sh <bundle.tar.gz> <binary built from source>
#
# 1. makes a Debian 12 root file system with nothing installed (debootstrap --variant=minbase,
#    from Debian's registry; the root is kept as a tar file in MATCHCUT_DIST_CACHE, default
#    ~/.cache/matchcut, so later runs only unpack it) and checks that it has no Cairo, Pango,
#    fontconfig, fonts or ffmpeg;
# 2. unpacks the bundle into its /opt and, with chroot and a clean environment:
#    - prints the renderer fingerprint, which must equal the source build's;
#    - tests scenes/ against their committed goldens;
#    - renders one scene to PNG frames, which must be byte-for-byte the source build's;
#    - renders it again with LD_LIBRARY_PATH, FONTCONFIG_FILE and FONTCONFIG_SYSROOT pointing
#      elsewhere, through the binary itself rather than the launcher: the same bytes;
#    - asks for an mp4, which must stop naming the missing ffmpeg;
# 3. makes the bundle again from the same binary: the same bytes.
# Needs root (chroot, and /proc mounted in the root as on every Linux system).
set -euo pipefail

bundle=${1:?usage: scripts/dist-check.sh <bundle.tar.gz> <binary built from source>}
source_binary=${2:?usage: scripts/dist-check.sh <bundle.tar.gz> <binary built from source>}
[ "$(id -u)" -eq 0 ] || { echo "dist-check: chroot needs root" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "dist-check: debootstrap is missing; run 'make dist-deps'" >&2; exit 2; }

cache=${MATCHCUT_DIST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/matchcut}
mirror=${MATCHCUT_DEBIAN_MIRROR:-http://deb.debian.org/debian}
base="$cache/debian12-minbase.tar"
work=$(pwd)/.build/dist-check
root="$work/root"
scene=card-hero

step() { echo "dist-check: $*"; }
cleanup() { umount "$root/proc" 2>/dev/null || true; }
trap cleanup EXIT

if [ ! -f "$base" ]; then
    step "making a bare Debian 12 root with debootstrap from $mirror (kept in $base)"
    mkdir -p "$cache"
    rm -rf "$work/bootstrap" && mkdir -p "$work"
    debootstrap --variant=minbase bookworm "$work/bootstrap" "$mirror" > "$work/debootstrap.log" 2>&1 ||
        { tail -20 "$work/debootstrap.log" >&2; exit 1; }
    tar -C "$work/bootstrap" -cf "$base.partial" . && mv "$base.partial" "$base"
    rm -rf "$work/bootstrap"
fi
cleanup
rm -rf "$root" && mkdir -p "$root"
tar -C "$root" -xf "$base"
step "bare root: $(sed -n 's/^PRETTY_NAME="\(.*\)"$/\1/p' "$root/etc/os-release"), $(chroot "$root" dpkg-query -W -f '.\n' | wc -l) packages"
for absent in usr/lib/x86_64-linux-gnu/libcairo.so.2 usr/lib/x86_64-linux-gnu/libpango-1.0.so.0 \
              usr/lib/x86_64-linux-gnu/libfontconfig.so.1 usr/share/fonts usr/bin/ffmpeg usr/bin/swift; do
    [ ! -e "$root/$absent" ] || { echo "dist-check: the root is not bare: it has /$absent" >&2; exit 1; }
done
mount -t proc proc "$root/proc"

mkdir -p "$root/opt"
tar -C "$root/opt" -xzf "$bundle"
name=$(basename "$bundle" .tar.gz)
mkdir -p "$root/work"
cp -r scenes "$root/work/scenes"
in_root() { chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin "$@"; }

step "fingerprint, through a link on PATH as the Containerfile makes it"
ln -s "/opt/$name/matchcut" "$root/usr/local/bin/matchcut"
in_root matchcut --version > "$work/bundle-version.txt"
"$source_binary" --version > "$work/source-version.txt"
diff -u "$work/source-version.txt" "$work/bundle-version.txt" ||
    { echo "dist-check: the bundle's fingerprint is not the source build's" >&2; exit 1; }
sed -n 1p "$work/bundle-version.txt"

step "matchcut test scenes (the committed goldens)"
in_root matchcut test /work/scenes -o /work/test-report --no-cache > "$work/test.log" 2>&1 ||
    { tail -40 "$work/test.log" >&2; echo "dist-check: the scenes' goldens fail in the bundle" >&2; exit 1; }
echo "  $(grep -c ' frames match (goldens in ' "$work/test.log") scenes, every frame matches its golden"

step "matchcut render $scene.scene: the same bytes as the source build"
in_root "/opt/$name/matchcut" render "/work/scenes/$scene.scene" -o /work/out --format png --no-cache --quiet
rm -rf "$work/source-out"
"$source_binary" render "scenes/$scene.scene" -o "$work/source-out" --format png --no-cache --quiet
frames=$(find "$work/source-out/$scene" -name '*.png' | wc -l)
[ "$frames" -gt 10 ] || { echo "dist-check: the source build rendered $frames frames" >&2; exit 1; }
diff -r -q "$work/source-out/$scene" "$root/work/out/$scene" ||
    { echo "dist-check: the bundle's frames differ from the source build's" >&2; exit 1; }
echo "  $frames PNG frames, byte-for-byte equal"

step "the environment cannot move the libraries or fonts"
mkdir -p "$root/tmp/elsewhere"
chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin LD_LIBRARY_PATH=/tmp/elsewhere \
    FONTCONFIG_FILE=/tmp/elsewhere/fonts.conf FONTCONFIG_PATH=/tmp/elsewhere FONTCONFIG_SYSROOT=/tmp/elsewhere \
    "/opt/$name/bin/matchcut" render "/work/scenes/$scene.scene" -o /work/out-env --format png --no-cache --quiet
diff -r -q "$work/source-out/$scene" "$root/work/out-env/$scene" ||
    { echo "dist-check: with the environment set, the frames differ" >&2; exit 1; }
echo "  the same $frames frames"

step "video without ffmpeg names it"
if in_root "/opt/$name/matchcut" render "/work/scenes/$scene.scene" -o /work/out-mp4 --format mp4 --quiet 2> "$work/mp4.txt"; then
    echo "dist-check: an mp4 render without ffmpeg succeeded" >&2; exit 1
fi
grep -q "ffmpeg is not installed" "$work/mp4.txt" ||
    { cat "$work/mp4.txt" >&2; echo "dist-check: the error does not name ffmpeg" >&2; exit 1; }
sed -n 1p "$work/mp4.txt"

step "the bundle is reproducible: made again from the same binary, the same bytes"
rm -rf "$work/again"
scripts/dist.sh "$source_binary" "$work/again" > /dev/null 2>&1
cmp "$bundle" "$work/again/$(basename "$bundle")" ||
    { echo "dist-check: a second 'make dist' gave other bytes" >&2; exit 1; }
echo "  sha256 $(sha256sum "$bundle" | cut -c1-16)…"

step "passed: $(basename "$bundle") on a bare Debian 12"
