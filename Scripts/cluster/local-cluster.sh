# Sourced by slurm-local.sh and ray-local.sh: their command line, and stopping the daemons
# a local cluster began, by the process ids they recorded, and nothing else.

# local_cluster_arguments "$@": `--help` prints the calling script's first comment and
# exits 0; anything but `ACTION DIR` is a usage error (exit 2); else sets `action` and
# `dir` (made absolute).
local_cluster_arguments() {
  if (($# == 1)) && [[ $1 == -h || $1 == --help ]]; then
    # The comment at the top of the script, without its '#'s.
    awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
    exit 0
  fi
  (($# == 2)) || usage
  action=$1
  dir=$(realpath -m "$2")
}

usage() {
  echo "usage: $0 start|stop DIR (--help says more)" >&2
  exit 2
}
#
# stop_recorded DIR NAME... stops, in the order given, the process whose id DIR/NAME.pid
# holds, when the caller's `ours PID NAME` says it is the daemon NAME that `start` began
# (a pid file whose process has ended, its number since given to another process, is never
# acted on): SIGTERM, then SIGKILL after 10 s. A pid file of an ended process is removed;
# one that names another process, or holds no process id, is left, and said so. Returns 1
# when some pid file was left, else 0.
stop_recorded() {
  local dir=$1 left=0 name pidfile pid
  shift
  for name in "$@"; do
    pidfile="$dir/$name.pid"
    [[ -s $pidfile ]] || continue
    pid=$(head -c 32 "$pidfile" | tr -d '[:space:]')
    if ! [[ $pid =~ ^[1-9][0-9]{0,9}$ ]]; then
      echo "$0: $pidfile holds no process id; left it" >&2
      left=1
      continue
    fi
    if [[ ! -e /proc/$pid ]]; then
      rm -f "$pidfile" # it has ended already
      continue
    fi
    if ! ours "$pid" "$name"; then
      echo "$0: $pidfile names process $pid ($(cat "/proc/$pid/comm" 2>/dev/null || echo "ended")), not the $name started in $dir; left it running" >&2
      left=1
      continue
    fi
    if kill "$pid" 2>/dev/null; then
      for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
    fi
    rm -f "$pidfile"
  done
  return "$left"
}
