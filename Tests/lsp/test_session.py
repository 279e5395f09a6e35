"""Whole sessions with `unblock lsp`: documents, diagnostics, fixes, formatting, hover,
cancellation and the lifecycle, through pytest-lsp."""

import asyncio
import time

import pytest
from conftest import CAPABILITIES, ROOT, apply_edits, diagnostics_until, solved, span, start
from lsprotocol import types
from pygls.exceptions import (
    JsonRpcContentModified,
    JsonRpcException,
    JsonRpcInvalidRequest,
    JsonRpcRequestCancelled,
)
from pytest_lsp import LanguageClient

I4 = "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n"

CLAIMS = """\
name: "Café"
level: expert
moves: 5  # a guess
board: |
  ....B.
  AA..B.
  ......
  ......
"""


def open_document(client: LanguageClient, uri: str, text: str, language: str, version=1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=version, text=text
            )
        )
    )


def change_document(client: LanguageClient, uri: str, version: int, text: str):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def edit_document(client: LanguageClient, uri: str, version: int, changes):
    """Sends incremental changes, each `((line, character, line, character), text)`."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=a, character=b),
                        end=types.Position(line=c, character=d),
                    ),
                    text=text,
                )
                for (a, b, c, d), text in changes
            ],
        )
    )


async def code_actions(client: LanguageClient, uri: str, range_, diagnostics):
    """The code actions the server offers for `diagnostics` at `range_`."""
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=range_,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )


ONE_LINE = (
    "# yaml-language-server: $schema=../Schemas/puzzle.schema.json\n"
    "{name: x, moves: 5, level: expert, size: 6x6, blocks: "
    '[{label: "A", orientation: horizontal, row: 2, column: 0, length: 2}]}\n'
)


def at(line: int, character: int) -> types.Range:
    """An empty range: a cursor."""
    return types.Range(
        start=types.Position(line=line, character=character),
        end=types.Position(line=line, character=character),
    )


async def test_a_fix_is_offered_where_its_diagnostic_is_or_when_named(client: LanguageClient):
    # On a one-line flow-style puzzle every claim's fix was offered wherever the cursor
    # was, inside `blocks` too (audit 37).
    uri = "file:///tmp/session/one-line.yaml"
    open_document(client, uri, ONE_LINE, "yaml")
    diagnostics = await diagnostics_until(client, uri, solved)
    assert [d.code for d in diagnostics] == ["solvable", "wrong-moves-claim", "wrong-level-claim"]
    moves, level = diagnostics[1], diagnostics[2]
    titles = lambda actions: [a.title for a in actions or []]
    # The cursor in `blocks`, no diagnostic named: nothing.
    assert titles(await code_actions(client, uri, at(1, 60), [])) == []
    # The cursor on the moves' value: its fix alone.
    assert titles(await code_actions(client, uri, moves.range, [])) == ["Set the moves to 1"]
    assert titles(await code_actions(client, uri, at(1, moves.range.end.character), [])) == [
        "Set the moves to 1"
    ]
    # A client that names the line's diagnostics (Neovim does) gets the fixes of those.
    assert titles(await code_actions(client, uri, at(1, 60), [moves, level])) == [
        "Set the moves to 1", "Set the level to warm-up"
    ]


async def left_chute_actions(client: LanguageClient, uri: str, text: str):
    """Opens `text`, a YAML left-chute grid without its indicator, checks that its one
    diagnostic says so, and returns the code actions offered for it."""
    open_document(client, uri, text, "yaml")
    diagnostics = await diagnostics_until(client, uri, lambda ds: len(ds) > 0)
    assert [d.code for d in diagnostics] == ["left-chute-indicator"]
    return await code_actions(client, uri, diagnostics[0].range, diagnostics)


async def test_open_edit_and_close_a_grid(client: LanguageClient):
    uri = "file:///tmp/session/ragged.txt"
    open_document(client, uri, "......\nAA....\n.....\n......\n", "plaintext")
    diagnostics = await diagnostics_until(client, uri, lambda ds: len(ds) > 0)
    assert [(d.code, span(d), d.severity, d.source) for d in diagnostics] == [
        ("ragged-row", (2, 0, 2, 5), types.DiagnosticSeverity.Error, "unblock")
    ]
    assert diagnostics[0].message == (
        "ragged rows: this row has 5 tiles but the first row has 6; every row needs the same number"
    )

    # An incremental edit adds the missing tile: the row error goes, the solve follows.
    edit_document(client, uri, 2, [((2, 5, 2, 5), ".")])
    diagnostics = await diagnostics_until(client, uri, solved)
    assert [(d.code, d.message, span(d), d.severity) for d in diagnostics] == [
        ("solvable", "solvable in 1 move (warm-up)", (0, 0, 0, 6),
         types.DiagnosticSeverity.Information)
    ]
    assert client.publications[-1].version == 2

    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    await diagnostics_until(client, uri, lambda ds: len(ds) == 0)


@pytest.mark.parametrize(
    "uri, language, text, first",
    [
        ("file:///tmp/session/grid.yaml", "yaml", "......\nAA....\n......\n......\n", "solvable"),
        ("untitled:Untitled-1", "plaintext", CLAIMS, "solvable"),
    ],
)
async def test_a_document_is_read_by_its_content_not_its_language_id(
    client: LanguageClient, uri, language, text, first
):
    # As `unblock check` reads a file: a grid named .yaml is a grid, YAML in plain text YAML.
    open_document(client, uri, text, language)
    diagnostics = await diagnostics_until(client, uri, solved)
    assert diagnostics[0].code == first
    assert "not-a-mapping" not in [d.code for d in diagnostics]


async def test_exact_ranges_of_wrong_claims_and_blocks(client: LanguageClient):
    uri = "file:///tmp/session/claims.yaml"
    open_document(client, uri, CLAIMS, "yaml")
    diagnostics = await diagnostics_until(client, uri, solved)
    assert [(d.code, span(d)) for d in diagnostics] == [
        ("solvable", (0, 0, 0, 12)),
        ("wrong-level-claim", (1, 7, 1, 13)),
        ("wrong-moves-claim", (2, 7, 2, 8)),
    ]
    assert diagnostics[2].message == (
        "wrong moves claim: the puzzle claims 5 moves, but its minimal number of moves is 2"
    )
    assert diagnostics[1].message.startswith(
        "wrong level claim: the puzzle claims 'expert', but 2 moves make it 'warm-up' ("
    )
    one = "file:///tmp/session/one-move.yaml"
    open_document(client, one, "level: expert\nboard: |\n  ......\n  AA....\n  ......\n  ......\n", "yaml")
    diagnostics = await diagnostics_until(client, one, solved)
    assert diagnostics[1].message.startswith(
        "wrong level claim: the puzzle claims 'expert', but 1 move makes it 'warm-up' ("
    )

    blocks = "file:///tmp/session/blocks.txt"
    # A block of four tiles breaks the rules; '😀' takes two UTF-16 code units.
    open_document(client, blocks, "# 😀\n......\nAA....\n......\n..BBBB\n", "plaintext")
    diagnostics = await diagnostics_until(client, blocks, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [("block-length", (4, 2, 4, 6))]


@pytest.mark.parametrize(
    "text, indicator",
    [
        ("name: left\nboard: |\n    ....B\n   <.AA.B\n    x....\n    .CC..\n", 3),
        (
            "name: set\npuzzles:\n  - name: a\n    board: |\n       ....B\n      <.AA.B\n"
            "       x....\n       .CC..\n",
            2,
        ),
        ("puzzles:\n  - board: |\n       ....B\n      <.AA.B\n       x....\n       .CC..\n", 2),
    ],
)
async def test_the_left_chute_fix_writes_the_indicator_the_rows_need(
    client: LanguageClient, text, indicator
):
    uri = "file:///tmp/session/left-indented.yaml"
    actions = await left_chute_actions(client, uri, text)
    fix = next(a for a in actions if a.title.startswith("Add the indentation indicator"))
    assert fix.title == f"Add the indentation indicator: board: |{indicator}"
    fixed = apply_edits(text, fix.edit.changes[uri])
    assert fixed == text.replace("board: |", f"board: |{indicator}")
    change_document(client, uri, 2, fixed)
    diagnostics = await diagnostics_until(client, uri, solved)
    assert [d.code for d in diagnostics if d.severity == types.DiagnosticSeverity.Error] == []


async def test_a_bad_character_is_underlined_alone_even_in_a_run(client: LanguageClient):
    spaces = "file:///tmp/session/spaces.txt"
    open_document(client, spaces, "......\nAA.  .\n......\n......\n", "plaintext")
    diagnostics = await diagnostics_until(client, spaces, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [
        ("unknown-character", (1, 3, 1, 4)),
        ("unknown-character", (1, 4, 1, 5)),
    ]

    separator = "file:///tmp/session/separator.yaml"
    open_document(client, separator, 'name: "a\u2028b"\n' + CLAIMS.split("\n", 1)[1], "yaml")
    diagnostics = await diagnostics_until(client, separator, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [("yaml-feature", (0, 8, 0, 9))]

    # A control character too: it was underlined to the end of its line (audit 37).
    control = "file:///tmp/session/control.yaml"
    open_document(client, control, 'name: "ab\u0001cdefgh"\n' + CLAIMS.split("\n", 1)[1], "yaml")
    diagnostics = await diagnostics_until(client, control, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [("yaml-feature", (0, 9, 0, 10))]


async def test_a_quick_fix_makes_its_diagnostic_go(client: LanguageClient):
    uri = "file:///tmp/session/fix.yaml"
    open_document(client, uri, CLAIMS, "yaml")
    diagnostics = await diagnostics_until(client, uri, solved)
    wrong = next(d for d in diagnostics if d.code == "wrong-moves-claim")
    actions = await code_actions(client, uri, wrong.range, [wrong])
    fix = next(a for a in actions if a.title == "Set the moves to 2")
    assert fix.kind == types.CodeActionKind.QuickFix
    text = apply_edits(CLAIMS, fix.edit.changes[uri])
    assert text.splitlines()[2] == "moves: 2  # a guess"

    change_document(client, uri, 2, text)
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [d.code for d in client.diagnostics[uri]] == ["solvable", "wrong-level-claim"]

    # The left-chute grid needs 'board: |2'; the fix adds it and the file reads.
    left = "file:///tmp/session/left.yaml"
    source = "name: left\nboard: |\n   ....B\n  <.AA.B\n   x....\n   .CC..\n"
    actions = await left_chute_actions(client, left, source)
    fix = next(a for a in actions if a.title == "Add the indentation indicator: board: |2")
    fixed = apply_edits(source, fix.edit.changes[left])
    assert fixed.splitlines()[1] == "board: |2"
    change_document(client, left, 2, fixed)
    diagnostics = await diagnostics_until(client, left, solved)
    assert [d.code for d in diagnostics] == ["solvable"]

    # A YAML file without the schema line is offered one.
    schema = next(a for a in actions if a.title == "Add the schema line for yaml-language-server")
    # A source action: it fixes no diagnostic (as a quick fix, a light bulb on every line).
    assert schema.kind == types.CodeActionKind.Source
    assert apply_edits(fixed, schema.edit.changes[left]).startswith(
        "# yaml-language-server: $schema="
    )


HARDEST = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"


@pytest.mark.parametrize("line", [f"50 {HARDEST} 4780", f"50 {HARDEST}", f"{HARDEST} 50"])
async def test_a_database_line_moves_fix_replaces_only_the_number(client: LanguageClient, line):
    uri = "file:///tmp/session/hardest.txt"
    text = line + "\n"
    open_document(client, uri, text, "plaintext")
    diagnostics = await diagnostics_until(client, uri, solved)
    wrong = next(d for d in diagnostics if d.code == "wrong-moves-claim")
    start = line.index("50")
    assert span(wrong) == (0, start, 0, start + 2)
    actions = await code_actions(client, uri, wrong.range, [wrong])
    fix = next(a for a in actions if a.title == "Set the moves to 51")
    assert apply_edits(text, fix.edit.changes[uri]) == line.replace("50", "51") + "\n"


LEVEL = "name: x\nlevel: {}  # my note\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n"


@pytest.mark.parametrize("claim", ['"expert"', "'expert'"])
async def test_a_quoted_claims_fix_keeps_the_comment_after_it(client: LanguageClient, claim):
    uri = "file:///tmp/session/quoted.yaml"
    text = LEVEL.format(claim)
    open_document(client, uri, text, "yaml")
    diagnostics = await diagnostics_until(client, uri, solved)
    wrong = next(d for d in diagnostics if d.code == "wrong-level-claim")
    assert span(wrong) == (1, 7, 1, 15)
    actions = await code_actions(client, uri, wrong.range, [wrong])
    fix = next(a for a in actions if a.title == "Set the level to warm-up")
    assert apply_edits(text, fix.edit.changes[uri]) == LEVEL.format("warm-up")


FLOW_BLOCKS = '[{label: "A", orientation: horizontal, row: 1, column: 0, length: 2}]'
FLOW = [
    ("name: x\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n"
     'generated: {version: "1.0", seed: 1, states: 3}\n', "states: 3}"),
    ("{name: x, moves: 5, size: 4x6, blocks: " + FLOW_BLOCKS + "}\n", "moves: 5,"),
    # A name of two code points, one character (é as e + U+0301): libyaml counts the
    # code points, the fix must replace the 5 alone (audit 8, finding 2).
    ('{name: "e\u0301", moves: 5, size: 4x6, blocks: ' + FLOW_BLOCKS + "}\n", "moves: 5,"),
]


@pytest.mark.parametrize(("text", "claim"), FLOW)
async def test_a_flow_style_claims_fix_keeps_the_yaml_valid(client: LanguageClient, text, claim):
    uri = "file:///tmp/session/flow.yaml"
    open_document(client, uri, text, "yaml")
    diagnostics = await diagnostics_until(client, uri, solved)
    wrong = next(d for d in diagnostics if d.code in ("wrong-states-claim", "wrong-moves-claim"))
    line = text.count("\n", 0, text.index(claim))
    start = text.splitlines()[line].index(claim) + len(claim) - 2
    assert span(wrong) == (line, start, line, start + 1)
    actions = await code_actions(client, uri, wrong.range, [wrong])
    value = actions[0].edit.changes[uri][0].new_text
    fixed = apply_edits(text, actions[0].edit.changes[uri])
    assert fixed == text.replace(claim, claim[:-2] + value + claim[-1])

    change_document(client, uri, 2, fixed)
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [d.code for d in client.diagnostics[uri]] == ["solvable"]


BAD_FLOW = (
    "size: 6x6\nblocks:\n"
    '  - {label: "A", orientation: horizontal, row: 99, column: 0, length: 2}\n'
    '  - {label: "B", orientation: sideways, row: 0, column: 0, length: 2, foo: 1, row: 3}\n'
    '  - {label: "BC", orientation: vertical, row: -1, column: 99999999999999999999, length: x}\n'
)


async def test_a_flow_style_value_is_underlined_alone(client: LanguageClient):
    uri = "file:///tmp/session/bad-flow.yaml"
    open_document(client, uri, BAD_FLOW, "yaml")
    diagnostics = await diagnostics_until(client, uri, lambda ds: len(ds) > 0)
    lines = BAD_FLOW.splitlines()

    def at(line, written):
        start = lines[line].index(written)
        return (line, start, line, start + len(written))

    assert [(d.code, span(d)) for d in diagnostics] == [
        ("wrong-type", at(2, "99")),
        ("unknown-value", at(3, "sideways")),
        # The key alone, not its value.
        ("unknown-key", at(3, "foo: 1")[:3] + (at(3, "foo: 1")[1] + len("foo"),)),
        ("duplicate-key", at(3, "row: 3")[:3] + (at(3, "row: 3")[1] + len("row"),)),
        ("bad-label", at(4, '"BC"')),
        ("wrong-type", at(4, "-1")),
        # Off the board, however large: the range is said, as for row 99.
        ("wrong-type", at(4, "99999999999999999999")),
        ("wrong-type", at(4, "x}")[:3] + (at(4, "x}")[3] - 1,)),
    ]

    # A flow mapping without a prisoner: the place named is the size, and only it.
    missing = "file:///tmp/session/no-prisoner.yaml"
    text = '{size: 6x6, blocks: [{label: "B", orientation: vertical, row: 0, column: 0, length: 2}]}\n'
    open_document(client, missing, text, "yaml")
    diagnostics = await diagnostics_until(client, missing, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [("missing-prisoner", (0, 7, 0, 10))]


@pytest.mark.parametrize("indicator", [">-", "|-"])
async def test_a_block_scalar_claims_fix_replaces_the_whole_scalar(
    client: LanguageClient, indicator
):
    uri = "file:///tmp/session/block-level.yaml"
    text = f"name: x\nlevel: {indicator}\n  expert\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n"
    open_document(client, uri, text, "yaml")
    diagnostics = await diagnostics_until(client, uri, solved)
    wrong = next(d for d in diagnostics if d.code == "wrong-level-claim")
    assert span(wrong) == (1, 7, 2, 8)
    actions = await code_actions(client, uri, wrong.range, [wrong])
    fix = next(a for a in actions if a.title == "Set the level to warm-up")
    fixed = apply_edits(text, fix.edit.changes[uri])
    assert fixed == text.replace(f"{indicator}\n  expert", "warm-up")

    change_document(client, uri, 2, fixed)
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [d.code for d in client.diagnostics[uri]] == ["solvable"]


TWINS = (ROOT / "Tests/UnblockLanguageServerTests/Fixtures/twins.set.yaml").read_text()


async def test_states_claims_and_shared_clusters_show_as_in_check(client: LanguageClient):
    uri = "file:///tmp/session/twins.yaml"
    open_document(client, uri, TWINS, "yaml")
    diagnostics = await diagnostics_until(
        client, uri, lambda ds: len([d for d in ds if d.code == "solvable"]) == 3
    )
    found = [(d.code, span(d), d.severity) for d in diagnostics if d.code != "solvable"]
    assert found == [
        ("wrong-states-claim", (12, 14, 12, 15), types.DiagnosticSeverity.Error),
        ("shared-cluster", (13, 4, 13, 18), types.DiagnosticSeverity.Warning),
        ("mirror-cluster", (19, 4, 19, 18), types.DiagnosticSeverity.Warning),
    ]
    wrong = next(d for d in diagnostics if d.code == "wrong-states-claim")
    assert wrong.message == "wrong states claim: the puzzle claims 7 states, but its cluster has 39"
    shared = next(d for d in diagnostics if d.code == "shared-cluster")
    assert shared.message == (
        'shares a cluster with "first" at /tmp/session/twins.yaml:5:5: '
        "sliding blocks turns one into the other"
    )

    actions = await code_actions(client, uri, wrong.range, [wrong])
    fix = next(a for a in actions if a.title == "Set the states to 39")
    text = apply_edits(TWINS, fix.edit.changes[uri])
    assert text.splitlines()[12] == "      states: 39"
    change_document(client, uri, 2, text)
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [d.code for d in client.diagnostics[uri] if d.code != "solvable"] == [
        "shared-cluster", "mirror-cluster"
    ]


async def test_formatting_gives_the_canonical_form_or_says_why_not(client: LanguageClient):
    uri = "file:///tmp/session/format.txt"
    open_document(client, uri, "AAoo\noooo\noooo\noooo\n", "plaintext")
    await diagnostics_until(client, uri, solved)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert [(span(e), e.new_text) for e in edits] == [((0, 0, 4, 0), "AA..>\n....\n....\n....\n")]

    # A comment keeps its place in the canonical form, as `unblock format` keeps it.
    commented = "file:///tmp/session/commented.yaml"
    open_document(client, commented, CLAIMS.replace("level: expert\n", "# draft\nlevel: expert\n"), "yaml")
    await diagnostics_until(client, commented, solved)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=commented),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert len(edits) == 1 and "# draft\nlevel: expert\n" in edits[0].new_text

    # Two end-of-line comments the canonical form would put on one line: no edit, and why.
    conflict = "file:///tmp/session/conflict.yaml"
    open_document(
        client,
        conflict,
        "size: 4x4\nexit:\n  side: right  # the usual side\n  row: 0       # the top row\n"
        'blocks:\n  - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}\n',
        "yaml",
    )
    await diagnostics_until(client, conflict, solved)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=conflict),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert list(edits) == []
    await asyncio.sleep(0.1)
    assert client.messages[-1].message == (
        "unblock: not formatted: line 4: cannot keep this comment in place: the canonical form "
        "writes 'exit' on one line, which already ends with the comment of line 3; put this "
        "comment on a line of its own"
    )
    assert client.messages[-1].type == types.MessageType.Warning


async def test_hover_shows_the_analysis(client: LanguageClient):
    uri = "file:///tmp/session/i4.txt"
    open_document(client, uri, I4, "plaintext")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=2, character=1),
        )
    )
    lines = hover.contents.value.split("\n")
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert lines[:5] == [
        "**puzzle 1**: 23 moves, intermediate",
        "",
        "- cluster: 58419 states, 4557 solved",
        "- shortest solutions: 1633628",
        "- unnecessary blocks: none",
    ]
    solution = next(line for line in lines if line.startswith("Solution: `"))
    assert len(solution.removeprefix("Solution: `").rstrip("`").split(" ")) == 23
    farthest = lines.index("Farthest state, 23 moves from the exit (the start is as far):")
    assert lines[farthest + 1] == "```" and len(lines[farthest + 2 : farthest + 8]) == 6

    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [s.name for s in symbols] == ["puzzle 1"]


NAMED = 'name: "**x**"\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n'


async def hover_first_line(client: LanguageClient, uri: str):
    open_document(client, uri, NAMED, "yaml")
    return await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=0, character=0),
        )
    )


async def test_a_name_is_escaped_in_the_hovers_markdown(client: LanguageClient):
    hover = await hover_first_line(client, "file:///tmp/session/named.yaml")
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**\\*\\*x\\*\\***: 2 moves, warm-up\n")


async def test_a_client_that_shows_only_plain_text_gets_plain_text(bare_client: LanguageClient):
    await bare_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                text_document=types.TextDocumentClientCapabilities(
                    hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.PlainText])
                )
            )
        )
    )
    hover = await hover_first_line(bare_client, "file:///tmp/session/plain.yaml")
    assert hover.contents.kind == types.MarkupKind.PlainText
    lines = hover.contents.value.split("\n")
    assert lines[0] == "**x**: 2 moves, warm-up"
    assert "```" not in lines and not any("`" in line for line in lines)
    assert any(line.startswith("Solution: A") or line.startswith("Solution: B") for line in lines)


async def test_a_large_outline_holds_up_nothing_and_can_be_cancelled(client: LanguageClient):
    """The outline of 40,000 puzzles, cancelled at once, answers request-cancelled, and a
    small document's outline asked right behind it answers first (audit 8, finding 1: it
    waited seconds for the big one, which answered in full)."""
    big = "file:///tmp/session/big-database.txt"
    small = "file:///tmp/session/small.txt"
    open_document(client, big, "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL.\n" * 40_000, "plaintext")
    open_document(client, small, I4, "plaintext")
    answered = []
    outline = client.protocol.send_request(
        types.TEXT_DOCUMENT_DOCUMENT_SYMBOL,
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=big)),
        msg_id="big-outline",
        callback=lambda _: answered.append("big"),
    )
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="big-outline"))
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=small))
    )
    answered.append("small")
    assert [s.detail for s in symbols] == ["6x6"]
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wait_for(asyncio.wrap_future(outline), 20)
    assert answered[0] == "small"


async def test_a_large_document_is_read_in_the_background(client: LanguageClient):
    """A document of 40,000 puzzles is read off the server's loop: a small document's
    outline asked right after it opens is answered before its diagnostics come, a hover on
    it waits for its reading and is answered, and a burst of changes is read as its newest
    text alone (audit 40: each reading, 1.5 s, held up every request on every document, and
    ten keystrokes left the server 16 s behind)."""
    big = "file:///tmp/session/big-reading.txt"
    small = "file:///tmp/session/small-beside.txt"
    lines = "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL.\n" * 40_000
    open_document(client, small, I4, "plaintext")
    await diagnostics_until(client, small, solved)
    open_document(client, big, lines, "plaintext")
    hover = client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=big),
            position=types.Position(line=0, character=0),
        )
    )
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=small))
    )
    assert [s.detail for s in symbols] == ["6x6"]
    assert not [p for p in client.publications if p.uri == big], "the big one was read first"
    answer = await asyncio.wait_for(hover, 120)
    assert answer is not None and "23 moves" in answer.contents.value, answer
    assert [p for p in client.publications if p.uri == big], "the hover came before its reading"
    # Five texts at once: the reading under way ends, and the newest is read next.
    for version in range(2, 7):
        change_document(client, big, version, f"# version {version}\n" + lines)
    await diagnostics_until(client, big, lambda d: True, timeout=120)
    deadline = asyncio.get_running_loop().time() + 120
    while not any(p.uri == big and p.version == 6 for p in client.publications):
        assert asyncio.get_running_loop().time() < deadline, "version 6 was never published"
        await asyncio.sleep(0.05)
    versions = {p.version for p in client.publications if p.uri == big}
    assert not {3, 4, 5} <= versions, f"every text was read: {sorted(versions)}"


async def test_a_hover_outside_every_puzzle_is_null(client: LanguageClient):
    """The schema line, a blank line between puzzles and a line past the end are in no
    puzzle (audit 8, finding 4; a negative position, which this client refuses to send, is
    tested in test_transport.py)."""
    uri = "file:///tmp/session/hover-set.yaml"
    text = (
        "# yaml-language-server: $schema=../Schemas/set.schema.json\npuzzles:\n"
        "  - name: first\n    board: |\n      AA..\n      ....\n\n"
        "  - name: second\n    board: |\n      ....\n      .AA.\n"
    )
    open_document(client, uri, text, "yaml")

    def at(line, character=0):
        return client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=line, character=character),
            )
        )

    for line in (0, 6, 1_000_000):
        assert await at(line) is None, line
    assert (await at(8)).contents.value.startswith("**second**")


async def test_the_lines_not_read_after_too_many_errors_belong_to_no_puzzle(
    client: LanguageClient,
):
    """Reading stops after 100 errors; the 100th symbol does not claim the rest (audit 8,
    finding 5)."""
    uri = "file:///tmp/session/too-many.txt"
    open_document(client, uri, "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL?\n" * 150, "plaintext")
    await diagnostics_until(client, uri, lambda ds: len(ds) > 0)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert len(symbols) == 100
    assert span(symbols[-1]) == (99, 0, 99, 36)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=149, character=0),
        )
    )
    assert hover is None


@pytest.mark.parametrize("name", ['""', '"  "', "''"])
async def test_a_blank_name_gives_the_symbol_its_number(client: LanguageClient, name):
    uri = "file:///tmp/session/blank.yaml"
    open_document(client, uri, f"name: {name}\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n", "yaml")
    await diagnostics_until(client, uri, solved)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [s.name for s in symbols] == ["puzzle 1"]


async def test_lone_carriage_returns_end_lines_for_positions_edits_and_formatting(
    client: LanguageClient,
):
    uri = "file:///tmp/session/cr.txt"
    open_document(client, uri, "# c\r......\r......\rAA....\r..BBBB\r", "plaintext")
    diagnostics = await diagnostics_until(client, uri, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [("block-length", (4, 2, 4, 6))]

    # The fifth row is removed and a comment inserted on line 1.
    edit_document(client, uri, 2, [((4, 0, 5, 0), "......\r......\r"), ((1, 0, 1, 0), "# b\r")])
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [(d.code, span(d)) for d in client.diagnostics[uri]] == [("solvable", (2, 0, 2, 6))]
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert [span(e) for e in edits] == [(0, 0, 7, 0)]
    assert edits[0].new_text == "# c\n# b\n......\n......\nAA....>\n......\n......\n"


async def test_an_edit_inside_a_surrogate_pair_lands_before_the_pair(client: LanguageClient):
    uri = "file:///tmp/session/emoji.yaml"
    text = 'name: "ab😀cd"\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n'
    open_document(client, uri, text, "yaml")
    await diagnostics_until(client, uri, solved)
    # '😀' is code units 9 and 10 of its line: 10 lies between its halves.
    edit_document(client, uri, 2, [((0, 10, 0, 10), "Q")])
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert 'name: "abQ😀cd"\n' in edits[0].new_text


async def test_the_schema_line_keeps_a_crlf_document_crlf(client: LanguageClient):
    """The inserted line ends with the document's own line ending (audit 8, finding 6)."""
    uri = "file:///tmp/session/crlf-schema.yaml"
    text = CLAIMS.replace("\n", "\r\n")
    open_document(client, uri, text, "yaml")
    await diagnostics_until(client, uri, lambda ds: len(ds) > 0)
    actions = await code_actions(client, uri, types.Range(
        start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
    ), [])
    schema = next(a for a in actions if a.title == "Add the schema line for yaml-language-server")
    fixed = apply_edits(text, schema.edit.changes[uri])
    assert fixed.startswith("# yaml-language-server: $schema=")
    assert fixed.count("\n") == fixed.count("\r\n") == text.count("\r\n") + 1


