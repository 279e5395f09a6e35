import FuzzSupport
import Glibc

// Each input is read as a text grid file (GridReader).
exit(runFuzzer { data, count in fuzzPuzzleText(data, count, as: .grid) })
