#!/usr/bin/env bash
# A real one-node Slurm cluster on this machine, for the test command and for trying the
# sharded enumeration without a cluster: munged, slurmctld and slurmd run as background
# daemons (no systemd), everything they write lives in one folder, and `stop` ends exactly
# the daemons `start` began, by their recorded process ids.
#
#   Scripts/cluster/slurm-local.sh start DIR   # prints `export SLURM_CONF=DIR/slurm.conf`
#   Scripts/cluster/slurm-local.sh stop DIR
#
# It runs as root in a container without systemd or cgroup delegation, so process tracking
# is proctrack/linuxproc, there is no task plugin, no cgroup and no accounting database.
set -euo pipefail
# shellcheck source=local-cluster.sh
source "$(dirname "$0")/local-cluster.sh"

local_cluster_arguments "$@"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Whether process $1 is the daemon $2 that `start` began in DIR: its command is $2 and
# its arguments name DIR (its slurm.conf, or munge's key file). A pid file whose daemon
# has ended, its number since given to another process, is never acted on.
ours() {
  local comm arguments
  comm=$(cat "/proc/$1/comm" 2>/dev/null) || return 1
  arguments=$(tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null) || return 1
  [[ $comm == "$2" && " $arguments" == *[\ =]"$dir/"* ]]
}

stop() {
  # slurmd first, so no job step outlives its daemon, then the controller, then munge.
  stop_recorded "$dir" slurmd slurmctld munged
}

start() {
  for tool in munged slurmctld slurmd sbatch sinfo; do
    command -v "$tool" >/dev/null || { echo "$0: $tool is missing (Scripts/setup.sh --test installs it)" >&2; exit 1; }
  done
  mkdir -p "$dir"/{munge,state,spool}
  chmod 0700 "$dir/munge"
  local node
  node=$(hostname -s)

  # munge: a fresh key, readable by its owner only, as munged insists.
  head -c 1024 /dev/urandom >"$dir/munge/munge.key"
  chmod 0400 "$dir/munge/munge.key"
  munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
    --log-file="$dir/munged.log" --pid-file="$dir/munged.pid" --seed-file="$dir/munge/seed"

  # The node's real processors and memory, as slurmd itself reads them.
  local hardware
  hardware=$(slurmd -C | head -1 | sed -E 's/^NodeName=[^ ]+ //; s/ UpTime=.*//')
  cat >"$dir/slurm.conf" <<CONF
ClusterName=unblock
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
CredType=cred/munge
# A requeued job waits until the credentials of its last run expire (120 s by default).
AuthInfo=socket=$dir/munge/munge.socket,cred_expire=5
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
SchedulerType=sched/backfill
# Start a job as soon as another ends, rather than gathering batch jobs for 3 s, and look at
# pending jobs (a requeued one whose wait is over) every second, not every minute.
SchedulerParameters=batch_sched_delay=0,sched_interval=1,bf_interval=1
MpiDefault=none
MailProg=/bin/true
SwitchType=switch/none
ReturnToService=2
JobRequeue=1
MinJobAge=600
NodeName=$node NodeAddr=127.0.0.1 $hardware State=UNKNOWN
PartitionName=local Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
  export SLURM_CONF="$dir/slurm.conf"
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF" -N "$node"

  # The node is ready when the controller has heard from slurmd and calls it idle.
  for _ in $(seq 300); do
    if [[ $(sinfo -h -n "$node" -o %t 2>/dev/null) == idle ]]; then
      echo "export SLURM_CONF=$SLURM_CONF"
      return 0
    fi
    sleep 0.1
  done
  echo "$0: the Slurm node $node did not become idle in 30 s; logs in $dir" >&2
  tail -n 20 "$dir"/slurmctld.log "$dir"/slurmd.log >&2 || true
  stop
  exit 1
}

case $action in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
