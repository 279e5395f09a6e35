import ArgumentParser
import UnblockLanguageServer

struct LanguageServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run the language server, for editors: diagnostics, moves and fixes as you type.",
    discussion: """
      Speaks the Language Server Protocol 3.17 over standard input and output (JSON-RPC \
      with Content-Length framing); an editor starts it, nobody types to it. For text grids \
      and YAML puzzle and set files it publishes everything 'unblock check' reports, each \
      at the exact tiles, key or value, with a stable code such as ragged-row or \
      wrong-moves-claim. Each puzzle that obeys the rules is then solved in the \
      background: 'solvable in N moves (category)' on its first line (also as a code \
      lens), wrong moves/level claims at their value, unsolvable puzzles at the block at \
      fault. A newer version of the document cancels a stale search.

      Also: quick fixes (set moves:/level: to the true value, add 'board: |2' for a left \
      chute, add the schema line), formatting to the canonical form of 'unblock format', \
      hover with the analysis of 'unblock analyze', and one document symbol per puzzle.

      Searches stop after 2000000 states ("gave up"); an editor sets another limit with \
      the initialization option {"maxStates": N}.

      Exit status: 0 after 'shutdown' and 'exit', 1 on 'exit' without 'shutdown' or when \
      the editor closes standard input first, 64 for a wrong command line.

      See README.md, "In your editor", for Neovim, Helix, Emacs and VS Code.

      '--stdio', which some clients add (vscode-languageclient does), is accepted; \
      standard input and output are the only transport.

      Examples:
        unblock lsp                                  # as an editor starts it
        unblock lsp --stdio                          # as vscode-languageclient does
        -- Neovim (0.11 or later), in init.lua, as in README.md:
        vim.filetype.add({ extension = { grid = "unblockgrid" } })
        vim.lsp.config("unblock", {
          cmd = { "unblock", "lsp" },
          filetypes = { "yaml", "unblockgrid", "text" },
          root_markers = { "Puzzles", ".git" },
          init_options = { maxStates = 2000000 },
        })
        vim.lsp.enable("unblock")
      """)

  @Flag(
    help:
      "Speak over standard input and output, as always: accepted for the clients that pass it.")
  var stdio = false

  func run() async throws {
    let status = await StandardIO.serve()
    if status != 0 { throw ExitCode(status) }
  }
}