async def test_a_byte_order_mark_counts_as_the_client_counts_it(client: LanguageClient):
    grid = "file:///tmp/session/bom.txt"
    open_document(client, grid, "\ufeff..Z...\nAA....\n......\n......\n", "plaintext")
    diagnostics = await diagnostics_until(client, grid, lambda ds: len(ds) > 0)
    assert [(d.code, span(d)) for d in diagnostics] == [("block-length", (0, 3, 0, 4))]

    # The schema line goes after the mark, and the file still reads.
    yaml = "file:///tmp/session/bom.yaml"
    text = "\ufeffname: x\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n"
    open_document(client, yaml, text, "yaml")
    diagnostics = await diagnostics_until(client, yaml, solved)
    assert [(d.code, span(d)) for d in diagnostics] == [("solvable", (0, 1, 0, 8))]
    actions = await code_actions(client, yaml, types.Range(
        start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
    ), [])
    schema = next(a for a in actions if a.title == "Add the schema line for yaml-language-server")
    fixed = apply_edits(text, schema.edit.changes[yaml])
    assert fixed.startswith("\ufeff# yaml-language-server: $schema=")
    change_document(client, yaml, 2, fixed)
    await diagnostics_until(
        client, yaml, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [d.code for d in client.diagnostics[yaml]] == ["solvable"]
    actions = await code_actions(client, yaml, types.Range(
        start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
    ), [])
    assert not actions


async def test_a_newer_edit_cancels_the_stale_solve(client: LanguageClient):
    uri = "file:///tmp/session/many.txt"
    many = "\n".join([I4] * 40)
    open_document(client, uri, many, "plaintext")
    change_document(client, uri, 2, "AA..\n....\n....\n....\n")
    diagnostics = await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 2
    )
    assert [d.message for d in diagnostics] == ["solvable in 1 move (warm-up)"]
    stale = [p for p in client.publications if p.version == 1]
    assert [len(p.diagnostics) for p in stale] == [0]
    assert any(
        m.message == f"unblock: cancelled the search of a stale version of {uri}"
        for m in client.log_messages
    )



