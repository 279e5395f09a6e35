import FuzzSupport
import Glibc

// Each input is read as a YAML puzzle or set file (YAMLPuzzleReader over libyaml).
exit(runFuzzer { data, count in fuzzPuzzleText(data, count, as: .yaml) })
