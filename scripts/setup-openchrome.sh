#!/usr/bin/env bash
# Builds OpenChrome (the `openchrome` MCP target) into the project's git-ignored `.openchrome/`.
#
#   npm run setup:openchrome                                   # ../shared/vendor/openchrome-*.tar.gz if present
#                                                              # (beside this checkout or the local repository it was cloned from)
#   BENCH_OPENCHROME_SOURCE=/path/to/checkout npm run setup:openchrome
#   BENCH_OPENCHROME_SOURCE=/path/to/openchrome-1.7.15.tar.gz npm run setup:openchrome
#   BENCH_OPENCHROME_SOURCE=https://github.com/shaun0927/openchrome.git[#<branch-or-tag>] npm run setup:openchrome
#
# The result is `.openchrome/openchrome-<version>/dist/index.js` (and `.openchrome/current`, a
# symlink to the last one built); start it with
#   BENCH_OPENCHROME_COMMAND="node <project>/.openchrome/current/dist/index.js serve"
# It never writes outside `.openchrome/` (npm's own cache aside) and skips the build when the same
# source tree is already built. Without a source it prints why it skipped and exits 0.
set -euo pipefail

log() { echo "setup:openchrome: $*"; }
fail() { echo "setup:openchrome: $*" >&2; exit 1; }

# npm runs scripts from the project root; relative paths are meant from where the user ran npm.
caller_dir="${INIT_CWD:-$PWD}"
cd "$(dirname "$0")/.."
root="$PWD"
out="$root/.openchrome"

source_spec="${BENCH_OPENCHROME_SOURCE:-}"
if [ -z "$source_spec" ]; then
  # Beside this checkout, or — for a clone made from a local repository (CI's clean clone) — beside that one.
  origin="$(git -C "$root" remote get-url origin 2>/dev/null || true)"
  vendor_dirs=("$root/../shared/vendor")
  if [ -n "$origin" ] && [ -d "$origin" ]; then vendor_dirs+=("$origin/../shared/vendor"); fi
  vendored=""
  for dir in "${vendor_dirs[@]}"; do
    vendored="$(ls -1 "$dir"/openchrome-*.tar.gz 2>/dev/null | sort -V | tail -n 1 || true)"
    [ -n "$vendored" ] && break
  done
  if [ -z "$vendored" ]; then
    log "skipped: BENCH_OPENCHROME_SOURCE is not set and there is no ../shared/vendor/openchrome-*.tar.gz"
    exit 0
  fi
  source_spec="$(cd "$(dirname "$vendored")" && pwd)/$(basename "$vendored")"
fi

# What kind of source: a git URL, a directory (a checkout), or a tarball.
kind=""
case "$source_spec" in
  http://* | https://* | git://* | ssh://* | git@* | file://*) kind=git ;;