async def test_a_version_that_does_not_increase_is_applied_with_a_warning(client: LanguageClient):
    uri = "file:///tmp/session/versions.txt"
    open_document(client, uri, "AA..\n....\n....\n....\n", "plaintext", version=12)
    change_document(client, uri, 11, ".AA.\n....\n....\n....\n")
    change_document(client, uri, 11, "AA..\nBB..\n....\n....\n")
    await diagnostics_until(
        client, uri, lambda ds: solved(ds) and client.publications[-1].version == 11
    )
    warnings = [m.message for m in client.log_messages if m.type == types.MessageType.Warning]
    assert warnings == [
        f"unblock: version 11 of {uri} does not follow version 12: versions must increase; the change is applied anyway",
        f"unblock: version 11 of {uri} does not follow version 11: versions must increase; the change is applied anyway",
    ]

NINE = "09 EDDDMMEJJFxGAAoFoGHoxFCCHIooLKoIBBLK\n"


async def test_another_text_under_the_same_version_never_shows_the_results_of_the_one_before(
    client: LanguageClient,
):
    """A client may send another text under the same version. A check of the text before,
    ended before its cancellation reached it, must not be shown with the new text: its
    puzzles are not the new text's (the server crashed on a text with fewer puzzles, and
    showed a text with as many the other's moves, its own results never shown). A burst
    of such changes, each on the heels of the last, brought that about in every run."""
    uri = "file:///tmp/session/same-version.txt"
    three = NINE * 3
    open_document(client, uri, three, "plaintext")
    nine = ["solvable in 9 moves (warm-up)"]
    for round in range(3):
        for k in range(100):
            # Pauses of 0.5 to 5 ms, about as long as a check of either text takes.
            await asyncio.sleep(0.0005 * (1 + k % 10))
            change_document(client, uri, 1, three if k % 2 == 0 else I4)
        change_document(client, uri, 1, NINE)
        await diagnostics_until(
            client, uri, lambda ds: solved(ds) and [d.message for d in ds] == nine, timeout=90
        )
        await asyncio.sleep(0.5)
        assert [d.message for d in client.diagnostics[uri]] == nine


