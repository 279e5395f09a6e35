#!/usr/bin/env python3
"""Runs a sharded `unblock enumerate` on a Ray cluster and merges the shards.

    python3 Scripts/cluster/ray-enumerate.py --address HOST:PORT --shards N --dir DIR -o OUT \\
        [--cpus C] [--retries R] [--unblock PATH] [--kill-once I] -- ENUMERATE-OPTIONS

Each shard that is not finished in DIR yet (shard-I-of-N.txt) becomes one Ray task, which
runs `unblock enumerate ENUMERATE-OPTIONS --jobs C --shard I/N -o DIR/shard-I-of-N.txt` on a
worker. A task whose worker dies is run again by Ray, up to R times (max_retries); a shard
whose enumerate fails (exits non-zero: refused, out of memory) is not run again, and the
driver shows its status and the last lines it printed. A shard whose file holds this
enumeration's shard is finished (enumerate writes it atomically at the end), so running
the driver again after a failure resumes. The driver shows each shard as it ends, then
runs `unblock catalog merge` into OUT. DIR and the unblock binary must be on a file system
every node sees. --kill-once I kills shard I's first worker with SIGKILL, to show the
retry.

Before it needs Ray, the driver creates DIR and checks what every task and the merge
would, with `unblock enumerate --dry-run`: the enumerate options (a dry run of shard 0),
OUT (a dry run of the whole enumeration: a merged file holds the same lines as an
unsharded run; OUT may be in DIR) and each shard file there already. A mistake, such as an
OUT in a missing folder, options enumerate refuses, or a shard file of another run, is
refused with enumerate's message, exit status 2, and the folders the driver created are
removed. OUT holding this enumeration means the run is merged already: nothing to do,
exit 0.
Whole numbers are written in decimal digits only; --cpus is 1 to 1024 (enumerate's --jobs).
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time

# `ray` is imported in main(), once the arguments are checked: --help and a mistake on the
# command line are answered without it.
PROGRAM = "ray-enumerate.py"


def fail(message, status):
    """Ends the driver with one line on standard error, as argparse's errors read."""
    print(f"{PROGRAM}: error: {message}", file=sys.stderr)
    sys.exit(status)


# Enumerate's --dry-run: 0 the run would enumerate, 3 its -o file holds this enumeration.
WOULD_ENUMERATE, HOLDS_IT = 0, 3
# Options the driver sets for every shard itself.
DRIVER_OPTIONS = ("-o", "--output", "--shard", "--jobs", "--db", "--resume", "--dry-run",
                  "--format", "--force")


def whole(least, most=999_999_999):
    """An argparse type: a whole number from `least` to `most`, in decimal digits only
    (Python's int() would take '1_000', ' 7' or '+3')."""
    def convert(text):
        number = int(text) if re.fullmatch(r"(0|[1-9][0-9]{0,8})", text) else None
        if number is None or number < least:
            what = "a positive integer" if least == 1 else f"an integer of {least} or more"
            raise argparse.ArgumentTypeError(f"takes {what}, not {text!r}")
        if number > most:
            raise argparse.ArgumentTypeError(f"takes at most {most}, not {text!r}")
        return number
    return convert


