"""The byte stream itself, below any client: malformed frames and a vanished client."""

import json
import subprocess

from conftest import UNBLOCK


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(**fields) -> bytes:
    return frame(json.dumps({"jsonrpc": "2.0", **fields}).encode())


def test_malformed_json_gets_a_parse_error_and_end_of_input_exits_1():
    stream = (
        message(id=1, method="textDocument/hover", params={})
        + message(id=2, method="initialize", params={"capabilities": {}})
        + frame(b"{not json")
        + frame(b'{"jsonrpc": "2.0", "id": 3')
        + b"Content-Type: text/plain\r\n\r\n"
        + message(id=4, method="shutdown")
    )
    done = subprocess.run([UNBLOCK, "lsp"], input=stream, capture_output=True, timeout=30)
    replies = [
        json.loads(part.split(b"\r\n\r\n", 1)[1])
        for part in done.stdout.split(b"Content-Length: ")[1:]
    ]
    assert [r.get("id") for r in replies] == [1, 2, None, None, None, 4]
    assert [r.get("error", {}).get("code") for r in replies] == [
        -32002, None, -32700, -32700, -32700, None
    ]
    assert replies[4]["error"]["message"] == "parse error: header without a valid Content-Length"
    # The client vanished after shutdown but before exit: the server ends, with status 0.
    assert done.returncode == 0


def test_a_number_no_double_holds_is_valid_json():
    # 1e400 is valid JSON: the whole message was refused as a parse error, and in the
    # initialization options the server never started (audit 16).
    stream = (
        frame(b'{"jsonrpc": "2.0", "id": 1, "method": "initialize",'
              b' "params": {"capabilities": {}, "initializationOptions": {"maxStates": 1e400}}}')
        + symbols(2)
        + message(id=3, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert [(r.get("id"), r.get("error", {}).get("code")) for r in replies] == [
        (None, None), (1, None), (2, -32602), (3, None)
    ]
    assert replies[0]["params"]["message"] == (
        "unblock: initializationOptions.maxStates is a number out of range, not a whole number"
        " from 1 to 4294967294; using the default 2000000"
    )
    assert status == 0


def test_an_invalid_request_is_answered_with_its_id_when_it_reads():
    stream = frame(b'{"jsonrpc": "1.0", "id": 403, "method": "x"}') + frame(b'{"jsonrpc": "1.0"}')
    done = subprocess.run([UNBLOCK, "lsp"], input=stream, capture_output=True, timeout=30)
    replies = [
        json.loads(part.split(b"\r\n\r\n", 1)[1])
        for part in done.stdout.split(b"Content-Length: ")[1:]
    ]
    assert [(r["id"], r["error"]["code"]) for r in replies] == [(403, -32600), (None, -32600)]


def test_the_stdio_flag_that_clients_add_is_accepted():
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}})
        + message(id=2, method="shutdown")
        + message(method="exit")
    )
    done = subprocess.run([UNBLOCK, "lsp", "--stdio"], input=stream, capture_output=True, timeout=30)
    assert done.returncode == 0
    assert b'{"id":2,"jsonrpc":"2.0","result":null}' in done.stdout


def test_a_client_that_vanishes_without_shutdown_leaves_status_1():
    stream = message(id=1, method="initialize", params={"capabilities": {}})
    done = subprocess.run([UNBLOCK, "lsp"], input=stream, capture_output=True, timeout=30)
    assert done.returncode == 1


