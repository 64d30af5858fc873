#!/bin/sh
# The kiosk's portable one-file starter (macOS, or Linux without a C compiler): the same job as
# scripts/kiosk_starter.c. The kiosk folder follows this text as a .tar.gz; the first start of
# a version unpacks it once into a per-version cache, every start runs it from there.
VERSION=@VERSION@
SKIP=@SKIP@
SIZE=@SIZE@
if [ -n "$MARKETPLACE_CACHE_DIR" ]; then root="$MARKETPLACE_CACHE_DIR"
elif [ "$(uname)" = Darwin ]; then root="$HOME/Library/Caches/marketplace"
else root="${XDG_CACHE_HOME:-$HOME/.cache}/marketplace"; fi
dir="$root/$VERSION"
if [ ! -x "$dir/marketplace" ]; then
  partial="$dir.partial-$$"
  mkdir -p "$partial" || exit 1
  echo "Unpacking the marketplace once for this version into $dir ..."
  if ! tail -c +$((SKIP + 1)) "$0" | head -c "$SIZE" | tar -xzf - -C "$partial"; then
    rm -rf "$partial"; echo "marketplace: unpacking failed (is the disk full?)" >&2; exit 1
  fi
  if [ -d "$dir" ]; then rm -rf "$partial"; else mv "$partial" "$dir"; fi
  # Versions not started for 7 days, and what an interrupted unpack left a day ago or more.
  find "$root" -mindepth 1 -maxdepth 1 -type d ! -name "$VERSION" \( \
    -name '????????????????' -mtime +6 -o -name '*.partial-*' -mtime +0 \) \
    -exec rm -rf {} + 2>/dev/null
fi
touch "$dir" 2>/dev/null
exec "$dir/marketplace" "$@"
exit 1