LARGE = "B..C.D..\nB..C.D..\n.E.F.G.H\n.E.F.G.H\nAA......>\nI.J...K.\nI.J...K.\n........\n"


async def large_board_hover(client: LanguageClient, uri: str) -> types.HoverParams:
    """Opens the large board at `uri`, waits for its check, and returns a hover on it."""
    open_document(client, uri, LARGE, "plaintext")
    await diagnostics_until(client, uri, solved)
    return types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=0, character=0),
    )


async def test_cancelled_hovers_stop_and_answer_request_cancelled(client: LanguageClient):
    params = await large_board_hover(client, "file:///tmp/session/large.txt")
    began = time.monotonic()
    await client.text_document_hover_async(params)
    single = time.monotonic() - began

    futures = [
        client.protocol.send_request(types.TEXT_DOCUMENT_HOVER, params, msg_id=f"cancel-{k}")
        for k in range(6)
    ]
    await asyncio.sleep(0.05)
    for k in range(6):
        client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id=f"cancel-{k}"))
    replies = await asyncio.gather(
        *[asyncio.wrap_future(f) for f in futures], return_exceptions=True
    )
    assert all(isinstance(r, JsonRpcRequestCancelled) for r in replies), replies

    # The cancelled analyses stopped: a fresh hover takes no longer than the first one.
    began = time.monotonic()
    await client.text_document_hover_async(params)
    assert time.monotonic() - began < 1.5 * single + 0.2