def test_the_server_ends_with_the_parent_named_in_initialize():
    # The protocol: "If the parent process is not alive then the server should exit". The
    # input stays open, as when a helper of a crashed editor keeps the pipe (audit 37).
    parent = subprocess.Popen(["sleep", "2"])
    server = subprocess.Popen([UNBLOCK, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(message(id=1, method="initialize",
                                   params={"processId": parent.pid, "capabilities": {}}))
        server.stdin.flush()
        # Not reaped: ended, it is a zombie, which a signal still reaches, and which the
        # server once took for alive (audit 37).
        assert server.wait(timeout=10) == 1
        parent.wait()
    finally:
        server.kill()
        server.wait()
        server.stdin.close()
        server.stdout.close()


def test_nothing_is_sent_before_initialize_is_answered_but_answers():
    # A request without an id was logged, and a message over the limit shown, before
    # initialize, when the server may send nothing but answers (audit 37).
    stream = (
        message(method="shutdown")
        + b"Content-Length: 1000000000\r\n\r\n{}"
        + message(id=1, method="initialize", params={"capabilities": {}})
        + message(id=2, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert [(r.get("id"), r.get("error", {}).get("code"), r.get("method")) for r in replies] == [
        (None, -32700, None), (1, None, None), (2, None, None)
    ]
    assert status == 0


def test_a_context_entry_that_does_not_read_names_nothing_and_fails_nothing():
    # One odd entry of context.diagnostics failed the whole request, and the editor got
    # no fix (audit 37).
    uri = "file:///t/odd.txt"
    stream = (
        opened(uri)
        + message(id=2, method="textDocument/codeAction", params={
            "textDocument": {"uri": uri},
            "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
            "context": {"diagnostics": [None, {"range": 5}, {"message": "no range"}]},
        })
        + message(id=3, method="textDocument/codeAction", params={
            "textDocument": {"uri": uri},
            "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
            "context": 7,
        })
        + message(id=4, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    answers = {r["id"]: r for r in replies if "method" not in r}
    assert answers[2].get("result") == [] and answers[3].get("result") == []
    assert status == 0


def test_a_parent_not_running_when_named_is_not_watched_and_the_log_says_so():
    # Another container's process, say: the server runs on until exit.
    gone = subprocess.Popen(["true"])
    gone.wait()
    replies, status = replies_to(
        message(id=1, method="initialize", params={"processId": gone.pid, "capabilities": {}})
        + symbols(2)
        + message(id=3, method="shutdown")
        + message(method="exit")
    )
    assert [(r.get("id"), r.get("method")) for r in replies] == [
        (1, None), (None, "window/logMessage"), (2, None), (3, None)
    ]
    assert replies[1]["params"]["message"] == (
        f"unblock: the parent process {gone.pid} named in initialize is not running here; the"
        " server will not end with it, only at exit or the end of its input"
    )
    assert status == 0


LARGE = "B..C.D..\nB..C.D..\n.E.F.G.H\n.E.F.G.H\nAA......>\nI.J...K.\nI.J...K.\n........\n"


def hover_session(options, *ending):
    """What a client writes in one go: initialize (with `options`), the large board opened,
    a hover on it (id 2), then `ending`; and the server's answers, in order, and status."""
    hover = {"textDocument": {"uri": "file:///tmp/t/large.txt"}, "position": {"line": 0, "character": 0}}
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}, "initializationOptions": options})
        + message(method="initialized", params={})
        + message(
            method="textDocument/didOpen",
            params={"textDocument": {"uri": hover["textDocument"]["uri"], "languageId": "plaintext", "version": 1, "text": LARGE}},
        )
        + message(id=2, method="textDocument/hover", params=hover)
        + b"".join(ending)
    )
    done = subprocess.run([UNBLOCK, "lsp"], input=stream, capture_output=True, timeout=30)
    replies = [
        json.loads(part.split(b"\r\n\r\n", 1)[1])
        for part in done.stdout.split(b"Content-Length: ")[1:]
    ]
    return [r for r in replies if "method" not in r], done.returncode


def test_requests_written_with_shutdown_and_exit_are_all_answered():
    # One write: a slow hover, shutdown and exit, as an editor closing in a hurry sends them.
    answers, status = hover_session({}, message(id=3, method="shutdown"), message(method="exit"))
    assert [r["id"] for r in answers] == [1, 2, 3]
    assert answers[1]["error"]["code"] == -32800
    assert status == 0


def test_a_hover_still_running_at_exit_without_shutdown_is_answered():
    # No shutdown: the hover, still running (its cluster's analysis takes 39 s in a release
    # build with room for it), is answered request-cancelled, and the exit status is 1.
    answers, status = hover_session({"maxStates": 30000000}, message(method="exit"))
    assert [r["id"] for r in answers] == [1, 2]
    assert answers[1]["error"]["code"] == -32800
    assert status == 1


def replies_to(stream):
    """The server's replies to `stream`, in order, and its exit status."""
    done = subprocess.run([UNBLOCK, "lsp"], input=stream, capture_output=True, timeout=30)
    replies = [
        json.loads(part.split(b"\r\n\r\n", 1)[1])
        for part in done.stdout.split(b"Content-Length: ")[1:]
    ]
    return replies, done.returncode


def symbols(id):
    return message(id=id, method="textDocument/documentSymbol", params={"textDocument": {"uri": "file:///none"}})


def test_the_server_resynchronises_after_each_framing_error_and_still_shuts_down():
    body = json.dumps({"jsonrpc": "2.0", "id": 99, "method": "shutdown"}).encode()
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}})
        # Stray body bytes after a bad length once stuck to every later header.
        + b"Content-Length: abc\r\n\r\n{}"
        + symbols(2)
        # Too small: the body is cut short, and its rest is no header.
        + b"Content-Length: 10\r\n\r\n" + body
        + symbols(3)
        # Too large: the body swallows the start of the next header, whose message is lost.
        + b"Content-Length: %d\r\n\r\n" % (len(body) + 5) + body
        + symbols(4)
        + symbols(5)
        # No Content-Length: the header block and its body are dropped.
        + b"Content-Type: x\r\n\r\n" + body
        + symbols(6)
        # Header lines ending in a bare LF are taken.
        + b"Content-Length: %d\n\n" % len(symbols(7).split(b"\r\n\r\n", 1)[1])
        + symbols(7).split(b"\r\n\r\n", 1)[1]
        + message(id=8, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert [(r["id"], r.get("error", {}).get("code")) for r in replies] == [
        (1, None),
        (None, -32700), (2, -32602),
        (None, -32700), (None, -32700), (3, -32602),
        (None, -32700), (None, -32700), (5, -32602),
        (None, -32700), (6, -32602),
        (7, -32602),
        (8, None),
    ]
    # The shutdown inside the bad frames was never carried out: exit after id 8's is 0.
    assert status == 0


def test_a_request_with_a_null_id_is_answered_invalid_request_and_not_carried_out():
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}})
        + message(id=None, method="shutdown")
        + symbols(2)
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert [(r["id"], r.get("error", {}).get("code")) for r in replies] == [
        (1, None), (None, -32600), (2, -32602)
    ]
    # No shutdown happened, so exit ends with 1.
    assert status == 1


