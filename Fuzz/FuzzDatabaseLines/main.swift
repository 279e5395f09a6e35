import FuzzSupport
import Glibc

// Each input is read as a file of Rush Hour database lines (DatabaseLineReader).
exit(runFuzzer { data, count in fuzzPuzzleText(data, count, as: .databaseLines) })