def parse_arguments():
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="ENUMERATE-OPTIONS, after --, go to every shard: --size 6x6 --walls 0...2",
    )
    parser.add_argument("--address", required=True, help="the Ray cluster, HOST:PORT")
    parser.add_argument("--shards", type=whole(1), required=True, help="the number of shards")
    parser.add_argument("--dir", required=True, help="where the shard files go")
    parser.add_argument("-o", dest="out", required=True, help="the merged file")
    parser.add_argument("--cpus", type=whole(1, 1024), default=1,
                        help="processors per shard (--jobs, 1 to 1024; default 1)")
    parser.add_argument("--retries", type=whole(0), default=2,
                        help="runs again of a shard whose worker dies (Ray's max_retries; "
                             "default 2)")
    parser.add_argument("--unblock", default="unblock", help="the unblock binary")
    parser.add_argument("--kill-once", type=whole(0), default=-1, metavar="I",
                        help="kill shard I's first worker with SIGKILL, to show the retry")
    parser.add_argument("options", nargs=argparse.REMAINDER)
    arguments = parser.parse_args()
    if arguments.options[:1] == ["--"]:
        arguments.options = arguments.options[1:]
    if not arguments.options:
        parser.error("give the enumerate options after --, such as -- --size 6x6")
    for option in arguments.options:
        if option.split("=", 1)[0] in DRIVER_OPTIONS:
            parser.error(f"the enumerate option {option} is the driver's to set; "
                         "give only what to enumerate after --")
    if arguments.kill_once >= arguments.shards:
        parser.error(f"argument --kill-once: takes a shard index, 0 to {arguments.shards - 1}, "
                     f"not {arguments.kill_once}")
    found = shutil.which(arguments.unblock)
    if found is None:
        parser.error(f"no unblock binary at {arguments.unblock}")
    arguments.unblock = os.path.abspath(found)
    arguments.dir = os.path.abspath(arguments.dir)
    arguments.out = os.path.abspath(arguments.out)
    # The merge passes every shard's file to `catalog merge`: too many for the system to
    # pass to a program would fail only once every shard is done.
    needed = merge_argument_bytes(arguments)
    room = os.sysconf("SC_ARG_MAX") - sum(len(k) + len(v) + 2 + 8 for k, v in os.environ.items())
    if needed > room:
        parser.error(f"--shards {arguments.shards}: the merge would pass catalog merge "
                     f"{arguments.shards} shard files, {needed} bytes of arguments, more than "
                     f"this system passes to a program ({room}); use fewer shards or a "
                     "shorter --dir")
    return arguments


def merge_argument_bytes(arguments):
    """The bytes of the merge's command line, each argument with its end and its pointer."""
    words = [arguments.unblock, "catalog", "merge", "-o", arguments.out]
    count = arguments.shards
    return (sum(len(word) + 1 + 8 for word in words)
            + sum(len(shard_path(arguments.dir, i, count)) + 1 + 8 for i in range(count)))


def shard_path(directory, index, count):
    return os.path.join(directory, f"shard-{index}-of-{count}.txt")


