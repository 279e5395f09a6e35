/// The play page's style sheet.
enum PlayStyle {
  static let source = #"""
    :root {
      --paper: #faf6ee;
      --ink: #2e1f0b;
      --wood: #6a491e;
      --focus: #0b5cad;
      --slide-ms: 180ms;
      color-scheme: light;
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body {
      margin: 0;
      font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
      background: var(--paper);
      color: var(--ink);
    }
    header { padding: 0.6rem 1.2rem; background: var(--wood); color: #fff; }
    header h1 { margin: 0; font-size: 1.3rem; }
    /* A long name without spaces breaks anywhere rather than widen the page. */
    h1, h2, nav .name { overflow-wrap: anywhere; }
    /* The board comes first in the page, and so first to the Tab key; on a wide screen the
       list of puzzles is drawn to its left. Two columns never wrap: were the board to
       wrap, it would fall under the whole list, out of view. Below 42rem, and in a short,
       wide window, the list comes under the board. */
    .layout { display: flex; gap: 1.2rem; padding: 1rem 1.2rem; }
    nav { flex: 0 0 15rem; max-height: 80vh; overflow-y: auto; order: -1; }
    @media (max-width: 42rem), (orientation: landscape) and (max-height: 36rem) {
      .layout { flex-wrap: wrap; padding: 0.6rem 0.8rem; gap: 0.8rem; }
      main { flex-basis: 100%; }
      nav { flex-basis: 100%; max-height: none; order: 0; }
    }
    /* A short, wide window, such as a phone on its side: the board takes the window's
       height beside the puzzle's name, counter and buttons, which would otherwise sit
       over and under it and leave it too little height. Its column's width is the one
       the script fits to the window (--board-width). */
    @media (orientation: landscape) and (max-height: 36rem) {
      header { padding: 0.3rem 1.2rem; }
      .layout { padding-top: 0.5rem; padding-bottom: 0.5rem; }
      main {
        display: grid;
        grid-template-columns: minmax(0, var(--board-width, 20rem)) minmax(11rem, 1fr);
        grid-template-rows: repeat(10, auto) 1fr;
        column-gap: 1rem;
        align-content: start;
        max-width: 60rem;
      }
      #board-wrap { grid-column: 1; grid-row: 1 / -1; max-width: none; }
      main > :not(#board-wrap) { grid-column: 2; }
      /* Beside the counter, Undo, Reset and Hint, then the hint's text, in view; the
         set's buttons and the solution's after them. */
      #move-buttons { order: 1; }
      #hint-text, #hint-note { order: 2; }
      #set-buttons { order: 3; }
      #playback { order: 4; }
      .help { order: 5; }
    }
    nav ol { margin: 0; padding: 0; list-style: none; }
    nav li { margin: 0 0 0.25rem; }
    nav button { width: 100%; text-align: left; background: #fff; color: var(--ink); }
    nav .name { display: block; font-weight: 600; }
    nav .facts { display: block; font-size: 0.85rem; }
    #status {
      position: absolute;
      left: -10000px;
      width: 1px;
      height: 1px;
      overflow: hidden;
    }
    nav button[aria-current="true"] { background: var(--wood); color: #fff; }
    /* The board grows with the window, as far as its height lets it (see fitBoard). */
    main { flex: 1 1 26rem; min-width: 0; max-width: 60rem; }
    h2 { margin: 0; font-size: 1.2rem; }
    #puzzle-facts { margin: 0.1rem 0 0.6rem; }
    .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.5rem 0; }
    button {
      font: inherit;
      padding: 0.35rem 0.8rem;
      border: 2px solid var(--wood);
      border-radius: 0.4rem;
      background: var(--wood);
      color: #fff;
      cursor: pointer;
    }
    button:hover:not(:disabled) { filter: brightness(1.15); }
    button:disabled { background: #e9e2d6; color: #5c5146; border-color: #8c8074; cursor: default; }
    button:focus-visible, input:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    #board-wrap { max-width: 60rem; }
    .noscript { padding: 0.5rem 0.8rem; border: 2px solid var(--wood); border-radius: 0.4rem; }
    #board { display: block; width: 100%; height: auto; touch-action: none; user-select: none; }
    #board .block { cursor: grab; transition: transform var(--slide-ms) ease-in-out; }
    #board .block.fixed { cursor: default; }
    #board .block.dragging { cursor: grabbing; transition: none; }
    #board .block:focus { outline: none; }
    #board .block .focus-ring { fill: none; stroke: none; }
    #board .block:focus-visible .focus-ring, #board .block.selected .focus-ring {
      stroke: #ffffff;
      stroke-width: 5;
    }
    /* Dashed, so that it is never taken for the hint's solid ring. */
    #board .block:focus-visible .focus-ring {
      stroke: var(--focus);
      stroke-width: 7;
      stroke-dasharray: 14 7;
    }
    #board .hint-ring { fill: none; }
    #board .hint-target { fill: none; stroke-dasharray: 10 7; }
    #counter { font-size: 1.15rem; font-weight: 600; margin: 0.6rem 0 0.2rem; }
    #banner {
      margin: 0.3rem 0;
      padding: 0.5rem 0.8rem;
      border-radius: 0.4rem;
      background: #1d6b2f;
      color: #fff;
      font-weight: 700;
    }
    #hint-text { min-height: 1.45em; margin: 0.2rem 0; font-weight: 600; }
    #hint-note, .help { font-size: 0.9rem; color: #4a3a26; }
    #hint-note:empty { display: none; }
    """#
}
