/// The play page's HTML around its style, script and data.
enum PlayMarkup {
  /// The document; `title` is already escaped for HTML and `data` safe inside `<script>`.
  static func document(title: String, data: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
    style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
    <title>\(title) · Unblock</title>
    <style>
    \(PlayStyle.source)
    </style>
    </head>
    <body>
    <header><h1 id="page-title">\(title)</h1></header>
    <div class="layout">
    <main>
    <div class="puzzle-head">
    <h2 id="puzzle-name"></h2>
    <p id="puzzle-facts"></p>
    </div>
    <div class="row" id="set-buttons">
    <button type="button" id="previous">Previous puzzle</button>
    <button type="button" id="next">Next puzzle</button>
    </div>
    <noscript><p class="noscript">This page needs JavaScript to draw the board and play: \
    turn it on, or play the puzzle file with <code>unblock solve --steps</code>.</p></noscript>
    <div id="board-wrap"><svg id="board" role="group" aria-label="Board"></svg></div>
    <p id="counter"></p>
    <p id="banner" hidden></p>
    <p id="hint-text"></p>
    <p id="hint-note"></p>
    <div class="row" id="move-buttons">
    <button type="button" id="undo" aria-keyshortcuts="Control+Z">Undo</button>
    <button type="button" id="reset">Reset</button>
    <button type="button" id="hint">Hint</button>
    </div>
    <div class="row" id="playback">
    <button type="button" id="step-back">Step back</button>
    <button type="button" id="play">Play solution</button>
    <button type="button" id="step-forward">Step forward</button>
    <label for="speed">Speed</label>
    <input type="range" id="speed" min="1" max="5" value="3">
    </div>
    <p id="status" role="status" aria-live="polite"></p>
    <p class="help">Drag a block along its axis, or select it with Tab or a click and \
    slide it with the arrow keys; Shift+arrow slides it as far as it goes. \
    Ctrl+Z undoes a move. While a block is held, keys wait; Escape puts it back.</p>
    </main>
    <nav id="puzzle-nav" aria-label="Puzzles">
    <ol id="puzzle-list"></ol>
    </nav>
    </div>
    <script type="application/json" id="unblock-data">\(data)</script>
    <script>
    \(PlayScript.source)
    </script>
    </body>
    </html>

    """
  }
}
