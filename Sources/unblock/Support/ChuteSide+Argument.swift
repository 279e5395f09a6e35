import ArgumentParser
import UnblockCore

/// `--exit left|right`, as `enumerate` and `catalog query` take it.
extension Chute.Side: ExpressibleByArgument {}