async def test_a_hover_does_not_hold_up_the_edits_behind_it(bare_client: LanguageClient):
    """With room for the 8x8 cluster's whole analysis (39 s in a release build), a hover of
    it is still running when another document is opened: that document's check answers in
    seconds, and the hover, cancelled, answers request-cancelled. The server runs in a
    process of its own, so no other test's work slows its loop (in-process Swift tests of
    this shared a thread pool with the whole suite, and sometimes saw the hover end first)."""
    await start(bare_client, {"maxStates": 30_000_000})
    params = await large_board_hover(bare_client, "file:///tmp/session/slow.txt")
    hover = bare_client.protocol.send_request(types.TEXT_DOCUMENT_HOVER, params, msg_id="slow")
    await asyncio.sleep(0.2)
    began = time.monotonic()
    other = "file:///tmp/session/other.txt"
    open_document(bare_client, other, I4, "plaintext")
    await diagnostics_until(bare_client, other, solved, timeout=20)
    assert time.monotonic() - began < 20
    assert not hover.done()
    bare_client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="slow"))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wait_for(asyncio.wrap_future(hover), 20)


@pytest.mark.parametrize("ending", ["change", "close"])
async def test_an_edit_or_close_stops_a_running_hover(bare_client: LanguageClient, ending):
    """With room for the 8x8 cluster's whole analysis (a minute and more), a hover of it is
    still running when its document changes or closes: it answers content-modified at
    once, not with the stale analysis when that ends."""
    await start(bare_client, {"maxStates": 30_000_000})
    uri = f"file:///tmp/session/stale-{ending}.txt"
    params = await large_board_hover(bare_client, uri)
    hover = bare_client.protocol.send_request(types.TEXT_DOCUMENT_HOVER, params, msg_id="stale")
    await asyncio.sleep(0.3)
    assert not hover.done()
    if ending == "change":
        change_document(bare_client, uri, 2, I4)
    else:
        bare_client.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
    # (pygls raises its base class for this code, but keeps the code.)
    with pytest.raises(JsonRpcException) as raised:
        await asyncio.wait_for(asyncio.wrap_future(hover), 5)
    assert raised.value.code == JsonRpcContentModified.CODE
    if ending == "change":
        # The new text is checked as usual, and a hover of it answers for it.
        await diagnostics_until(
            bare_client, uri, lambda ds: solved(ds) and bare_client.publications[-1].version == 2
        )
        answer = await bare_client.text_document_hover_async(params)
        assert "23 moves" in answer.contents.value


