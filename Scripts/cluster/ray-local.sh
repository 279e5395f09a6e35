#!/usr/bin/env bash
# A real local Ray cluster: a head that runs no task and two workers of one processor each,
# every process a child of the `ray start --block` this script began, so `stop` ends
# exactly those, by their recorded process ids.
#
#   Scripts/cluster/ray-local.sh start DIR   # prints the address, HOST:PORT
#   Scripts/cluster/ray-local.sh stop DIR
set -euo pipefail
(($# == 2)) || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
dir=$(realpath -m "$2")

stop() {
  for name in worker-2 worker-1 head; do
    local pidfile="$dir/$name.pid"
    [[ -s $pidfile ]] || continue
    local pid
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$pidfile"
  done
}

start() {
  command -v ray >/dev/null || { echo "$0: ray is missing (pip install ray)" >&2; exit 1; }
  mkdir -p "$dir"
  local port
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  local address="127.0.0.1:$port"
  local common=(--disable-usage-stats --block)
  ray start --head --node-ip-address=127.0.0.1 --port="$port" --num-cpus=0 \
    --include-dashboard=false --temp-dir="$dir/tmp" "${common[@]}" >"$dir/head.log" 2>&1 &
  echo $! >"$dir/head.pid"
  for _ in $(seq 600); do ray status --address="$address" >/dev/null 2>&1 && break; sleep 0.1; done
  for worker in 1 2; do
    ray start --address="$address" --node-ip-address=127.0.0.1 --num-cpus=1 "${common[@]}" \
      >"$dir/worker-$worker.log" 2>&1 &
    echo $! >"$dir/worker-$worker.pid"
  done
  # Ready when the cluster counts the two workers' processors.
  for _ in $(seq 600); do
    if ray status --address="$address" 2>/dev/null | grep -q " 0.0/2.0 CPU"; then
      echo "$address"
      return 0
    fi
    sleep 0.2
  done
  echo "$0: the Ray cluster did not come up in 2 minutes; logs in $dir" >&2
  stop
  exit 1
}

case $1 in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
