#!/usr/bin/env bash
# Puts a NATS server of 2.10 or later at .cache/nats-server/nats-server and
# prints its path. The cluster (`npm run cluster`) and the bus tests start
# it with deploy/nats/nats.conf, whose `sync_interval: always` makes
# JetStream fsync every write before acknowledging it: the default flushes
# only every two minutes, and acknowledged messages are lost on power loss.
# Servers before 2.10 do not know the setting. Debian 12 ships 2.9, so the
# 2.10 package of the next Debian release is fetched and unpacked here,
# with an apt configuration of its own: the system's sources, lists and
# installed packages are left as they were.
set -euo pipefail
cd "$(dirname "$0")/.."
target=.cache/nats-server/nats-server

new_enough() {
  local version
  version=$("$1" --version 2>/dev/null | sed -n 's/^nats-server: v\([0-9]*\.[0-9]*\).*/\1/p')
  [ -n "$version" ] && [ "$(printf '%s\n2.10\n' "$version" | sort -V | head -n 1)" = "2.10" ]
}

if [ -x "$target" ] && new_enough "$target"; then echo "$PWD/$target"; exit 0; fi
mkdir -p .cache/nats-server
system=$(command -v nats-server || true)
if [ -n "$system" ] && new_enough "$system"; then
  ln -sf "$system" "$target"
  echo "$PWD/$target"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
echo "deb http://deb.debian.org/debian trixie main" > "$work/sources.list"
apt_options=(
  -o "Dir::Etc::sourcelist=$work/sources.list"
  -o "Dir::Etc::sourceparts=-"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache=$work/cache"
  -o "APT::Sandbox::User=root"
)
apt-get "${apt_options[@]}" update -qq >&2
(cd "$work" && apt-get "${apt_options[@]}" download -qq nats-server >&2)
dpkg-deb -x "$work"/nats-server_*.deb "$work/unpacked"
install -m 0755 "$work/unpacked/usr/sbin/nats-server" "$target"
new_enough "$target" || { echo "nats-server from Debian is older than 2.10" >&2; exit 1; }
echo "$PWD/$target"