async def test_search_limit_comes_from_initialization_options(bare_client: LanguageClient):
    await start(bare_client, {"maxStates": 10})
    uri = "file:///tmp/session/limited.txt"
    open_document(bare_client, uri, I4, "plaintext")
    diagnostics = await diagnostics_until(bare_client, uri, solved)
    assert [(d.code, d.severity) for d in diagnostics] == [
        ("gave-up", types.DiagnosticSeverity.Warning)
    ]
    assert diagnostics[0].message.startswith("gave up after 10 states")


async def test_shutdown_then_exit_exits_0(bare_client: LanguageClient):
    await start(bare_client)
    await bare_client.shutdown_session()
    assert bare_client._server.returncode == 0


async def test_exit_without_shutdown_exits_1(bare_client: LanguageClient):
    await start(bare_client)
    bare_client.exit(None)
    await asyncio.wait_for(bare_client._server.wait(), 10)
    assert bare_client._server.returncode == 1


async def test_an_unknown_method_gets_method_not_found(client: LanguageClient):
    # (pytest-lsp sends nothing before initialize; test_transport.py covers that case.)
    with pytest.raises(Exception, match="method not found: unblock/nothing"):
        await client.protocol.send_request_async("unblock/nothing", {})


@pytest.mark.parametrize(
    "value, shown",
    [
        (1.5, "1.5"), (1e20, "100000000000000000000"), (0, "0"), (-5, "-5"),
        (4294967295, "4294967295"), ("many", '"many"'), (None, "null"),
        # Quoted with their exact value, not as 1.8446744073709552e+19 and 1e+23 (audit 8,
        # finding 8).
        (18446744073709551616, "18446744073709551616"),
        (99999999999999999999999, "99999999999999999999999"),
    ],
)
async def test_a_bad_search_limit_falls_back_to_the_default_with_a_warning(
    bare_client: LanguageClient, value, shown
):
    await start(bare_client, {"maxStates": value})
    assert [(m.type, m.message) for m in bare_client.messages] == [
        (
            types.MessageType.Warning,
            f"unblock: initializationOptions.maxStates is {shown}, not a whole number from 1 to"
            " 4294967294; using the default 2000000",
        )
    ]
    uri = "file:///tmp/session/default-limit.txt"
    open_document(bare_client, uri, I4, "plaintext")
    diagnostics = await diagnostics_until(bare_client, uri, solved)
    assert [d.code for d in diagnostics] == ["solvable"]