esac
if [ -z "$kind" ]; then
  case "$source_spec" in /*) path="$source_spec" ;; *) path="$caller_dir/$source_spec" ;; esac
  if [ -d "$path" ]; then
    kind=checkout
  elif [ -f "$path" ]; then
    case "$path" in
      *.tar.gz | *.tgz) kind=tarball ;;
      *) fail "BENCH_OPENCHROME_SOURCE=$source_spec is a file but not a .tar.gz/.tgz tarball" ;;
    esac
  else
    fail "BENCH_OPENCHROME_SOURCE=$source_spec is neither a git URL, a directory nor a tarball"
  fi
  path="$(cd "$(dirname "$path")" && pwd)/$(basename "$path")"
fi

mkdir -p "$out"
# Belt and braces: the folder ignores itself even before .gitignore names it.
[ -f "$out/.gitignore" ] || printf '*\n' >"$out/.gitignore"

# Everything is staged inside .openchrome/ and removed on exit.
stage="$(mktemp -d "$out/.stage-XXXXXX")"
cleanup() { rm -rf "$stage"; }
trap cleanup EXIT

commit=""
case "$kind" in
  git)
    command -v git >/dev/null 2>&1 || fail "git is needed to clone $source_spec"
    url="${source_spec%%#*}"
    ref=""
    [ "$url" != "$source_spec" ] && ref="${source_spec#*#}"
    git clone --quiet --depth 1 ${ref:+--branch "$ref"} -- "$url" "$stage/src" >"$stage/clone.log" 2>&1 ||
      fail "git clone of $source_spec failed: $(tail -n 3 "$stage/clone.log" | tr '\n' ' ')"
    commit="$(git -C "$stage/src" rev-parse HEAD)"
    rm -rf "$stage/src/.git"
    src="$stage/src"
    ;;
  checkout)
    [ -f "$path/package.json" ] || fail "$path has no package.json: not an OpenChrome checkout"
    commit="$(git -C "$path" rev-parse HEAD 2>/dev/null || true)"
    mkdir "$stage/src"
    # The sources only: not the checkout's own node_modules, build output or git metadata.
    tar -C "$path" --exclude=node_modules --exclude=./dist --exclude=./.git -cf - . | tar -C "$stage/src" -xf -
    src="$stage/src"
    ;;
  tarball)
    mkdir "$stage/x"
    tar -xzf "$path" -C "$stage/x" || fail "cannot unpack $path"
    if [ -f "$stage/x/package.json" ]; then
      src="$stage/x"
    else
      src="$(find "$stage/x" -mindepth 2 -maxdepth 2 -name package.json -printf '%h\n' | head -n 1)"
      [ -n "$src" ] || fail "$path holds no package.json (at its top or one folder down)"
    fi
    ;;
esac

name="$(node -p 'require(process.argv[1]).name' "$src/package.json")"
version="$(node -p 'require(process.argv[1]).version' "$src/package.json")"
[ "$name" = "openchrome-mcp" ] || fail "$source_spec is package \"$name\", not openchrome-mcp"
[ -f "$src/package-lock.json" ] || fail "$source_spec has no package-lock.json (npm ci needs one)"
case "$version" in *[!0-9A-Za-z.+-]* | "") fail "unexpected version \"$version\" in $source_spec" ;; esac

# The identity of a source: a digest of its files (names and contents), whatever it came from.
tree_sha="$(cd "$src" && find . -type f ! -path './node_modules/*' ! -path './dist/*' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-64)"

dest="$out/openchrome-$version"
rel_dest=".openchrome/openchrome-$version"
marker="$dest/.bench-source"
command_hint="BENCH_OPENCHROME_COMMAND=\"node $root/.openchrome/current/dist/index.js serve\""
if [ -f "$dest/dist/index.js" ] && [ -f "$marker" ] && grep -qx "tree-sha256=$tree_sha" "$marker"; then
  ln -sfn "openchrome-$version" "$out/current"
  log "$name $version from $source_spec is already built in $rel_dest (skipped); $command_hint"
  exit 0
fi

# Build in the stage, then swap it in: a failed build never leaves a half-built $dest.
build_log="$out/build-$version.log"
(
  cd "$src"
  # Not the project's npm context: npm run exports its own prefix, which a nested npm would honour.
  unset npm_config_local_prefix npm_config_prefix npm_package_json npm_lifecycle_event npm_lifecycle_script
  npm ci --no-audit --no-fund --update-notifier=false
  # `prepare` builds it; when install scripts are off, build explicitly.
  [ -f dist/index.js ] || npm run build
) >"$build_log" 2>&1 || {
  tail -n 20 "$build_log" >&2
  fail "building $name $version from $source_spec failed (log: ${build_log#"$root/"})"
}
[ -f "$src/dist/index.js" ] || fail "the build of $name $version produced no dist/index.js (log: ${build_log#"$root/"})"

{
  echo "source=$source_spec"
  echo "kind=$kind"
  echo "version=$version"
  echo "tree-sha256=$tree_sha"
  [ -n "$commit" ] && echo "commit=$commit"
  echo "built-at=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "node=$(node --version)"
} >"$src/.bench-source"

rm -rf "$dest"
mv "$src" "$dest"
ln -sfn "openchrome-$version" "$out/current"
log "built $name $version from $source_spec into $rel_dest (dist/index.js); $command_hint"