def dry_run(unblock, options, arguments):
    """`unblock enumerate OPTIONS ARGUMENTS --dry-run`: (its exit status, what it said)."""
    done = subprocess.run([unblock, "enumerate", *options, *arguments, "--dry-run"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return done.returncode, done.stdout.decode(errors="replace").strip()


def make_folder(directory):
    """Creates `directory` and the folders above it that are missing; returns those it
    created, deepest first, for unmake(), or ends the driver when it cannot."""
    made = []
    path = directory
    while not os.path.lexists(path):
        made.append(path)
        parent = os.path.dirname(path)
        if parent == path:
            break
        path = parent
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as error:
        unmake(made)
        fail(f"cannot create --dir {directory}: {error.strerror or error}", 2)
    return made


def unmake(made):
    """Removes the folders make_folder() created, deepest first, as long as they are empty."""
    for folder in made:
        try:
            os.rmdir(folder)
        except OSError:
            break


def check(arguments, more, made):
    """A dry run with `more`; True when its -o file holds this enumeration already, False
    when the run would enumerate; anything else removes the folders `made` and ends the
    driver with enumerate's message."""
    status, said = dry_run(arguments.unblock, arguments.options,
                           ["--jobs", str(arguments.cpus), *more])
    if status in (WOULD_ENUMERATE, HOLDS_IT):
        return status == HOLDS_IT
    command = " ".join(["unblock enumerate", *arguments.options, *more, "--dry-run"])
    said = "\n".join("  " + line for line in said.splitlines())
    unmake(made)
    fail(f"{command} refused the run (status {status}); nothing submitted:\n{said}", 2)


# The last lines of a failed enumerate's output that the driver shows.
TAIL_LINES = 5


def run_shard(unblock, options, directory, index, count, cpus, kill_once):
    """One shard on a worker: (index, seconds, enumerate's exit status, what it printed:
    all of it when it succeeded, its last TAIL_LINES lines when it failed). A failed
    enumerate is a result, not an exception: Ray runs a task again only when its worker
    dies, and the driver says so."""
    part = shard_path(directory, index, count)
    status, _ = dry_run(unblock, options, ["--shard", f"{index}/{count}", "-o", part])
    if status == HOLDS_IT:
        return index, 0.0, 0, "finished already"
    command = [unblock, "enumerate", *options, "--jobs", str(cpus)]
    command += ["--shard", f"{index}/{count}", "-o", part]
    began = time.monotonic()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    # The marker makes the kill happen on the first attempt only: the retry finds it.
    marker = os.path.join(directory, f".killed-{index}")
    if index == kill_once and not os.path.exists(marker):
        open(marker, "w").close()
        child.kill()
        print(f"shard {index}/{count}: killing its worker (--kill-once {index})", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    output, _ = child.communicate()
    said = output.decode(errors="replace").strip()
    if child.returncode != 0:
        said = "\n".join(said.splitlines()[-TAIL_LINES:])
    return index, time.monotonic() - began, child.returncode, said


def describe_status(status):
    """An exit status as subprocess gives it: `status 2`, or `signal 9 (SIGKILL)` for a
    child killed by a signal (a negative status)."""
    if status >= 0:
        return f"status {status}"
    try:
        return f"signal {-status} ({signal.Signals(-status).name})"
    except ValueError:
        return f"signal {-status}"


def main():
    arguments = parse_arguments()
    count = arguments.shards
    # OUT may be in DIR (README's layout): DIR is made before OUT's dry run, and removed
    # again when nothing is run.
    made = make_folder(arguments.dir)
    if check(arguments, ["-o", arguments.out], made):
        unmake(made)
        print(f"{arguments.out} holds this enumeration already: the run is merged; nothing to do")
        return 0
    # A shard is finished when its file holds this enumeration's shard; shard 0's dry run
    # also checks the options with --shard, whether or not its file is there.
    missing = []
    for index in range(count):
        part = shard_path(arguments.dir, index, count)
        looked = index == 0 or os.path.lexists(part)
        if not (looked and check(arguments, ["--shard", f"{index}/{count}", "-o", part], made)):
            missing.append(index)
    try:
        import ray
    except ImportError as error:
        # Nothing runs: the folders made for the run go, as when a dry run refuses it.
        unmake(made)
        if getattr(error, "name", None) == "ray":
            fail("the 'ray' package is not installed (pip install ray)", 1)
        fail(f"the 'ray' package does not import: {error}", 1)
    ray.init(address=arguments.address, logging_level="WARNING")
    task = ray.remote(num_cpus=arguments.cpus, max_retries=arguments.retries)(run_shard)
    print(f"shards: {count - len(missing)} of {count} finished already, "
          f"{len(missing)} submitted to {arguments.address}", flush=True)
    shard_of = {
        task.remote(arguments.unblock, arguments.options, arguments.dir, index, count,
                    arguments.cpus, arguments.kill_once): index
        for index in missing
    }
    pending = list(shard_of)
    done = count - len(missing)
    failed = 0
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        index = shard_of[ready[0]]
        try:
            index, seconds, status, said = ray.get(ready[0])
        except ray.exceptions.RayError as error:
            failed += 1
            first = (str(error).splitlines() or [type(error).__name__])[0]
            print(f"shard {index}/{count} failed in Ray (a task whose worker dies runs again, "
                  f"up to --retries {arguments.retries} times): {first}", flush=True)
            continue
        if status != 0:
            failed += 1
            tail = "".join(f"\n  {line}" for line in said.splitlines())
            print(f"shard {index}/{count}: enumerate failed with {describe_status(status)} "
                  "(not run again: Ray reruns a task only when its worker dies)"
                  + (f"; its last lines:{tail}" if tail else "; it printed nothing"),
                  flush=True)
            continue
        done += 1
        print(f"[{done}/{count}] shard {index}/{count} in {seconds:.1f} s: {said}", flush=True)
    if failed:
        print(f"{failed} shard{'s' if failed != 1 else ''} failed; run the driver again to resume",
              file=sys.stderr)
        return 1
    parts = [shard_path(arguments.dir, i, count) for i in range(count)]
    merge = subprocess.run([arguments.unblock, "catalog", "merge", *parts, "-o", arguments.out])
    return merge.returncode


if __name__ == "__main__":
    sys.exit(main())
