#!/usr/bin/env bash
# Builds the release bundle for amd64 Linux from a release binary: `make dist` and the release
# workflow (.github/workflows/release.yml) both call this script.
#
#   scripts/dist.sh <binary> <output folder>
#
# writes <output folder>/matchcut-<version>-linux-amd64.tar.gz, whose one folder holds
#   matchcut                  the launcher (a POSIX shell script): run this
#   bin/matchcut              the binary, its RPATH set to ../lib (DT_RPATH, which the loader
#                             reads before LD_LIBRARY_PATH; the launcher also unsets it)
#   lib/                      every shared library the binary needs but glibc's own
#   share/matchcut/fonts/     the pinned fonts under their system paths, with fonts.conf and
#                             fontconfig caches that stay valid wherever the bundle is unpacked
#                             (the binary makes this folder fontconfig's system root)
#   share/doc/matchcut/       README (what the bundle needs: glibc, /proc, and ffmpeg for video)
#                             and the copyright file of every package a file was taken from
# The tar file is byte-for-byte the same for the same inputs: put together at one fixed path,
# names sorted, owners 0, every time set to SOURCE_DATE_EPOCH (default: the commit's time),
# gzip without a name or time.
set -euo pipefail

binary=${1:?usage: scripts/dist.sh <binary> <output folder>}
out=${2:?usage: scripts/dist.sh <binary> <output folder>}
for tool in patchelf objdump fc-cache dpkg-query sha256sum; do
    command -v "$tool" >/dev/null || { echo "dist: '$tool' is missing; run 'make dist-deps'" >&2; exit 2; }
done

version=$("$binary" --version | sed -n '1s/^matchcut \([^ ]*\) .*/\1/p')
[ -n "$version" ] || { echo "dist: '$binary --version' printed no version" >&2; exit 2; }
case "$("$binary" --version | sed -n '1p')" in
    *-dirty*|*unknown*) echo "dist: warning: the binary's commit is not a clean one: $("$binary" --version | sed -n 1p)" >&2 ;;
esac
name="matchcut-$version-linux-amd64"
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}

work=$(mktemp -d)
# The bundle is put together at one fixed path: fontconfig writes the folder it scanned into
# its caches, so a random path would make every build's caches, and the tar file, differ.
stage=/tmp/matchcut-dist-stage
trap 'rm -rf "$work" "$stage"' EXIT
rm -rf "$stage"
root="$stage/$name"
mkdir -p "$root/bin" "$root/lib" "$root/share/matchcut/fonts" "$root/share/doc/matchcut/copyright"

# The binary and its libraries. glibc's own (libc, libm, the loader and their siblings) come from
# the machine; every other library comes from the bundle.
install -m 755 "$binary" "$root/bin/matchcut"
is_glibc() {
    case "$1" in
        libc.so.*|libm.so.*|libpthread.so.*|libdl.so.*|librt.so.*|libresolv.so.*|libutil.so.*|ld-linux*|linux-vdso*) return 0 ;;
        *) return 1 ;;
    esac
}
packages=()
while read -r soname path; do
    is_glibc "$soname" && continue
    [ -f "$path" ] || { echo "dist: '$soname' is not found ($path)" >&2; exit 2; }
    install -m 644 "$(readlink -f "$path")" "$root/lib/$soname"
    patchelf --remove-rpath "$root/lib/$soname"
    patchelf --force-rpath --set-rpath '$ORIGIN' "$root/lib/$soname"
    packages+=("$(dpkg-query -S "$(readlink -f "$path")" 2>/dev/null | head -1 | cut -d: -f1 || true)")
done < <(ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 } $2 == "=>" && $3 == "not" { print $1, "missing" }')
patchelf --remove-rpath "$root/bin/matchcut"
patchelf --force-rpath --set-rpath '$ORIGIN/../lib' "$root/bin/matchcut"

# The pinned fonts: each file `matchcut --version` names, checked against the SHA-256 it prints,
# copied under its own path, so the bundle's fingerprint is the source build's.
fonts="$root/share/matchcut/fonts"
"$binary" --version | sed -n 's/^font \([^ ]*\) sha256:\([0-9a-f]*\)$/\1 \2/p' > "$work/fonts.txt"
[ -s "$work/fonts.txt" ] || { echo "dist: '$binary --version' lists no font" >&2; exit 2; }
while read -r path sum; do
    echo "$sum  $path" | sha256sum -c --quiet || { echo "dist: '$path' is not the pinned file" >&2; exit 2; }
    install -D -m 644 "$path" "$fonts$path"
    packages+=("$(dpkg-query -S "$path" 2>/dev/null | head -1 | cut -d: -f1 || true)")
done < "$work/fonts.txt"
# The list, each file with its SHA-256, is also how the binary knows it runs from a bundle.
install -m 644 "$work/fonts.txt" "$fonts/pinned-fonts.txt"
install -m 644 fonts/NOTICE-MaterialSymbols.md "$root/share/doc/matchcut/copyright/material-symbols.md"
# The caches, built from the configuration the binary makes for a bundle
# (PinnedFonts.configuration(root:)): each folder a remap-dir whose cache is keyed on its system
# path, so the caches stay valid wherever the bundle is unpacked. fontconfig also checks each
# folder's time: every folder gets the bundle's time first, as tar will restore it.
find "$fonts" -type d -exec touch -h -d "@$epoch" {} +
sed -e "s#^  <dir>\(.*\)</dir>\$#  <remap-dir as-path=\"\1\">$fonts\1</remap-dir>#" \
    -e "s#<cachedir>\(.*\)</cachedir>#<cachedir>$fonts\1</cachedir>#" \
    -e "s#<glob>/\(.*\)</glob>#<glob>$fonts/\1</glob>#" fonts/fonts.conf > "$work/fonts.conf"
FONTCONFIG_FILE="$work/fonts.conf" fc-cache >/dev/null
cache_count=$(find "$fonts/var/cache/fontconfig" -name '*.cache-*' | wc -l)
[ "$cache_count" -ge 4 ] || { echo "dist: fontconfig built $cache_count caches for the bundle's fonts" >&2; exit 2; }

# Every package a file came from: its copyright file.
for package in $(printf '%s\n' "${packages[@]}" | sort -u); do
    [ -n "$package" ] || continue
    copyright="/usr/share/doc/${package%%:*}/copyright"
    [ -f "$copyright" ] && install -m 644 "$copyright" "$root/share/doc/matchcut/copyright/${package%%:*}"
done

# The newest glibc symbol version any file asks for: the glibc the machine must have.
glibc=$(for f in "$root/bin/matchcut" "$root"/lib/*; do objdump -T "$f"; done |
        grep -o 'GLIBC_[0-9.]*' | sort -u -V | tail -1 | sed 's/GLIBC_//')
libraries=$(ls "$root/lib" | wc -l)
sed -e "s/@VERSION@/$version/g" -e "s/@GLIBC@/$glibc/g" -e "s/@LIBRARIES@/$libraries/g" \
    scripts/dist/README.bundle > "$root/share/doc/matchcut/README"
install -m 755 scripts/dist/launcher.sh "$root/matchcut"

mkdir -p "$out"
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --mode='go-w' \
    -C "$stage" -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz.partial"
mv "$out/$name.tar.gz.partial" "$out/$name.tar.gz"
size=$(du -h "$out/$name.tar.gz" | cut -f1)
echo "dist: $out/$name.tar.gz ($size; $libraries libraries, $(wc -l < "$work/fonts.txt") font files; needs glibc $glibc or newer; ffmpeg not included)"
