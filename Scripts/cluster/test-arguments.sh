#!/usr/bin/env bash
# The cluster scripts' command lines, without a cluster, in seconds: every mistake is one
# line that says what is wrong (no traceback, no shell error) and the usual exit status,
# nothing is submitted (sbatch is a stub that records its calls), ray-enumerate.py answers
# --help and argument errors without importing ray (a stand-in `ray` module that refuses
# to import shadows any installed one), and `stop` ends only the daemons it started. With
# the real unblock binary, the submit scripts refuse, before submitting anything, a run
# that `unblock enumerate --dry-run` refuses (OUT in a missing folder or in the way, options
# enumerate refuses, shard files of another run) and leave no --dir behind, take OUT in a
# new --dir (README's layout) and only a file that holds the run as merged or finished, a
# shard task runs a shard whose file is another run's, and the merge job says its merge
# once. A stand-in ray that runs each task at once drives ray-enumerate.py through a whole
# run and a failed enumerate.
#
#   Scripts/cluster/test-arguments.sh [UNBLOCK]   (default: the debug build's unblock)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
unblock=${1:-$(cd "$here/../.." && swift build --show-bin-path)/unblock}
[[ -x $unblock ]] || { echo "test-arguments.sh: no unblock binary at $unblock" >&2; exit 2; }
work=$(mktemp -d)
started=()
cleanup() {
  local pid
  for pid in "${started[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# The stub sbatch: records its arguments and answers with a job id, as `sbatch --parsable`
# does on a multi-cluster setup (`ID;CLUSTER`).
mkdir -p "$work/bin" "$work/python"
cat >"$work/bin/sbatch" <<'STUB'
#!/usr/bin/env bash
echo "sbatch $*" >>"$SBATCH_CALLS"
if [[ -n ${STUB_SBATCH_FAILS:-} ]]; then
  echo "sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)" >&2
  exit 1
fi
echo "4242;cluster"
STUB
chmod +x "$work/bin/sbatch"
# The stub scontrol: a cluster whose array task ids run from 0 to 5 (MaxArraySize 6), or
# to STUB_MAX_ARRAY - 1.
cat >"$work/bin/scontrol" <<'STUB'
#!/usr/bin/env bash
[[ $* == "show config" ]] && echo "MaxArraySize            = ${STUB_MAX_ARRAY:-6}"
STUB
chmod +x "$work/bin/scontrol"
export SBATCH_CALLS="$work/sbatch-calls" PATH="$work/bin:$PATH"
# `import ray` fails as it does where ray is not installed.
echo 'raise ModuleNotFoundError("No module named ray (test-arguments.sh)", name="ray")' \
  >"$work/python/ray.py"

failures=0 checks=0
# check STATUS TEXT COMMAND...: COMMAND exits with STATUS and prints TEXT (standard output
# and error together), and no traceback or shell error.
check() {
  local status=$1 text=$2 got=0 output
  shift 2
  checks=$((checks + 1))
  output=$("$@" 2>&1) || got=$?
  if ((got != status)) || [[ $output != *"$text"* ]] \
    || [[ $output == *Traceback* || $output == *"unbound variable"* || $output == *"line "[0-9]*": "* ]]; then
    echo "FAIL: $*" >&2
    echo "  expected status $status and '$text'; got status $got:" >&2
    sed 's/^/  | /' <<<"$output" >&2
    failures=$((failures + 1))
  fi
}
# refused TEXT ARGUMENTS...: slurm-submit.sh refuses ARGUMENTS with TEXT, exit status 2,
# and submits nothing.
refused() {
  local text=$1
  shift
  rm -f "$SBATCH_CALLS"
  check 2 "$text" bash "$here/slurm-submit.sh" "$@"
  checks=$((checks + 1))
  if [[ -e $SBATCH_CALLS ]]; then
    echo "FAIL: slurm-submit.sh $* called sbatch:" >&2
    cat "$SBATCH_CALLS" >&2
    failures=$((failures + 1))
  fi
}

# slurm-submit.sh
submit=(--shards 4 --dir "$work/shards" -o "$work/merged.txt" --unblock /bin/true)
usage="usage: slurm-submit.sh --shards N"
check 0 "--kill-once I" bash "$here/slurm-submit.sh" --help
refused "slurm-submit.sh: error: --shards needs a value" --shards
refused "slurm-submit.sh: error: -o needs a value" --shards 4 -o
refused "slurm-submit.sh: error: no unblock binary at /nonexistent/unblock" \
  "${submit[@]}" --unblock /nonexistent/unblock -- --size 4x4
refused "slurm-submit.sh: error: --cpus takes a positive integer, not 'abc'" \
  "${submit[@]}" --cpus abc -- --size 4x4
refused "slurm-submit.sh: error: --mem takes a size such as 3G, 500M or 2048 (megabytes), not 'x'" \
  "${submit[@]}" --mem x -- --size 4x4
refused "slurm-submit.sh: error: --retries takes an integer of 0 or more, not '-3'" \
  "${submit[@]}" --retries -3 -- --size 4x4
refused "slurm-submit.sh: error: --max-running takes a positive integer, not '0'" \
  "${submit[@]}" --max-running 0 -- --size 4x4
refused "slurm-submit.sh: error: --kill-once takes a shard index, 0 to 3, not 'zz'" \
  "${submit[@]}" --kill-once zz -- --size 4x4
refused "slurm-submit.sh: error: --kill-once takes a shard index, 0 to 3, not '4'" \
  "${submit[@]}" --kill-once 4 -- --size 4x4
refused "slurm-submit.sh: error: give the number of shards, --shards N" \
  --dir "$work/shards" -o "$work/merged.txt" -- --size 4x4
refused "slurm-submit.sh: error: --shards takes a positive integer, not '0'" \
  --shards 0 --dir "$work/shards" -o "$work/merged.txt" -- --size 4x4
refused "slurm-submit.sh: error: give the folder for the shard files, --dir DIR" \
  --shards 4 -o "$work/merged.txt" -- --size 4x4
refused "slurm-submit.sh: error: give the merged file, -o OUT" \
  --shards 4 --dir "$work/shards" -- --size 4x4
refused "$usage" --shards 4 --dir "$work/shards" -- --size 4x4
refused "slurm-submit.sh: error: give the enumerate options after --" "${submit[@]}"
refused "slurm-submit.sh: error: unknown option '--bogus'" --bogus
# More shards than the cluster's MaxArraySize: refused before anything else.
refused "slurm-submit.sh: error: --shards 7 is more than this cluster's MaxArraySize (6): its array task ids run from 0 to 5; use at most 6 shards" \
  --shards 7 --dir "$work/shards" -o "$work/merged.txt" --unblock /bin/true -- --size 4x4
# More shards than the merge can name on one command line: refused before any dry run, and
# the folders made for it removed.
STUB_MAX_ARRAY=4000001 refused \
  "slurm-submit.sh: error: --shards 100000: the merge would pass catalog merge 100000 shard files, " \
  --shards 100000 --dir "$work/many/shards" -o "$work/merged.txt" --unblock /bin/true -- --size 4x4
checks=$((checks + 1))
if [[ -e $work/many ]]; then
  echo "FAIL: slurm-submit.sh left $work/many behind after refusing the merge's arguments" >&2
  failures=$((failures + 1))
fi
refused "slurm-submit.sh: error: cannot create /proc/unblock-test/logs: No such file or directory" \
  --shards 4 --dir /proc/unblock-test -o "$work/merged.txt" --unblock /bin/true -- --size 4x4
# Good arguments reach sbatch, as given; each job is named by its id alone (the merge
# job's was printed bare, as sbatch gave it: `4242;cluster`).
rm -f "$SBATCH_CALLS"
check 0 "shards: job 4242, tasks 0-3%2" bash "$here/slurm-submit.sh" "${submit[@]}" \
  --cpus 2 --mem 500M --retries 0 --max-running 2 --kill-once 3 -- --size 4x4
check 0 $'\nmerge: job 4242, into '"$work/merged.txt once every shard succeeded; logs in $work/shards/logs" \
  bash "$here/slurm-submit.sh" "${submit[@]}" -- --size 4x4
# absent TEXT COMMAND...: COMMAND's output (standard output and error) does not hold TEXT.
absent() {
  local text=$1 output
  shift
  checks=$((checks + 1))
  output=$("$@" 2>&1) || true
  if [[ $output == *"$text"* ]]; then
    echo "FAIL: $* printed '$text':" >&2
    sed 's/^/  | /' <<<"$output" >&2
    failures=$((failures + 1))
  fi
}
absent "4242;cluster" bash "$here/slurm-submit.sh" "${submit[@]}" -- --size 4x4
checks=$((checks + 1))
if ! grep -q -- "--array=0-3%2 --cpus-per-task=2 --mem=500M .* /bin/true $work/shards 4 0 3 --size 4x4" \
  "$SBATCH_CALLS" || ! grep -q -- "--dependency=afterok:4242 " "$SBATCH_CALLS"; then
  echo "FAIL: slurm-submit.sh did not submit the array and merge jobs as asked:" >&2
  cat "$SBATCH_CALLS" >&2
  failures=$((failures + 1))
fi

# What only the real binary tells: each run below can only fail, or is done already
# (audit 5, findings 4 to 6); each is refused, or said to be done, before sbatch.
real=(--shards 4 --dir "$work/real" --unblock "$unblock")
dry_refused="--dry-run refused the run"
refused "$dry_refused (status 2); nothing submitted:"$'\n'"  error: cannot write $work/no-folder/out.txt: No such file or directory" \
  "${real[@]}" -o "$work/no-folder/out.txt" -- --size 4x4
# The script creates --dir before OUT's dry run, since OUT may be in it (README's layout,
# refused on a fresh folder: audit 12, finding 4); a refused run removes what it created.
refused "$dry_refused (status 2); nothing submitted:"$'\n'"  error: cannot write $work/no-folder/out.txt: No such file or directory" \
  --shards 4 --dir "$work/new/run" -o "$work/no-folder/out.txt" --unblock "$unblock" -- --size 4x4
refused "Error: the board must have 4 to 8 rows and columns, not 9x9" \
  --shards 4 --dir "$work/new/run" -o "$work/new/run/out.txt" --unblock "$unblock" -- --size 9x9
# left PATH...: none of PATH is there.
left() {
  local path
  for path; do
    checks=$((checks + 1))
    if [[ -e $path ]]; then
      echo "FAIL: a refused run left $path behind" >&2
      failures=$((failures + 1))
    fi
  done
}
left "$work/new"
# An sbatch that cannot submit (no controller): nothing runs, so the folders made go too
# (audit 39, finding 6).
checks=$((checks + 1))
if ! output=$(STUB_SBATCH_FAILS=1 bash "$here/slurm-submit.sh" --shards 4 --dir "$work/unsent/run" \
  -o "$work/unsent/run/out.txt" --unblock "$unblock" -- --size 4x4 2>&1) \
  && [[ $output == *"Unable to contact slurm controller"*"slurm-submit.sh: error: sbatch refused the shards' job; nothing submitted"* ]]; then
  :
else
  echo "FAIL: slurm-submit.sh with an sbatch that fails: $output" >&2
  failures=$((failures + 1))
fi
left "$work/unsent"
rm -f "$SBATCH_CALLS"
check 0 "shards: job 4242, tasks 0-3 (0 of 4 finished already)" \
  bash "$here/slurm-submit.sh" --shards 4 --dir "$work/fresh/run" -o "$work/fresh/run/4x4.txt" \
  --unblock "$unblock" -- --size 4x4 --walls 0
checks=$((checks + 1))
if ! grep -q -- "--output=$work/fresh/run/logs/merge.log .* $work/fresh/run 4 $work/fresh/run/4x4.txt" \
  "$SBATCH_CALLS"; then
  echo "FAIL: slurm-submit.sh did not submit the merge into OUT in a new --dir:" >&2
  cat "$SBATCH_CALLS" >&2 || true
  failures=$((failures + 1))
fi
refused "slurm-submit.sh: error: --cpus 2000 is over 1024, the most threads enumerate takes (--jobs)" \
  "${real[@]}" -o "$work/out.txt" --cpus 2000 -- --size 4x4
refused "slurm-submit.sh: error: --cpus 1025 is over 1024" \
  "${real[@]}" -o "$work/out.txt" --cpus 1025 -- --size 4x4
rm -f "$SBATCH_CALLS"
check 0 "shards: job 4242, tasks 0-3 (0 of 4 finished already)" \
  bash "$here/slurm-submit.sh" "${real[@]}" -o "$work/out.txt" --cpus 1024 -- --size 4x4
checks=$((checks + 1))
if ! grep -q -- "--cpus-per-task=1024 " "$SBATCH_CALLS"; then
  echo "FAIL: slurm-submit.sh --cpus 1024 did not reach sbatch:" >&2
  cat "$SBATCH_CALLS" >&2
  failures=$((failures + 1))
fi
refused "Error: the board must have 4 to 8 rows and columns, not 9x9" \
  "${real[@]}" -o "$work/out.txt" -- --size 9x9
refused "MIN 7 is over MAX 1" "${real[@]}" -o "$work/out.txt" -- --size 4x4 --walls 7...1
refused "slurm-submit.sh: error: the enumerate option -o is the submit script's to set" \
  "${real[@]}" -o "$work/out.txt" -- --size 4x4 -o "$work/other.txt"
echo hello >"$work/notes.txt"
mkdir -p "$work/a-folder"
refused "error: $work/notes.txt exists and holds something else; use --force to replace it" \
  "${real[@]}" -o "$work/notes.txt" -- --size 4x4
refused "error: $work/a-folder is a directory; expected a file" \
  "${real[@]}" -o "$work/a-folder" -- --size 4x4
# A first run without walls stopped after 2 of 4 shards: its files are not the --walls 1
# run's, which is refused before any shard runs; the same options resume with shards 2, 3.
mkdir -p "$work/real"
for index in 0 1; do
  "$unblock" enumerate --size 4x4 --shard "$index/4" -o "$work/real/shard-$index-of-4.txt" 2>/dev/null
done
refused "error: $work/real/shard-0-of-4.txt exists and holds something else" \
  "${real[@]}" -o "$work/out.txt" -- --size 4x4 --walls 1
rm -f "$SBATCH_CALLS"
check 0 "shards: job 4242, tasks 2-3 (2 of 4 finished already)" \
  bash "$here/slurm-submit.sh" "${real[@]}" -o "$work/out.txt" -- --size 4x4
# A shard file of another run after shard 0 is refused too.
"$unblock" enumerate --size 4x4 --walls 1 --shard 3/4 -o "$work/real/shard-3-of-4.txt" 2>/dev/null
refused "error: $work/real/shard-3-of-4.txt exists and holds something else" \
  "${real[@]}" -o "$work/out.txt" -- --size 4x4
rm "$work/real/shard-3-of-4.txt"
# A merged file holds the unsharded run's enumeration: the run is done, and nothing is
# submitted; a merge of other options is in the way.
"$unblock" enumerate --size 4x4 --shard 2/4 -o "$work/real/shard-2-of-4.txt" 2>/dev/null
"$unblock" enumerate --size 4x4 --shard 3/4 -o "$work/real/shard-3-of-4.txt" 2>/dev/null
"$unblock" catalog merge "$work/real"/shard-{0,1,2,3}-of-4.txt -o "$work/merged-4x4.txt" >/dev/null 2>&1
"$unblock" enumerate --size 4x4 -o "$work/whole-4x4.txt" 2>/dev/null
checks=$((checks + 1))
if ! cmp -s "$work/merged-4x4.txt" "$work/whole-4x4.txt"; then
  echo "FAIL: the merge of 4 shards of 4x4 is not the bytes of the unsharded run" >&2
  failures=$((failures + 1))
fi
rm -f "$SBATCH_CALLS"
check 0 "slurm-submit.sh: $work/merged-4x4.txt holds this enumeration already: the run is merged; nothing to do" \
  bash "$here/slurm-submit.sh" "${real[@]}" -o "$work/merged-4x4.txt" -- --size 4x4
checks=$((checks + 1))
if [[ -e $SBATCH_CALLS ]]; then
  echo "FAIL: slurm-submit.sh called sbatch for a run merged already:" >&2
  cat "$SBATCH_CALLS" >&2
  failures=$((failures + 1))
fi
refused "error: $work/merged-4x4.txt exists and holds something else" \
  "${real[@]}" -o "$work/merged-4x4.txt" -- --size 4x4 --exit left
# A shard task: a file of this shard is finished; another run's is given to enumerate,
# which refuses it, and the task gives up at once instead of requeueing (scontrol, a stub,
# records a call).
cat >"$work/bin/scontrol" <<'STUB'
#!/usr/bin/env bash
echo "scontrol $*" >>"$SBATCH_CALLS"
STUB
chmod +x "$work/bin/scontrol"
shard_task() {
  SLURM_ARRAY_TASK_ID=$1 SLURM_ARRAY_JOB_ID=4242 bash "$here/slurm-shard.sbatch" "$unblock" \
    "$work/real" 4 2 -1 "${@:2}"
}
check 0 "shard 1/4, attempt 1 on $(hostname -s): finished already: $work/real/shard-1-of-4.txt holds this shard" \
  shard_task 1 --size 4x4
rm -f "$SBATCH_CALLS"
check 64 "failed with status 64; giving up after 1 attempts" shard_task 1 --size 4x4 --walls 1
checks=$((checks + 1))
if [[ -e $SBATCH_CALLS ]]; then
  echo "FAIL: a shard task requeued a run enumerate refuses:" >&2
  cat "$SBATCH_CALLS" >&2
  failures=$((failures + 1))
fi

# The merge job says what it merged once, counted in words (it said it twice, the second
# time `merged 1 shards`).
mkdir -p "$work/one"
"$unblock" enumerate --size 4x4 --shard 0/1 -o "$work/one/shard-0-of-1.txt" 2>/dev/null
check 0 "merged 1 shard, " bash "$here/slurm-merge.sbatch" "$unblock" "$work/one" 1 "$work/one/4x4.txt"
rm "$work/one/4x4.txt"
absent "shards into" bash "$here/slurm-merge.sbatch" "$unblock" "$work/one" 1 "$work/one/4x4.txt"
check 0 "merged 4 shards, " bash "$here/slurm-merge.sbatch" "$unblock" "$work/real" 4 "$work/real-4x4.txt"
checks=$((checks + 1))
if ! cmp -s "$work/real-4x4.txt" "$work/whole-4x4.txt"; then
  echo "FAIL: the merge job's file is not the bytes of the unsharded run" >&2
  failures=$((failures + 1))
fi

# ray-enumerate.py, with ray refusing to import.
ray_enumerate() { PYTHONPATH="$work/python" python3 "$here/ray-enumerate.py" "$@"; }
enumerate=(--address 127.0.0.1:1 --shards 4 --dir "$work/ray" -o "$work/ray.txt" --unblock /bin/true)
check 0 "usage: ray-enumerate.py" ray_enumerate --help
check 2 "ray-enumerate.py: error: the following arguments are required: --address" ray_enumerate
check 2 "ray-enumerate.py: error: unrecognized arguments: --bogus" ray_enumerate "${enumerate[@]}" --bogus
check 2 "ray-enumerate.py: error: argument --cpus: takes a positive integer, not '0'" \
  ray_enumerate "${enumerate[@]}" --cpus 0 -- --size 4x4
check 2 "ray-enumerate.py: error: argument --retries: takes an integer of 0 or more, not '-5'" \
  ray_enumerate "${enumerate[@]}" --retries -5 -- --size 4x4
check 2 "ray-enumerate.py: error: argument --shards: takes a positive integer, not '0'" \
  ray_enumerate "${enumerate[@]}" --shards 0 -- --size 4x4
check 2 "the merge would pass catalog merge 400000 shard files" \
  ray_enumerate "${enumerate[@]}" --shards 400000 -- --size 4x4
check 2 "ray-enumerate.py: error: argument --kill-once: takes a shard index, 0 to 3, not 4" \
  ray_enumerate "${enumerate[@]}" --kill-once 4 -- --size 4x4
check 2 "ray-enumerate.py: error: no unblock binary at /nonexistent/unblock" \
  ray_enumerate "${enumerate[@]}" --unblock /nonexistent/unblock -- --size 4x4
check 2 "ray-enumerate.py: error: cannot create --dir /proc/unblock-test: No such file or directory" \
  ray_enumerate "${enumerate[@]}" --dir /proc/unblock-test -- --size 4x4
check 1 "ray-enumerate.py: error: the 'ray' package is not installed (pip install ray)" \
  ray_enumerate "${enumerate[@]}" -- --size 4x4
# Whole numbers in decimal digits only, --cpus up to 1024, and enumerate's dry run before
# ray is needed.
check 2 "ray-enumerate.py: error: argument --shards: takes a positive integer, not '1_000'" \
  ray_enumerate "${enumerate[@]}" --shards 1_000 -- --size 4x4
check 2 "ray-enumerate.py: error: argument --shards: takes a positive integer, not ' 4'" \
  ray_enumerate "${enumerate[@]}" --shards " 4" -- --size 4x4
check 2 "ray-enumerate.py: error: argument --cpus: takes at most 1024, not '5000'" \
  ray_enumerate "${enumerate[@]}" --cpus 5000 -- --size 4x4
check 2 "ray-enumerate.py: error: the enumerate option --shard=1/2 is the driver's to set" \
  ray_enumerate "${enumerate[@]}" -- --size 4x4 --shard=1/2
ray_real=(--address 127.0.0.1:1 --shards 4 --dir "$work/real" --unblock "$unblock")
check 2 "$dry_refused (status 2); nothing submitted:"$'\n'"  error: cannot write $work/no-folder/new.txt: No such file or directory" \
  ray_enumerate "${ray_real[@]}" -o "$work/no-folder/new.txt" -- --size 4x4
check 2 "Error: the board must have 4 to 8 rows and columns, not 9x9" \
  ray_enumerate "${ray_real[@]}" -o "$work/new.txt" -- --size 9x9
check 2 "error: $work/a-folder is a directory; expected a file" \
  ray_enumerate "${ray_real[@]}" -o "$work/a-folder" -- --size 4x4
check 2 "error: $work/notes.txt exists and holds something else" \
  ray_enumerate "${ray_real[@]}" -o "$work/notes.txt" -- --size 4x4
check 2 "error: $work/real/shard-0-of-4.txt exists and holds something else" \
  ray_enumerate "${ray_real[@]}" -o "$work/new.txt" -- --size 4x4 --walls 1
check 0 "$work/merged-4x4.txt holds this enumeration already: the run is merged; nothing to do" \
  ray_enumerate "${ray_real[@]}" -o "$work/merged-4x4.txt" -- --size 4x4
# Every shard file holds this run's shard: all finished, and only then is ray needed.
check 1 "ray-enumerate.py: error: the 'ray' package is not installed (pip install ray)" \
  ray_enumerate "${ray_real[@]}" -o "$work/new.txt" -- --size 4x4
# OUT in a new --dir, README's layout, passes every dry run; a refused run leaves no --dir.
check 1 "ray-enumerate.py: error: the 'ray' package is not installed (pip install ray)" \
  ray_enumerate "${ray_real[@]}" --dir "$work/ray-fresh" -o "$work/ray-fresh/4x4.txt" -- --size 4x4
# Without ray nothing runs: the --dir made for the run goes (audit 39, finding 6).
left "$work/ray-fresh"
check 2 "$dry_refused (status 2); nothing submitted:"$'\n'"  error: cannot write $work/no-folder/new.txt: No such file or directory" \
  ray_enumerate "${ray_real[@]}" --dir "$work/ray-new/run" -o "$work/no-folder/new.txt" -- --size 4x4
left "$work/ray-new"

# ray-enumerate.py with a stand-in ray that runs each task at once, in the driver.
mkdir -p "$work/fake-ray"
cat >"$work/fake-ray/ray.py" <<'FAKE'
"""A stand-in for ray (test-arguments.sh): each task runs at once, in the driver."""


class exceptions:
    class RayError(Exception):
        pass


def init(**options):
    pass


class _Done:
    def __init__(self, result):
        self.result = result


class _Task:
    def __init__(self, function):
        self.function = function

    def remote(self, *arguments):
        return _Done(self.function(*arguments))


def remote(**options):
    return _Task


def wait(pending, num_returns=1):
    return pending[:num_returns], pending[num_returns:]


def get(done):
    return done.result
FAKE
fake_ray() { PYTHONPATH="$work/fake-ray" python3 "$here/ray-enumerate.py" "$@"; }
check 0 "[4/4] shard 3/4 in " fake_ray --address 127.0.0.1:1 --shards 4 --dir "$work/ray-run" \
  -o "$work/ray-run/4x4.txt" --unblock "$unblock" -- --size 4x4
checks=$((checks + 1))
if ! cmp -s "$work/ray-run/4x4.txt" "$work/whole-4x4.txt"; then
  echo "FAIL: ray-enumerate.py's merge into a new --dir is not the bytes of the unsharded run" >&2
  failures=$((failures + 1))
fi
# An enumerate that fails (its dry run passes) is not retried by Ray, and the driver says
# so, with its status and last lines: it said `a shard failed after 2 retries`.
cat >"$work/bin/failing-unblock" <<STUB
#!/usr/bin/env bash
for argument; do [[ \$argument == --dry-run ]] && exec "$unblock" "\$@"; done
echo "enumerate: out of memory (test-arguments.sh)"
exit 137
STUB
chmod +x "$work/bin/failing-unblock"
failing=(--address 127.0.0.1:1 --shards 2 --dir "$work/ray-failing" -o "$work/ray-failing/4x4.txt"
  --unblock "$work/bin/failing-unblock" -- --size 4x4)
check 1 "shard 0/2: enumerate failed with status 137 (not run again: Ray reruns a task only when its worker dies); its last lines:"$'\n'"  enumerate: out of memory (test-arguments.sh)" \
  fake_ray "${failing[@]}"
check 1 $'\n'"2 shards failed; run the driver again to resume" fake_ray "${failing[@]}"
absent "retries:" fake_ray "${failing[@]}"

# slurm-local.sh and ray-local.sh: --help, and `stop` leaves a process that is not theirs.
check 0 "munged, slurmctld and slurmd" bash "$here/slurm-local.sh" --help
check 0 "a head that runs no task" bash "$here/ray-local.sh" -h
check 2 "usage: " bash "$here/slurm-local.sh" start
check 2 "usage: " bash "$here/ray-local.sh" begin "$work/ray-local"
# Waits until process $1's command line holds $2 (it has done its exec).
exec_done() {
  for _ in $(seq 100); do
    [[ $(tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null) == *"$2"* ]] && return 0
    sleep 0.05
  done
  echo "FAIL: process $1 did not start '$2' in 5 s" >&2
  exit 1
}
mkdir -p "$work/slurm-local" "$work/ray-local"
sleep 300 &
stranger=$!
started+=("$stranger")
exec_done "$stranger" "sleep 300"
# Stand-ins for a daemon each script did start: named as it, and run from DIR.
cp "$(command -v sleep)" "$work/slurm-local/munged"
"$work/slurm-local/munged" 301 &
munged=$!
started+=("$munged")
printf '#!%s\nimport time\ntime.sleep(302)\n' "$(command -v python3)" >"$work/bin/ray"
chmod +x "$work/bin/ray"
"$work/bin/ray" start --address=127.0.0.1:1 --block &
worker=$!
started+=("$worker")
exec_done "$munged" "munged 301"
exec_done "$worker" "ray start"
echo "$stranger" >"$work/slurm-local/slurmd.pid"
echo "$munged" >"$work/slurm-local/munged.pid"
echo "$stranger" >"$work/ray-local/head.pid"
echo "$worker" >"$work/ray-local/worker-1.pid"
check 1 "slurmd.pid names process $stranger (sleep), not the slurmd started in $work/slurm-local; left it running" \
  bash "$here/slurm-local.sh" stop "$work/slurm-local"
check 1 "head.pid names process $stranger (sleep), not the head started in $work/ray-local; left it running" \
  bash "$here/ray-local.sh" stop "$work/ray-local"
checks=$((checks + 1))
if ! kill -0 "$stranger" 2>/dev/null; then
  echo "FAIL: stop killed process $stranger, a sleep named in a pid file" >&2
  failures=$((failures + 1))
fi
for pid in "$munged" "$worker"; do
  checks=$((checks + 1))
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "FAIL: stop left process $pid ($(cat "/proc/$pid/comm")), which it started, running" >&2
    failures=$((failures + 1))
  fi
done

if ((failures)); then
  echo "cluster scripts' arguments: $failures of $checks checks failed" >&2
  exit 1
fi
echo "cluster scripts' arguments: $checks checks passed"
