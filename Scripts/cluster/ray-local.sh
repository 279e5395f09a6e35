#!/usr/bin/env bash
# A real local Ray cluster: a head that runs no task and two workers of one processor each,
# every process a child of the `ray start --block` this script began, so `stop` ends
# exactly those, by their recorded process ids.
#
#   Scripts/cluster/ray-local.sh start DIR   # prints the address, HOST:PORT
#   Scripts/cluster/ray-local.sh stop DIR
set -euo pipefail
# shellcheck source=local-cluster.sh
source "$(dirname "$0")/local-cluster.sh"
local_cluster_arguments "$@"

# Whether process $1 is a `ray start ... --block` that `start` began: `ray` (its Python
# script, whatever runs it) with `start` after it, and --block. A pid file whose process
# has ended, its number since given to another process, is never acted on.
ours() {
  local arguments=() argument ray=false
  mapfile -d '' -t arguments <"/proc/$1/cmdline" 2>/dev/null || return 1
  for argument in "${arguments[@]}"; do
    if $ray && [[ $argument == start ]]; then
      [[ " ${arguments[*]} " == *" --block "* ]]
      return
    fi
    ray=false
    [[ ${argument##*/} == ray ]] && ray=true
  done
  return 1
}

stop() {
  stop_recorded "$dir" worker-2 worker-1 head
}

# Starts worker N under `ray start --block` and records its process id.
start_worker() {
  ray start --address="$address" --node-ip-address=127.0.0.1 --num-cpus=1 \
    --disable-usage-stats --block >"$dir/worker-$1.log" 2>&1 &
  echo $! >"$dir/worker-$1.pid"
}

start() {
  command -v ray >/dev/null || { echo "$0: ray is missing (pip install ray)" >&2; exit 1; }
  mkdir -p "$dir"
  local port
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  address="127.0.0.1:$port"
  ray start --head --node-ip-address=127.0.0.1 --port="$port" --num-cpus=0 \
    --include-dashboard=false --temp-dir="$dir/tmp" --disable-usage-stats --block \
    >"$dir/head.log" 2>&1 &
  echo $! >"$dir/head.pid"
  # The limit is in seconds, not tries: one `ray status` takes seconds on a busy machine.
  local deadline=$((SECONDS + 180))
  until ray status --address="$address" >/dev/null 2>&1; do
    if ! kill -0 "$(cat "$dir/head.pid")" 2>/dev/null || ((SECONDS > deadline)); then
      echo "$0: the Ray head did not start; its log: $dir/head.log" >&2
      stop
      exit 1
    fi
    sleep 0.5
  done
  start_worker 1
  start_worker 2
  # Ready when the cluster counts the two workers' processors. A worker whose start-up
  # timed out (Ray gives up on a raylet that is slow to register, as on a loaded machine)
  # exits at once: it is started again, once.
  local restarted=""
  until ray status --address="$address" 2>/dev/null | grep -q " 0.0/2.0 CPU"; do
    for worker in 1 2; do
      kill -0 "$(cat "$dir/worker-$worker.pid")" 2>/dev/null && continue
      if [[ $restarted == *$worker* ]]; then
        echo "$0: Ray worker $worker failed to start twice; its log: $dir/worker-$worker.log" >&2
        stop
        exit 1
      fi
      echo "$0: Ray worker $worker exited during start-up; starting it again" >&2
      restarted+=$worker
      start_worker "$worker"
    done
    if ((SECONDS > deadline)); then
      echo "$0: the Ray cluster did not come up in 3 minutes; logs in $dir" >&2
      stop
      exit 1
    fi
    sleep 0.5
  done
  echo "$address"
}

case $action in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