@pytest.mark.parametrize("options, shown", [("str", '"str"'), ([1], "[1]")])
async def test_options_that_are_no_object_are_ignored_with_a_warning(
    bare_client: LanguageClient, options, shown
):
    # The protocol lets initializationOptions be any JSON value: the server starts anyway.
    result = await bare_client.initialize_session(
        types.InitializeParams(capabilities=CAPABILITIES, initialization_options=options)
    )
    assert result.server_info.name == "unblock"
    assert [(m.type, m.message) for m in bare_client.messages] == [
        (
            types.MessageType.Warning,
            f"unblock: initializationOptions is {shown}, not an object such as"
            ' {"maxStates": 2000000}; ignored',
        )
    ]
    uri = "file:///tmp/session/any-options.txt"
    open_document(bare_client, uri, I4, "plaintext")
    diagnostics = await diagnostics_until(bare_client, uri, solved)
    assert [d.code for d in diagnostics] == ["solvable"]


@pytest.mark.parametrize(
    "options, warnings",
    [
        (
            {"maxstates": 10},
            ['unblock: initializationOptions has "maxstates", which is no option'
             " (did you mean maxStates?); ignored"],
        ),
        (
            {"maxStates": 30_000_000, "theme": "dark", "depth": 3},
            ['unblock: initializationOptions has "depth", which is no option'
             " (the one option is maxStates); ignored",
             'unblock: initializationOptions has "theme", which is no option'
             " (the one option is maxStates); ignored"],
        ),
    ],
    ids=["misspelt", "unknown"],
)
async def test_a_key_that_names_no_option_is_ignored_with_a_warning(
    bare_client: LanguageClient, options, warnings
):
    # A misspelt maxStates would otherwise leave the default limit in place unseen.
    await start(bare_client, options)
    assert [(m.type, m.message) for m in bare_client.messages] == [
        (types.MessageType.Warning, warning) for warning in warnings
    ]
    uri = "file:///tmp/session/unknown-option.txt"
    open_document(bare_client, uri, I4, "plaintext")
    diagnostics = await diagnostics_until(bare_client, uri, solved)
    assert [d.code for d in diagnostics] == ["solvable"]