def test_a_false_length_over_the_limit_does_not_stall_the_server():
    # A billion bytes announced before a short body: the server waited for them, and
    # answered nothing more, shutdown included (audit 37).
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}})
        + b"Content-Length: 1000000000\r\n\r\n{}"
        + symbols(2)
        + message(id=3, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert [(r.get("id"), r.get("error", {}).get("code"), r.get("method")) for r in replies] == [
        (1, None, None), (None, -32700, None), (None, None, "window/showMessage"),
        (2, -32602, None), (3, None, None)
    ]
    assert replies[1]["error"]["message"] == (
        "parse error: message of 1000000000 bytes is over the limit of 67108864"
    )
    # The user sees it too: a document that large would show nothing at all.
    assert replies[2]["params"] == {"type": 1, "message": (
        "unblock: a message of 1000000000 bytes from the editor, over the limit of 64 MiB,"
        " was dropped; a document that large is not checked"
    )}
    assert status == 0


def test_a_notification_sent_with_an_id_or_a_request_without_one_is_not_carried_out():
    # A didOpen with an id was carried out and never answered, and a shutdown without one
    # shut the server down, so that exit gave 0 with no shutdown request answered (audit 37).
    opening = {"textDocument": {"uri": "file:///a.txt", "languageId": "plaintext", "version": 1,
                                "text": "AA..\n....\n....\n....\n"}}
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}})
        + message(id=2, method="textDocument/didOpen", params=opening)
        + message(method="shutdown")
        + message(id=3, method="textDocument/codeLens",
                  params={"textDocument": {"uri": "file:///a.txt"}})
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    answers = [r for r in replies if "method" not in r]
    assert [(r["id"], r.get("error", {}).get("code")) for r in answers] == [
        (1, None), (2, -32600), (3, -32602)
    ]
    assert answers[1]["error"]["message"] == (
        "invalid request: 'textDocument/didOpen' is a notification: it takes no id"
    )
    # The document was never opened, so nothing was published for it.
    assert not [r for r in replies if r.get("method") == "textDocument/publishDiagnostics"]
    logs = [r["params"]["message"] for r in replies if r.get("method") == "window/logMessage"]
    assert "unblock: 'shutdown' is a request: sent without an id, it was not carried out" in logs
    # No shutdown request came, so exit ends with 1.
    assert status == 1


