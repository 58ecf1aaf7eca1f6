#!/usr/bin/env bash
# Kustomize for the k8s tests, built once from the Go module proxy into .infra/cache (git-ignored).
# A no-op when the pinned version is already there. Prints the binary's path on stdout.
set -euo pipefail

KUSTOMIZE_VERSION=${KUSTOMIZE_VERSION:-v5.8.1}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HOME_DIR="$ROOT/.infra/cache/kustomize-$KUSTOMIZE_VERSION"
BIN="$HOME_DIR/bin/kustomize"

if [[ -x $BIN ]]; then
  echo "$BIN"
  exit 0
fi
command -v go >/dev/null 2>&1 ||
  { echo "kustomize: go not found — install Go 1.24+ (kustomize is built from the Go module proxy)" >&2; exit 1; }

echo "kustomize: building $KUSTOMIZE_VERSION from the Go module proxy (once, ~1-3 min)" >&2
mkdir -p "$HOME_DIR/bin"
log=$(mktemp)
# Build into a temporary directory and move into place, so an interrupted build leaves no binary.
tmp=$(mktemp -d "$HOME_DIR/build.XXXXXX")
if ! GOBIN="$tmp" GOFLAGS=-buildvcs=false CGO_ENABLED=0 \
  go install "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION" >"$log" 2>&1; then
  tail -20 "$log" >&2
  rm -rf "$tmp"
  echo "kustomize: go install sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION failed (log above)" >&2
  exit 1
fi
mv "$tmp/kustomize" "$BIN"
rm -rf "$tmp" "$log"
echo "$BIN"