async def test_a_second_initialize_is_an_invalid_request(client: LanguageClient):
    with pytest.raises(JsonRpcInvalidRequest, match="already initialized"):
        await client.protocol.send_request_async(
            types.INITIALIZE, types.InitializeParams(capabilities=CAPABILITIES)
        )


async def test_the_schema_fix_names_the_set_schema_for_a_set_that_does_not_read(
    client: LanguageClient, tmp_path
):
    (tmp_path / "Schemas").mkdir()
    for name in ("puzzle.schema.json", "set.schema.json"):
        (tmp_path / "Schemas" / name).write_text("{}")
    (tmp_path / "Puzzles").mkdir()
    uri = (tmp_path / "Puzzles" / "broken-set.yaml").as_uri()
    # The left-chute grid without its indicator is a YAML syntax error: nothing reads.
    text = "name: set\npuzzles:\n  - name: a\n    board: |\n       ....B\n      <.AA.B\n       x....\n       .CC..\n"
    actions = await left_chute_actions(client, uri, text)
    schema = next(a for a in actions if a.title == "Add the schema line for yaml-language-server")
    assert apply_edits(text, schema.edit.changes[uri]) == (
        "# yaml-language-server: $schema=../Schemas/set.schema.json\n" + text
    )


async def start_showing_progress(client: LanguageClient, options):
    """Initializes a session whose client shows work-done progress."""
    capabilities = types.ClientCapabilities(
        text_document=CAPABILITIES.text_document,
        window=types.WindowClientCapabilities(work_done_progress=True),
    )
    await client.initialize_session(
        types.InitializeParams(capabilities=capabilities, initialization_options=options)
    )


async def progress_until(client: LanguageClient, predicate, timeout=120.0):
    """Waits until the one progress token's reports satisfy `predicate`; returns them. The
    timeout is for a server that stalls, not a speed: the test command runs these sessions
    beside the Swift tests' build and run, on 2 cores (eight 2-million-state checks of a
    debug build passed 30 s there once)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        reports = list(client.progress_reports.values())
        if len(reports) == 1 and predicate(reports[0]):
            return reports[0]
        assert len(reports) <= 1, client.progress_reports
        assert asyncio.get_running_loop().time() < deadline, client.progress_reports
        await asyncio.sleep(0.05)


async def test_a_long_check_shows_its_progress_puzzle_by_puzzle(bare_client: LanguageClient):
    """A check that runs past half a second shows work-done progress, to a client that takes
    it: begin with the document and the puzzle under way, reports as it moves on, and end
    when it is done, before the diagnostics. A quick check shows none."""
    await start_showing_progress(bare_client, {})
    quick = "file:///tmp/session/quick.txt"
    open_document(bare_client, quick, I4, "plaintext")
    await diagnostics_until(bare_client, quick, solved)
    assert bare_client.progress_reports == {}

    # Eight clusters of millions of states, each explored up to the limit: seconds.
    uri = "file:///tmp/session/progress.txt"
    open_document(bare_client, uri, "\n".join([LARGE] * 8), "plaintext")
    reports = await progress_until(bare_client, lambda r: r and r[-1].kind == "end")
    await diagnostics_until(bare_client, uri, lambda d: len(d) >= 8 and solved(d))
    begin, *steps, end = reports
    assert (begin.kind, begin.title, begin.cancellable) == ("begin", "Checking progress.txt", False)
    assert [step.kind for step in steps] == ["report"] * len(steps)
    shown = [(r.message, r.percentage) for r in [begin, *steps]]
    numbers = [int(message.split()[1]) for message, _ in shown]
    assert numbers == sorted(set(numbers)) and 1 <= numbers[0] and numbers[-1] <= 8, shown
    assert all(m == f"puzzle {n} of 8" and p == (n - 1) * 100 // 8
               for (m, p), n in zip(shown, numbers)), shown
    assert (end.kind, end.message) == ("end", "done")


async def test_a_check_stopped_by_an_edit_ends_its_progress(bare_client: LanguageClient):
    """With room for the 8x8 cluster's whole exploration (a minute and more), the check
    shows its progress, and an edit that stops it ends the progress at once; the new
    version, quick, shows none."""
    await start_showing_progress(bare_client, {"maxStates": 30_000_000})
    uri = "file:///tmp/session/stopped.txt"
    open_document(bare_client, uri, LARGE + "\n" + LARGE, "plaintext")
    reports = await progress_until(bare_client, lambda r: len(r) >= 1)
    assert (reports[0].kind, reports[0].message) == ("begin", "puzzle 1 of 2")
    change_document(bare_client, uri, 2, I4)
    reports = await progress_until(bare_client, lambda r: r[-1].kind == "end", timeout=20)
    assert (reports[-1].kind, reports[-1].message) == ("end", "stopped")
    await diagnostics_until(bare_client, uri, solved)
    await asyncio.sleep(0.7)
    assert len(bare_client.progress_reports) == 1


async def test_a_long_check_publishes_the_puzzles_it_has_checked_as_it_goes(
    client: LanguageClient,
):
    """A set whose check runs for seconds shows each puzzle's result when it is done, at
    most every half second, not all of them at the end; the results so far only grow, and
    the last publication holds every puzzle's."""
    uri = "file:///tmp/session/as-it-goes.txt"
    open_document(client, uri, "\n".join([LARGE] * 8), "plaintext")
    seen = []
    deadline = time.monotonic() + 60
    while not seen or seen[-1] < 8:
        assert time.monotonic() < deadline, f"the check never ended; seen {seen}"
        current = client.diagnostics.get(uri) or []
        count = sum(1 for d in current if d.code in ("solvable", "gave-up", "unsolvable"))
        if count and (not seen or seen[-1] != count):
            seen.append(count)
        await asyncio.sleep(0.02)
    assert seen == sorted(seen), seen
    assert any(count < 8 for count in seen), f"all eight came at once: {seen}"