def opened(uri):
    """`initialize`, then a 4x4 grid opened at `uri`."""
    return message(id=1, method="initialize", params={"capabilities": {}}) + message(
        method="textDocument/didOpen",
        params={"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1,
                                 "text": "AA..\n....\n....\n....\n"}},
    )


def test_a_position_that_is_no_uinteger_is_invalid_params():
    """A hover at line -1 answered the first puzzle's analysis, line 2^31 the last one's
    (audit 8, finding 4): a position is an LSP uinteger, as in every request."""
    uri = "file:///tmp/transport/p.txt"

    def hover(id, line, character):
        return message(
            id=id,
            method="textDocument/hover",
            params={"textDocument": {"uri": uri}, "position": {"line": line, "character": character}},
        )

    stream = (
        opened(uri)
        + hover(2, -1, 0)
        + hover(3, 0, -5)
        + hover(4, 2**31, 0)
        + hover(5, 2**31 - 1, 0)
        + message(id=6, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    answers = {r["id"]: r for r in replies if "id" in r and r["id"] in (2, 3, 4, 5)}
    assert [answers[i].get("error", {}).get("code") for i in (2, 3, 4)] == [-32602] * 3
    assert answers[2]["error"]["message"] == (
        "invalid params for textDocument/hover: bad value at params.position.line"
    )
    assert answers[3]["error"]["message"].endswith("params.position.character")
    assert "error" not in answers[5] and answers[5]["result"] is None
    assert status == 0


def test_a_bad_element_of_an_array_is_named_by_its_index_in_brackets():
    """The log names `params.contentChanges[0]`, not Swift's `Index 0` (audit 8, finding 7)."""
    uri = "file:///tmp/transport/path.txt"
    change = {"range": {"start": {"line": 0}, "end": {"line": 0, "character": 1}}, "text": "B"}
    stream = (
        opened(uri)
        + message(
            method="textDocument/didChange",
            params={"textDocument": {"uri": uri, "version": 2}, "contentChanges": [change]},
        )
        + message(id=2, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    logged = [r["params"]["message"] for r in replies if r.get("method") == "window/logMessage"]
    assert any(
        m.endswith("missing 'character' in params.contentChanges[0].range.start") for m in logged
    ), logged
    assert status == 0


def test_a_second_request_with_the_id_of_one_still_running_is_refused():
    """Two requests under one id while the first runs: the second took the first's place
    and one of them was never answered (audit 16). The second is refused, invalid request,
    and the first still answered."""
    uri = "file:///tmp/transport/big.txt"
    outline = message(id=7, method="textDocument/documentSymbol",
                      params={"textDocument": {"uri": uri}})
    stream = (
        message(id=1, method="initialize", params={"capabilities": {}})
        + message(method="textDocument/didOpen", params={"textDocument": {
            "uri": uri, "languageId": "plaintext", "version": 1,
            "text": "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL.\n" * 40_000}})
        + outline + outline
    )
    server = subprocess.Popen([UNBLOCK, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    server.stdin.write(stream)
    server.stdin.flush()
    # The first outline answers in full; shutdown and exit come only after it.
    replies = []
    while not any(r.get("id") == 7 and "result" in r for r in replies):
        header = server.stdout.readline()
        length = int(header.split(b":")[1])
        server.stdout.readline()
        replies.append(json.loads(server.stdout.read(length)))
    server.stdin.write(message(id=8, method="shutdown") + message(method="exit"))
    server.stdin.flush()
    # Reading on to the end, as a client does: the check publishes its results so far
    # meanwhile, megabytes for 40,000 puzzles, and a server whose output is not read waits.
    server.communicate(timeout=30)
    assert server.returncode == 0
    answers = [r for r in replies if r.get("id") == 7]
    assert [("error" in r, "result" in r) for r in answers] == [(True, False), (False, True)]
    assert answers[0]["error"] == {
        "code": -32600,
        "message": "invalid request: id 7 is taken by a request still running; use another",
    }
    assert len(answers[1]["result"]) == 40_000


def test_a_change_too_large_to_read_leaves_the_document_out_of_date_until_given_whole():
    # The server dropped the change and went on from the text before it: its diagnostics,
    # hovers and formatting edits were for a text the editor no longer had.
    uri = "file:///tmp/transport/big.txt"
    document = {"uri": uri, "version": 2}
    # The text first, the document and the method after it, as Neovim may write them: the
    # server read only the message's first 4 KiB, and missed which document it changed.
    change = json.dumps({"params": {"contentChanges": [{"text": "A" * (65 << 20)}],
                                    "textDocument": document},
                         "method": "textDocument/didChange", "jsonrpc": "2.0"}).encode()
    # A request over the limit was answered with id null only, and left waiting for ever:
    # a length over the limit before a short body (the server reads past it up to the next
    # header line) goes the same way as a real body that large, without its 65 MiB.
    request = json.dumps({"jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
                          "params": {}}).encode()
    stream = (
        opened(uri)
        + frame(change)
        + b"Content-Length: 100000000\r\n\r\n" + request
        + message(id=2, method="textDocument/hover",
                  params={"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
        # A change by range cannot be placed in a text out of date.
        + message(method="textDocument/didChange",
                  params={"textDocument": {"uri": uri, "version": 3}, "contentChanges": [
                      {"range": {"start": {"line": 0, "character": 0},
                                 "end": {"line": 0, "character": 0}}, "text": "x"}]})
        + message(id=3, method="textDocument/formatting",
                  params={"textDocument": {"uri": uri},
                          "options": {"tabSize": 2, "insertSpaces": True}})
        # The whole text brings it back.
        + message(method="textDocument/didChange",
                  params={"textDocument": {"uri": uri, "version": 4},
                          "contentChanges": [{"text": "..AA\n....\n....\n....\n"}]})
        + message(id=4, method="textDocument/formatting",
                  params={"textDocument": {"uri": uri},
                          "options": {"tabSize": 2, "insertSpaces": True}})
        + message(id=5, method="shutdown")
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert status == 0
    answers = {r["id"]: r for r in replies if r.get("id") is not None}
    assert answers[9]["error"] == {"code": -32700, "message": (
        "parse error: message of 100000000 bytes is over the limit of 67108864")}
    assert answers[2]["error"]["code"] == -32801
    assert answers[3]["error"]["code"] == -32801
    assert "too large to read" in answers[2]["error"]["message"]
    assert [e["newText"] for e in answers[4]["result"]] == ["..AA>\n....\n....\n....\n"]
    shown = [r["params"]["message"] for r in replies if r.get("method") == "window/showMessage"][:1]
    assert shown == [
        f"unblock: a message of {len(change)} bytes changing /tmp/transport/big.txt, over the"
        " limit of 64 MiB, was dropped; the document is not checked until closed and opened again"
    ]
    published = [r["params"] for r in replies if r.get("method") == "textDocument/publishDiagnostics"]
    codes = [[d.get("code") for d in p["diagnostics"]] for p in published]
    # Out of date after the drop, and nothing else published until the whole text came.
    dropped = codes.index(["text-out-of-date"])
    # Under the version of the change dropped, which a client may hold it to.
    assert published[dropped]["version"] == 2
    assert published[dropped + 1]["version"] == 4
    assert published[-1]["version"] == 4
    assert "text-out-of-date" not in codes[-1]
    logs = [r["params"]["message"] for r in replies if r.get("method") == "window/logMessage"]
    assert f"unblock: a change to {uri} was not applied: its text here is out of date" in logs



def test_a_change_too_large_after_shutdown_checks_and_shows_nothing():
    # After shutdown the server marked the document out of date, published its diagnostics
    # and showed a message about a change it would never check (audit 38).
    uri = "file:///tmp/transport/late.txt"
    change = json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange",
                         "params": {"textDocument": {"uri": uri, "version": 2},
                                    "contentChanges": [{"text": "AA..\n"}]}}).encode()
    stream = (
        opened(uri)
        + message(id=2, method="shutdown")
        # A length over the limit before a short body goes as a body that large would.
        + b"Content-Length: 100000000\r\n\r\n" + change
        + message(method="exit")
    )
    replies, status = replies_to(stream)
    assert status == 0
    after = replies[[r.get("id") for r in replies].index(2) + 1:]
    assert [r.get("error", {}).get("code") for r in after] == [-32700]
    assert not any(r.get("method") for r in after)
