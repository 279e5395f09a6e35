#!/usr/bin/env bash
# The main job: set up, build the tool in release mode, and check every curated puzzle.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build -c release --product unblock
unblock=$(swift build -c release --show-bin-path)/unblock
"$unblock" check Puzzles
