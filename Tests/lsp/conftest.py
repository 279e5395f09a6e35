"""Session tests of `unblock lsp` through pytest-lsp, a real LSP client built on pygls.

The server is the built tool: $UNBLOCK names it (Scripts/test.sh sets it), else the debug
build of this checkout.
"""

import asyncio
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

ROOT = pathlib.Path(__file__).resolve().parents[2]
UNBLOCK = os.environ.get("UNBLOCK", str(ROOT / ".build" / "debug" / "unblock"))


def make_client() -> LanguageClient:
    """pytest-lsp's client, also recording every publishDiagnostics with its version."""
    client = LanguageClient(converter_factory=default_converter)
    client.publications = []

    def publish(client: LanguageClient, params: types.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client.publications.append(params)

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    register_lsp_features(client, features)
    return client


CONFIG = ClientServerConfig(server_command=[UNBLOCK, "lsp"], client_factory=make_client)

CAPABILITIES = types.ClientCapabilities(
    text_document=types.TextDocumentClientCapabilities(
        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
        publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True),
    )
)


async def start(client: LanguageClient, options=None):
    await client.initialize_session(
        types.InitializeParams(capabilities=CAPABILITIES, initialization_options=options or {})
    )


async def stop(client: LanguageClient):
    """Shuts the server down politely unless the test already ended it."""
    server = getattr(client, "_server", None)
    if server is None or server.returncode is not None:
        return
    if client.capabilities is None:
        client.exit(None)  # Never initialized: pytest-lsp would not shut it down.
        await asyncio.wait_for(server.wait(), 10)
    else:
        await client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await stop(lsp_client)


@pytest_lsp.fixture(config=CONFIG)
async def bare_client(lsp_client: LanguageClient):
    """A client whose test does the lifecycle itself."""
    yield
    await stop(lsp_client)


async def diagnostics_until(client: LanguageClient, uri: str, predicate, timeout=60.0):
    """Waits until the diagnostics published for `uri` satisfy `predicate`; returns them."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        current = client.diagnostics.get(uri)
        if current is not None and predicate(current):
            return current
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"diagnostics of {uri} never matched; last: {current}")
        # Polled: a wait for the next notification, timed out, left pytest-lsp a cancelled
        # future that the next publication then failed to complete, which stopped the
        # client (a race met where a test sends hundreds of changes).
        await asyncio.sleep(0.01)


SOLVE_CODES = {"solvable", "unsolvable", "wrong-moves-claim", "wrong-level-claim", "gave-up"}


def solved(diagnostics) -> bool:
    """Whether the search has reported: some diagnostic comes from solving."""
    return any(d.code in SOLVE_CODES for d in diagnostics)


def span(diagnostic_or_edit) -> tuple:
    r = diagnostic_or_edit.range
    return (r.start.line, r.start.character, r.end.line, r.end.character)


def apply_edits(text: str, edits) -> str:
    """Applies LSP text edits (UTF-16 positions) to `text`, last first."""
    lines = text.split("\n")

    def offset(position):
        before = sum(len(line) + 1 for line in lines[: position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = line.encode("utf-16-le")[: position.character * 2].decode("utf-16-le")
        return before + len(units)

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text
