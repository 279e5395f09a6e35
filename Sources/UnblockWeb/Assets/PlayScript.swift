/// The play page's script: draws the board, moves blocks by pointer and keyboard, counts,
/// undoes, hints, plays the solution back and keeps each puzzle's progress.
///
/// It reads everything from the JSON in `#unblock-data` (see ``PageData``) and requests
/// nothing.
enum PlayScript {
  static let source = #"""
    "use strict";
    (() => {
      const data = JSON.parse(document.getElementById("unblock-data").textContent);
      const theme = data.theme;
      const colours = theme.colours;
      const T = theme.tile;
      const SVG = "http://www.w3.org/2000/svg";
      const speeds = [1400, 900, 550, 320, 160];
      const $ = (id) => document.getElementById(id);
      const board = $("board");

      // The current puzzle and its play.
      let index = 0;
      let P = null;
      let positions = [];
      let history = [];
      let hint = null;
      let table = null;
      let lineKeys = [];
      let playing = null;
      let drag = null;
      let blockNodes = [];
      const tables = new Map();

      const isMovable = (i) => P.blocks[i].orientation !== "fixed";
      const isVertical = (i) => P.blocks[i].orientation === "vertical";
      const place = (i) => (isVertical(i) ? positions[i][0] : positions[i][1]);
      const notation = (move) =>
        P.blocks[move.block].label + (move.distance < 0 ? "-" : "+") + Math.abs(move.distance);
      const plural = (n, word) => n.toLocaleString("en") + " " + word + (n === 1 ? "" : "s");

      function element(name, attributes, parent) {
        const node = document.createElementNS(SVG, name);
        for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
        if (parent) parent.appendChild(node);
        return node;
      }

      // The board's key, as PositionKey writes it: each movable block's place in base 36.
      function keyOf(places) {
        let key = "";
        P.blocks.forEach((block, i) => {
          if (isMovable(i)) key += (isVertical(i) ? places[i][0] : places[i][1]).toString(36);
        });
        return key;
      }

      // The distance table, read as DistanceTable packs it.
      function decodeTable(hints) {
        const text = atob(hints.records);
        const bytes = new Uint8Array(text.length);
        for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
        let position = 0;
        const read = (bits) => {
          let value = 0;
          for (let bit = 0; bit < bits; bit++, position++) {
            if ((bytes[position >> 3] >> (position & 7)) & 1) value |= 1 << bit;
          }
          return value;
        };
        const map = new Map();
        for (let s = 0; s < hints.states; s++) {
          let key = "";
          for (const bits of hints.blockBits) key += read(bits).toString(36);
          map.set(key, read(hints.distanceBits));
        }
        return map;
      }

      function occupancy(except) {
        const grid = Array.from({ length: P.rows }, () => new Array(P.columns).fill(-1));
        P.blocks.forEach((block, i) => {
          if (i === except) return;
          for (let k = 0; k < block.length; k++) {
            const [r, c] = positions[i];
            if (block.orientation === "vertical") grid[r + k][c] = i;
            else grid[r][c + k] = i;
          }
        });
        return grid;
      }

      // How far block i can slide: [most negative, most positive].
      function freeRange(i) {
        if (!isMovable(i)) return [0, 0];
        const grid = occupancy(i);
        const [r, c] = positions[i];
        const length = P.blocks[i].length;
        const free = (rr, cc) =>
          rr >= 0 && cc >= 0 && rr < P.rows && cc < P.columns && grid[rr][cc] < 0;
        let low = 0;
        let high = 0;
        if (isVertical(i)) {
          while (free(r + low - 1, c)) low--;
          while (free(r + length + high, c)) high++;
        } else {
          while (free(r, c + low - 1)) low--;
          while (free(r, c + length + high)) high++;
        }
        return [low, high];
      }

      function shifted(move) {
        const next = positions.map((p) => p.slice());
        if (isVertical(move.block)) next[move.block][0] += move.distance;
        else next[move.block][1] += move.distance;
        return next;
      }

      function isSolved() {
        const i = P.blocks.findIndex((b) => b.label === "A");
        const column = positions[i][1];
        return P.chuteSide === "right" ? column === P.columns - P.blocks[i].length : column === 0;
      }

      const distance = () => (table ? table.get(keyOf(positions)) : undefined);
      const lineIndex = () => {
        const k = lineKeys.indexOf(keyOf(positions));
        return k < 0 ? null : k;
      };

      // The next move of a shortest solution from here: {move, toGo}, or {off: true} when
      // hints follow the stored line and the board is off it.
      function nextMove() {
        const line = P.solution || [];
        const k = lineIndex();
        if (P.hints.mode === "exact") {
          const here = distance();
          if (here === undefined || here === 0) return null;
          if (k !== null && k < line.length) return { move: line[k], toGo: here };
          for (let i = 0; i < P.blocks.length; i++) {
            const [low, high] = freeRange(i);
            for (let d = low; d <= high; d++) {
              if (d === 0) continue;
              const move = { block: i, distance: d };
              if (table.get(keyOf(shifted(move))) === here - 1) return { move, toGo: here };
            }
          }
          return null;
        }
        if (P.hints.mode === "line") {
          if (k === null) return { off: true };
          return k < line.length ? { move: line[k], toGo: line.length - k } : null;
        }
        return null;
      }

      function announce(text) {
        $("status").textContent = text;
      }

      function counterText() {
        const best =
          P.minimalMoves == null ? "no solution" : "best " + P.minimalMoves;
        return "Moves " + history.length + " · " + best;
      }

      function bannerText() {
        const optimal = P.minimalMoves == null ? "" : " · optimal " + P.minimalMoves;
        return "Solved in " + plural(history.length, "move") + optimal;
      }

      // Draws the board once per puzzle; moves only change the blocks' transforms.
      function drawBoard() {
        board.replaceChildren();
        const width = P.columns * T + 2 * theme.frame;
        const height = P.rows * T + 2 * theme.frame;
        board.setAttribute("viewBox", "0 0 " + width + " " + height);
        element("rect", { x: 0, y: 0, width, height, fill: colours.frame }, board);
        const bx = theme.frame;
        const bw = P.columns * T;
        const bh = P.rows * T;
        element("rect", { x: bx, y: bx, width: bw, height: bh, fill: colours.board }, board);
        element("rect", { x: bx, y: bx, width: bw, height: theme.rim, fill: colours.rim }, board);
        element("rect", { x: bx, y: bx, width: theme.rim, height: bh, fill: colours.rim }, board);
        // The chute: a notch through the frame, level with its row, outlined above and below.
        const nx = P.chuteSide === "left" ? 0 : theme.frame + bw;
        const ny = theme.frame + P.chuteRow * T + Math.floor(theme.gap / 2);
        const nh = T - theme.gap;
        const o = theme.chuteOutline;
        const chute = element("g", { id: "chute" }, board);
        element("rect", { x: nx, y: ny, width: theme.frame, height: nh,
          fill: colours.chuteOutline }, chute);
        element("rect", { x: nx, y: ny + o, width: theme.frame, height: nh - 2 * o,
          fill: colours.chute }, chute);
        if (P.chuteSide === "left") {
          element("rect", { x: nx + theme.frame, y: ny, width: theme.rim, height: nh,
            fill: colours.board }, chute);
        }
        // The hint's target lies under the blocks, its ring over them.
        element("g", { id: "hint-target" }, board);
        blockNodes = P.blocks.map((block, i) => drawBlock(block, i));
        element("g", { id: "hint-ring" }, board);
      }

      // The board fits the window's height as well as its width, so that it and the counter
      // and the hint's text under it are in view together, a tall board too; its tiles keep
      // at least 28 pixels, enough for a finger. Style sets the width and the height follows
      // the viewBox. In a short, wide window they sit beside the board, and the board's
      // column takes the width too (--board-width).
      function fitBoard() {
        const box = board.viewBox.baseVal;
        const drawn = board.getBoundingClientRect();
        const top = drawn.top + window.scrollY;
        const under = Math.max(0, ...["counter", "hint-text"].map((id) => {
          const shown = $(id).getBoundingClientRect();
          return shown.top >= drawn.bottom - 1 ? shown.bottom - drawn.bottom : 0;
        }));
        const air = 8;
        const room = window.innerHeight - top - under - air;
        const width = Math.floor(Math.max(room * box.width / box.height, 28 * box.width / T));
        board.style.maxWidth = width + "px";
        board.closest("main").style.setProperty("--board-width", width + "px");
      }

      function blockSize(block) {
        const along = block.length * T - theme.gap;
        return block.orientation === "vertical" ? [T - theme.gap, along] : [along, T - theme.gap];
      }

      function drawBlock(block, i) {
        const [w, h] = blockSize(block);
        const kind = block.orientation === "fixed" ? "fixed" : block.label === "A"
          ? "prisoner" : "block";
        const axis = block.orientation === "vertical" ? "up and down" : "left and right";
        const name = block.orientation === "fixed" ? "Fixed block"
          : (block.label === "A" ? "Prisoner A" : "Block " + block.label) + ", slides " + axis;
        const g = element("g", { class: "block " + kind, "data-label": block.label,
          "data-index": i, "aria-label": name }, board);
        element("rect", { x: 0, y: 0, width: w, height: h, rx: theme.cornerRadius,
          fill: colours[kind] }, g);
        if (kind === "fixed") {
          const inset = w * theme.rivetInset;
          for (const dx of [inset, w - inset]) {
            for (const dy of [inset, h - inset]) {
              element("circle", { cx: dx, cy: dy, r: theme.rivetRadius, fill: colours.rivet }, g);
            }
          }
        }
        const label = element("text", { x: T / 2 - theme.gap / 2, y: T / 2 - theme.gap / 2,
          "text-anchor": "middle", "dominant-baseline": "central", "font-size": T * 0.42,
          "font-weight": 700, "font-family": "system-ui, sans-serif",
          fill: colours[kind + "Label"], "aria-hidden": "true" }, g);
        label.textContent = kind === "fixed" ? "" : block.label;
        element("rect", { class: "focus-ring", x: 3, y: 3, width: w - 6, height: h - 6,
          rx: theme.cornerRadius }, g);
        // A fixed block takes no focus and so gets no listener: Chromium lets the focus onto
        // an SVG element that listens for it, tabindex or not.
        if (kind === "fixed") return g;
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.addEventListener("pointerdown", (event) => startDrag(event, i));
        g.addEventListener("pointermove", moveDrag);
        const release = (commit) => (event) => isDragging(event) && endDrag(commit);
        g.addEventListener("pointerup", release(true));
        g.addEventListener("pointercancel", release(false));
        // Fired after pointerup, and when the capture is taken away and no pointerup may come.
        g.addEventListener("lostpointercapture", release(false));
        g.addEventListener("keydown", (event) => keyMove(event, i));
        g.addEventListener("focus", () => select(i));
        return g;
      }

      function placeBlock(i, offset) {
        const [r, c] = positions[i];
        const dr = isVertical(i) ? offset : 0;
        const dc = isVertical(i) ? 0 : offset;
        const x = theme.frame + (c + dc) * T + theme.gap / 2;
        const y = theme.frame + (r + dr) * T + theme.gap / 2;
        blockNodes[i].setAttribute("transform", "translate(" + x + " " + y + ")");
      }

      function select(i) {
        blockNodes.forEach((node, k) => node.classList.toggle("selected", k === i));
      }

      function drawHint() {
        $("hint-target").replaceChildren();
        $("hint-ring").replaceChildren();
        if (!hint) return;
        const i = hint.block;
        const [w, h] = blockSize(P.blocks[i]);
        const ring = theme.highlightRing;
        const [r, c] = shifted(hint)[i];
        const at = (rr, cc) => [theme.frame + cc * T + theme.gap / 2,
          theme.frame + rr * T + theme.gap / 2];
        const [x0, y0] = at(positions[i][0], positions[i][1]);
        const [x1, y1] = at(r, c);
        element("rect", { class: "hint-ring", x: x0 + ring / 2, y: y0 + ring / 2,
          width: w - ring, height: h - ring, rx: theme.cornerRadius,
          stroke: colours.highlight, "stroke-width": ring }, $("hint-ring"));
        element("rect", { class: "hint-target", x: x1 + ring / 2, y: y1 + ring / 2,
          width: w - ring, height: h - ring, rx: theme.cornerRadius,
          stroke: colours.highlight, "stroke-width": ring }, $("hint-target"));
      }

      // Shows the counter, the banner and the buttons' states after any change.
      function refresh() {
        cancelDrag();
        P.blocks.forEach((block, i) => placeBlock(i, 0));
        drawHint();
        $("counter").textContent = counterText();
        const solved = isSolved();
        $("banner").hidden = !solved;
        $("banner").textContent = solved ? bannerText() : "";
        const line = P.solution || [];
        const k = lineIndex();
        $("undo").disabled = history.length === 0;
        $("reset").disabled = history.length === 0;
        $("hint").disabled = P.hints.mode === "none" || solved;
        $("play").disabled = !P.solution || (line.length === 0);
        $("step-forward").disabled = !P.solution || (k !== null && k >= line.length);
        $("step-back").disabled = history.length === 0;
        $("previous").disabled = index === 0;
        $("next").disabled = index === data.puzzles.length - 1;
        save();
      }

      function clearHint() {
        hint = null;
        $("hint-text").textContent = "";
      }

      // Makes one move; `quiet` leaves the announcement to the caller.
      function makeMove(move, quiet) {
        positions = shifted(move);
        history.push(move);
        clearHint();
        refresh();
        if (!quiet) announce(isSolved() ? bannerText() : counterText());
      }

      // Takes the last move back and returns it.
      function takeBack() {
        const move = history.pop();
        positions = shifted({ block: move.block, distance: -move.distance });
        clearHint();
        refresh();
        return move;
      }

      function undo() {
        if (!history.length) return;
        stopPlaying();
        announce("Undid " + notation(takeBack()) + ". " + counterText());
      }

      function reset(quiet) {
        stopPlaying();
        positions = P.blocks.map((b) => [b.row, b.column]);
        history = [];
        clearHint();
        refresh();
        if (!quiet) announce("Reset to the start. " + counterText());
      }

      function showHint() {
        if (isSolved()) return;
        const next = nextMove();
        if (next && next.off) {
          clearHint();
          const text = "Off the stored optimal line: Undo or Reset to get back on it";
          $("hint-text").textContent = text;
          announce(text);
          return;
        }
        if (!next) return;
        hint = next.move;
        drawHint();
        const text = "Hint: " + notation(next.move) + " · " + plural(next.toGo, "move") + " to go";
        $("hint-text").textContent = text;
        announce(text);
      }

      // Playback runs along the stored optimal line from the start. Its moves are marked
      // `played`: a board they reached, even in part, is not the player's solve.
      const played = (move) => ({ block: move.block, distance: move.distance, played: true });
      const isOwnSolve = () => isSolved() && !history.some((move) => move.played);

      // The history as the line's first k moves, the board being the line's k-th: moves the
      // player made along the line stay theirs, any others become the line's, played.
      function followLine(k) {
        const line = P.solution || [];
        const same = history.length === k && history.every((move, j) =>
          move.block === line[j].block && move.distance === line[j].distance);
        if (!same) history = line.slice(0, k).map(played);
      }

      function stepForward() {
        const line = P.solution || [];
        let k = lineIndex();
        if (k === null) {
          reset(true);
          k = 0;
        }
        if (k >= line.length) return false;
        followLine(k);
        makeMove(played(line[k]), true);
        announce("Step " + (k + 1) + " of " + line.length + ": " + notation(line[k]) +
          (isSolved() ? ". " + bannerText() : ""));
        return k + 1 < line.length;
      }

      function stepBack() {
        const line = P.solution || [];
        const k = lineIndex();
        if (k !== null && k > 0) followLine(k);
        if (!history.length) return;
        takeBack();
        announce("Back to step " + history.length + ". " + counterText());
      }

      function stopPlaying() {
        if (!playing) return;
        clearInterval(playing);
        playing = null;
        $("play").textContent = "Play solution";
      }

      function togglePlay() {
        if (playing) {
          stopPlaying();
          announce("Paused. " + counterText());
          return;
        }
        // From the end, or off the line, it plays from the start: reset here, as stepForward
        // would reset in the first tick, stopping the playback just started.
        const k = lineIndex();
        if (k === null || k === (P.solution || []).length) reset(true);
        $("play").textContent = "Pause";
        const tick = () => {
          if (!stepForward()) stopPlaying();
        };
        playing = setInterval(tick, speeds[$("speed").value - 1]);
        tick();
      }

      function setSpeed() {
        const ms = speeds[$("speed").value - 1];
        document.documentElement.style.setProperty("--slide-ms", Math.round(ms * 0.6) + "ms");
        $("speed").setAttribute("aria-valuetext", ms + " ms a move");
        if (playing) {
          stopPlaying();
          togglePlay();
        }
      }

      // Pointer: drag along the axis, stop at other blocks, snap to a tile on release.
      function pointerAlong(event, i) {
        const point = new DOMPoint(event.clientX, event.clientY)
          .matrixTransform(board.getScreenCTM().inverse());
        return isVertical(i) ? point.y : point.x;
      }

      // A drag measures its range and start on the board as it was when it began, so one
      // pointer drags one block at a time and nothing else changes the board meanwhile: keys
      // wait (see the keydown listener below) and any other change cancels the drag.
      // The primary button, a touch or a pen drags; another button leaves the board alone.
      function startDrag(event, i) {
        if (event.button !== 0) return;
        if (drag || !isMovable(i) || playing || isSolved()) return;
        event.preventDefault();
        blockNodes[i].focus();
        blockNodes[i].setPointerCapture(event.pointerId);
        blockNodes[i].classList.add("dragging");
        drag = { i, pointer: event.pointerId, start: pointerAlong(event, i), range: freeRange(i),
          offset: 0 };
      }

      const isDragging = (event) => drag !== null && event.pointerId === drag.pointer;

      function moveDrag(event) {
        if (!isDragging(event)) return;
        const raw = (pointerAlong(event, drag.i) - drag.start) / T;
        drag.offset = Math.max(drag.range[0], Math.min(drag.range[1], raw));
        placeBlock(drag.i, drag.offset);
      }

      // Lets the block go: with `commit`, it snaps to the nearest tile as one move; without,
      // it goes back where it was.
      function endDrag(commit) {
        if (!drag) return;
        const { i, pointer, offset } = drag;
        drag = null;
        blockNodes[i].classList.remove("dragging");
        if (blockNodes[i].hasPointerCapture(pointer)) blockNodes[i].releasePointerCapture(pointer);
        const d = Math.round(offset);
        if (commit && d !== 0) makeMove({ block: i, distance: d });
        else placeBlock(i, 0);
      }

      const cancelDrag = () => endDrag(false);

      // Keyboard: arrows slide the focused block one tile, Shift+arrow as far as it goes.
      // Presses on one block in a row make one slide, one move, as a drag of any length
      // does; back where it started, the slide counts none.
      function keyMove(event, i) {
        const steps = { ArrowLeft: [-1, false], ArrowRight: [1, false],
          ArrowUp: [-1, true], ArrowDown: [1, true] };
        const step = steps[event.key];
        if (!step || !isMovable(i)) return;
        event.preventDefault();
        if (step[1] !== isVertical(i) || playing) return;
        if (isSolved()) {
          announce("Solved: Undo or Reset to play on");
          return;
        }
        const [low, high] = freeRange(i);
        const d = event.shiftKey ? (step[0] < 0 ? low : high) : step[0];
        if (d === 0 || d < low || d > high) {
          announce(P.blocks[i].label + " cannot slide that way");
          return;
        }
        const last = history[history.length - 1];
        if (!last || !last.keyed || last.block !== i) {
          makeMove({ block: i, distance: d, keyed: true });
          return;
        }
        positions = shifted({ block: i, distance: d });
        last.distance += d;
        if (last.distance === 0) history.pop();
        clearHint();
        refresh();
        announce(isSolved() ? bannerText() : counterText());
      }

      // Progress: each puzzle's moves, [block, distance], with a third element 1 for the
      // playback's, and the fewest moves of the player's own solves, kept in localStorage
      // under its name and whole board (size, chute, and each block's label, orientation,
      // place and length), so that no other puzzle reads them.
      const storageKey = (puzzle) =>
        "unblock-play:" + puzzle.name + ":" + JSON.stringify([puzzle.rows, puzzle.columns,
          puzzle.chuteSide, puzzle.chuteRow,
          puzzle.blocks.map((b) => [b.label, b.orientation, b.row, b.column, b.length])]);

      function save() {
        try {
          const record = load(P) || {};
          record.moves = history.map((m) => (m.played ? [m.block, m.distance, 1]
            : [m.block, m.distance]));
          if (isOwnSolve()) {
            record.solved = record.solved ? Math.min(record.solved, history.length)
              : history.length;
          }
          localStorage.setItem(storageKey(P), JSON.stringify(record));
        } catch (error) {
          // Storage may be off (private windows); play goes on without it.
        }
        markList();
      }

      // Progress another page or version wrote may have any shape ({"moves": "x"} blanked
      // the page): only what reads as this page writes it is kept, the moves up to the
      // first that does not.
      function load(puzzle) {
        let record;
        try {
          record = JSON.parse(localStorage.getItem(storageKey(puzzle)) || "null");
        } catch (error) {
          return null;
        }
        if (!record || typeof record !== "object" || Array.isArray(record)) return null;
        const moves = [];
        for (const move of Array.isArray(record.moves) ? record.moves : []) {
          if (!Array.isArray(move) || move.length < 2 || move.length > 3
            || !move.every(Number.isInteger)) break;
          moves.push(move);
        }
        const solved = Number.isInteger(record.solved) && record.solved > 0
          ? record.solved : undefined;
        return { moves, solved };
      }

      function markList() {
        const items = $("puzzle-list").children;
        data.puzzles.forEach((puzzle, k) => {
          const record = load(puzzle);
          const mark = items[k].querySelector(".mark");
          mark.textContent = record && record.solved ? " ✓ " + record.solved : "";
          const solved = record && record.solved ? ", solved in " + plural(record.solved, "move")
            : "";
          items[k].firstChild.setAttribute("aria-label", puzzle.name + ", " + facts(puzzle) + solved);
        });
      }

      function facts(puzzle) {
        if (puzzle.minimalMoves == null) return "no solution";
        return puzzle.level + ", " + plural(puzzle.minimalMoves, "move");
      }

      // A puzzle solved from the start has nothing to hint, however large its cluster.
      function hintNote(puzzle) {
        const hints = puzzle.hints;
        if (puzzle.minimalMoves === 0) return "";
        if (hints.mode === "line") {
          return "This puzzle's cluster has more than " + plural(hints.limit, "state") +
            ", more than the page carries: hints follow the stored optimal line, " +
            "from the boards on it only.";
        }
        return hints.mode === "none"
          ? "This puzzle has no solution: no hints and no solution to play." : "";
      }

      // The puzzle open is named in the address (#puzzle-3), so that a reload, a bookmark
      // or a link opens it again.
      function fromAddress() {
        const match = /^#puzzle-(\d+)$/.exec(location.hash);
        const k = match ? Number(match[1]) - 1 : 0;
        return k >= 0 && k < data.puzzles.length ? k : 0;
      }

      function open(k) {
        stopPlaying();
        cancelDrag();
        index = k;
        // A fragment of its own, in place of the address's: no new history entry, and
        // pages opened from a file may change nothing else of their address.
        const address = "#puzzle-" + (k + 1);
        if (data.puzzles.length > 1 && location.hash !== address) location.replace(address);
        P = data.puzzles[k];
        if (P.hints.mode === "exact" && !tables.has(k)) tables.set(k, decodeTable(P.hints));
        table = tables.get(k) || null;
        positions = P.blocks.map((b) => [b.row, b.column]);
        lineKeys = [keyOf(positions)];
        for (const move of P.solution || []) {
          positions = shifted(move);
          lineKeys.push(keyOf(positions));
        }
        positions = P.blocks.map((b) => [b.row, b.column]);
        history = [];
        const record = load(P);
        for (const [block, d, byPlayback] of (record && record.moves) || []) {
          const [low, high] = block >= 0 && block < P.blocks.length ? freeRange(block) : [0, 0];
          if (d === 0 || d < low || d > high) break;
          positions = shifted({ block, distance: d });
          history.push({ block, distance: d, played: byPlayback === 1 });
        }
        $("puzzle-name").textContent = P.name;
        $("puzzle-facts").textContent = facts(P) + (data.puzzles.length > 1
          ? " · puzzle " + (k + 1) + " of " + data.puzzles.length : "");
        $("hint-note").textContent = hintNote(P);
        Array.from($("puzzle-list").children).forEach((item, j) =>
          item.firstChild.setAttribute("aria-current", j === k ? "true" : "false"));
        showInList($("puzzle-list").children[k]);
        drawBoard();
        clearHint();
        refresh();
        fitBoard();
        announce(P.name + ": " + facts(P) + ". " + counterText());
      }

      // Scrolls the list, where it scrolls on its own, to show the puzzle open, and nothing
      // else: the page stays where it is (on a phone the list is under the board).
      function showInList(item) {
        const nav = $("puzzle-nav");
        if (!item || nav.scrollHeight <= nav.clientHeight) return;
        const [view, row] = [nav.getBoundingClientRect(), item.getBoundingClientRect()];
        if (row.top < view.top) nav.scrollTop -= view.top - row.top;
        else if (row.bottom > view.bottom) nav.scrollTop += row.bottom - view.bottom;
      }

      function buildList() {
        const list = $("puzzle-list");
        data.puzzles.forEach((puzzle, k) => {
          const item = document.createElement("li");
          const button = document.createElement("button");
          button.type = "button";
          // Two lines on screen; one phrase for a screen reader, set by markList.
          for (const [kind, words] of [["name", puzzle.name], ["facts", facts(puzzle)]]) {
            const span = document.createElement("span");
            span.className = kind;
            span.textContent = words;
            button.appendChild(span);
          }
          const mark = document.createElement("span");
          mark.className = "mark";
          button.lastChild.appendChild(mark);
          button.addEventListener("click", () => open(k));
          item.appendChild(button);
          list.appendChild(item);
        });
        if (data.puzzles.length < 2) {
          $("puzzle-nav").hidden = true;
          $("set-buttons").hidden = true;
        }
      }

      $("undo").addEventListener("click", undo);
      $("reset").addEventListener("click", () => reset(false));
      $("hint").addEventListener("click", showHint);
      $("play").addEventListener("click", togglePlay);
      $("step-forward").addEventListener("click", () => {
        stopPlaying();
        stepForward();
      });
      $("step-back").addEventListener("click", () => {
        stopPlaying();
        stepBack();
      });
      $("speed").addEventListener("input", setSpeed);
      $("previous").addEventListener("click", () => index > 0 && open(index - 1));
      $("next").addEventListener("click", () => index < data.puzzles.length - 1 && open(index + 1));
      // While a block is held the keyboard waits, so that no key changes the board under the
      // drag: Escape puts the block back, other keys do nothing.
      document.addEventListener("keydown", (event) => {
        if (!drag) return;
        event.preventDefault();
        event.stopPropagation();
        if (event.key === "Escape") cancelDrag();
      }, true);
      document.addEventListener("keydown", (event) => {
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
          event.preventDefault();
          undo();
        }
      });

      window.addEventListener("resize", fitBoard);
      window.addEventListener("hashchange", () => {
        const k = fromAddress();
        if (k !== index) open(k);
      });

      buildList();
      setSpeed();
      open(fromAddress());
    })();
    """#
}
