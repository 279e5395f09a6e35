#!/usr/bin/env python3
"""Runs a sharded `unblock enumerate` on a Ray cluster and merges the shards.

    python3 Scripts/cluster/ray-enumerate.py --address HOST:PORT --shards N --dir DIR -o OUT \\
        [--cpus C] [--retries R] [--unblock PATH] [--kill-once I] -- ENUMERATE-OPTIONS

Each shard that has no file in DIR yet (shard-I-of-N.txt) becomes one Ray task, which runs
`unblock enumerate ENUMERATE-OPTIONS --jobs C --shard I/N -o DIR/shard-I-of-N.txt` on a
worker. A task whose worker dies is run again by Ray, up to R times (max_retries); a shard
whose file exists is finished (enumerate writes it atomically at the end), so running the
driver again after a failure resumes. The driver shows each shard as it ends, then runs
`unblock catalog merge` into OUT. DIR and the unblock binary must be on a file system every
node sees. --kill-once I kills shard I's first worker with SIGKILL, to show the retry.
"""

import argparse
import os
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


def whole(least):
    """An argparse type: a whole number of at least `least`."""
    def convert(text):
        try:
            number = int(text, 10)
        except ValueError:
            number = None
        if number is None or number < least:
            what = "a positive integer" if least == 1 else f"an integer of {least} or more"
            raise argparse.ArgumentTypeError(f"takes {what}, not {text!r}")
        return number
    return convert


def parse_arguments():
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="Sharded `unblock enumerate` on a Ray cluster, merged into one file.",
        epilog="ENUMERATE-OPTIONS, after --, go to every shard: --size 6x6 --walls 0...2",
    )
    parser.add_argument("--address", required=True, help="the Ray cluster, HOST:PORT")
    parser.add_argument("--shards", type=whole(1), required=True, help="the number of shards")
    parser.add_argument("--dir", required=True, help="where the shard files go")
    parser.add_argument("-o", dest="out", required=True, help="the merged file")
    parser.add_argument("--cpus", type=whole(1), default=1,
                        help="processors per shard (--jobs; default 1)")
    parser.add_argument("--retries", type=whole(0), default=2,
                        help="runs again after a failure (default 2)")
    parser.add_argument("--unblock", default="unblock", help="the unblock binary")
    parser.add_argument("--kill-once", type=whole(0), default=-1, metavar="I",
                        help="kill shard I's first worker with SIGKILL, to show the retry")
    parser.add_argument("options", nargs=argparse.REMAINDER)
    arguments = parser.parse_args()
    if arguments.options[:1] == ["--"]:
        arguments.options = arguments.options[1:]
    if not arguments.options:
        parser.error("give the enumerate options after --, such as -- --size 6x6")
    if arguments.kill_once >= arguments.shards:
        parser.error(f"argument --kill-once: takes a shard index, 0 to {arguments.shards - 1}, "
                     f"not {arguments.kill_once}")
    found = shutil.which(arguments.unblock)
    if found is None:
        parser.error(f"no unblock binary at {arguments.unblock}")
    arguments.unblock = os.path.abspath(found)
    arguments.dir = os.path.abspath(arguments.dir)
    arguments.out = os.path.abspath(arguments.out)
    return arguments


def shard_path(directory, index, count):
    return os.path.join(directory, f"shard-{index}-of-{count}.txt")


def run_shard(unblock, options, directory, index, count, cpus, kill_once):
    """One shard on a worker: (index, seconds, what enumerate printed)."""
    part = shard_path(directory, index, count)
    if os.path.exists(part):
        return index, 0.0, "finished already"
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
    if child.returncode != 0:
        raise RuntimeError(f"shard {index}/{count}: enumerate exited {child.returncode}: "
                           + output.decode(errors="replace"))
    return index, time.monotonic() - began, output.decode(errors="replace").strip()


def main():
    arguments = parse_arguments()
    if os.path.exists(arguments.out):
        print(f"{arguments.out} exists: the run is merged already")
        return 0
    try:
        os.makedirs(arguments.dir, exist_ok=True)
    except OSError as error:
        fail(f"cannot create --dir {arguments.dir}: {error.strerror or error}", 2)
    try:
        import ray
    except ImportError as error:
        if getattr(error, "name", None) == "ray":
            fail("the 'ray' package is not installed (pip install ray)", 1)
        fail(f"the 'ray' package does not import: {error}", 1)
    count = arguments.shards
    ray.init(address=arguments.address, logging_level="WARNING")
    task = ray.remote(num_cpus=arguments.cpus, max_retries=arguments.retries)(run_shard)
    missing = [i for i in range(count) if not os.path.exists(shard_path(arguments.dir, i, count))]
    print(f"shards: {count - len(missing)} of {count} finished already, "
          f"{len(missing)} submitted to {arguments.address}", flush=True)
    pending = [
        task.remote(arguments.unblock, arguments.options, arguments.dir, index, count,
                    arguments.cpus, arguments.kill_once)
        for index in missing
    ]
    done = count - len(missing)
    failed = []
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        try:
            index, seconds, said = ray.get(ready[0])
            done += 1
            print(f"[{done}/{count}] shard {index}/{count} in {seconds:.1f} s: {said}", flush=True)
        except (ray.exceptions.RayError, RuntimeError) as error:
            failed.append(str(error).splitlines()[0])
            print(f"a shard failed after {arguments.retries} retries: {failed[-1]}", flush=True)
    if failed:
        print(f"{len(failed)} shards failed; run the driver again to resume", file=sys.stderr)
        return 1
    parts = [shard_path(arguments.dir, i, count) for i in range(count)]
    merge = subprocess.run([arguments.unblock, "catalog", "merge", *parts, "-o", arguments.out])
    return merge.returncode


if __name__ == "__main__":
    sys.exit(main())
