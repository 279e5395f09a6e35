#!/usr/bin/env bash
# The main job: set up, build the tool in release mode, and check every curated puzzle.
# --static-swift-stdlib links the Swift runtime into the binary, so a process starts without
# binding the Swift runtime libraries at load time: one `unblock solve` of the 51-move
# puzzle then takes about 7 ms of wall time in all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build -c release --product unblock --static-swift-stdlib
unblock=$(swift build -c release --static-swift-stdlib --show-bin-path)/unblock
"$unblock" check Puzzles
