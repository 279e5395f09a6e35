"""The play page, driven in headless Chromium as a person drives it: dragging blocks,
pressing keys and clicking buttons, reading what the page shows and announces."""

import json
import re
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.mouse_button import MouseButton
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot

BUTTONS = ["Undo", "Reset", "Hint", "Play solution", "Step forward", "Step back",
           "Previous puzzle", "Next puzzle"]


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).get_attribute("textContent")


def button(driver, name):
    return driver.find_element(By.XPATH, f'//button[normalize-space()="{name}"]')


def block(driver, label):
    return driver.find_element(By.CSS_SELECTOR, f'#board g.block[data-label="{label}"]')


def puzzle_data(driver):
    """The puzzles the page carries, as its script reads them."""
    return json.loads(text(driver, "unblock-data"))["puzzles"]


def layout(driver):
    """Where each block is drawn: its transform, by label."""
    return {node.get_attribute("data-label"): node.get_attribute("transform")
            for node in driver.find_elements(By.CSS_SELECTOR, "#board g.block")}


def tile_pixels(driver):
    """The size of a tile on screen, in CSS pixels."""
    return driver.execute_script(
        "const b = document.getElementById('board');"
        "return b.getBoundingClientRect().width / b.viewBox.baseVal.width * 64;")


def drag(driver, label, orientation, distance):
    """Drags a block `distance` tiles along its axis with the mouse, in small steps."""
    pixels = tile_pixels(driver) * distance
    dx, dy = (0, pixels) if orientation == "vertical" else (pixels, 0)
    actions = ActionChains(driver, duration=0).click_and_hold(block(driver, label))
    for _ in range(4):
        actions.move_by_offset(dx / 4, dy / 4)
    actions.release().perform()


def focus_by_tab(driver, label):
    """Moves the focus to block `label` with Tab and Shift+Tab, as a keyboard user does:
    the movable blocks take the focus in the order of the page's blocks."""
    order = [b["label"] for b in puzzle_data(driver)[0]["blocks"]
             if b["orientation"] != "fixed"]
    active = driver.switch_to.active_element.get_attribute("data-label")
    if active not in order:
        # From outside the board, Tab past the list and the buttons before it.
        for _ in range(40):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            active = driver.switch_to.active_element.get_attribute("data-label")
            if active in order:
                break
        assert active == order[0], "Tab reaches the first movable block"
    steps = order.index(label) - order.index(active)
    key = Keys.TAB
    chain = ActionChains(driver)
    if steps < 0:
        chain.key_down(Keys.SHIFT)
    chain.send_keys(*([key] * abs(steps)))
    if steps < 0:
        chain.key_up(Keys.SHIFT)
    chain.perform()
    focused = driver.switch_to.active_element
    assert focused.get_attribute("data-label") == label
    return focused


def key_slide(driver, label, orientation, distance, to_the_end=False):
    """Slides a block with the arrow keys: one press a tile, or Shift+arrow to the end."""
    focus_by_tab(driver, label)
    if orientation == "vertical":
        arrow = Keys.ARROW_DOWN if distance > 0 else Keys.ARROW_UP
    else:
        arrow = Keys.ARROW_RIGHT if distance > 0 else Keys.ARROW_LEFT
    if to_the_end:
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(arrow).key_up(Keys.SHIFT).perform()
    else:
        ActionChains(driver).send_keys(*([arrow] * abs(distance))).perform()


def moves_made(driver):
    return int(re.match(r"Moves (\d+) · ", text(driver, "counter")).group(1))


def assert_board_whole(driver):
    """Checks the board a person sees: every block of the puzzle open drawn on whole tiles
    inside the frame, and no tile under two blocks."""
    page_data = json.loads(text(driver, "unblock-data"))
    theme = page_data["theme"]
    puzzle = next(p for p in page_data["puzzles"] if p["name"] == text(driver, "puzzle-name"))
    taken = {}
    for node in driver.find_elements(By.CSS_SELECTOR, "#board g.block"):
        piece = puzzle["blocks"][int(node.get_attribute("data-index"))]
        x, y = (float(v) for v in re.findall(r"[-\d.]+", node.get_attribute("transform")))
        column = (x - theme["frame"] - theme["gap"] / 2) / theme["tile"]
        row = (y - theme["frame"] - theme["gap"] / 2) / theme["tile"]
        assert column.is_integer() and row.is_integer(), (piece, x, y)
        for k in range(piece["length"]):
            tile = (int(row) + k, int(column)) if piece["orientation"] == "vertical" \
                else (int(row), int(column) + k)
            assert 0 <= tile[0] < puzzle["rows"] and 0 <= tile[1] < puzzle["columns"], \
                (piece, tile)
            assert tile not in taken, (piece["label"], taken.get(tile), tile)
            taken[tile] = piece["label"]


def test_drag_solves_to_the_banner(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    puzzle = puzzle_data(driver)[0]
    assert text(driver, "counter") == "Moves 0 · best 17"
    assert text(driver, "puzzle-name") == "B-7764"
    assert driver.find_element(By.ID, "banner").get_attribute("hidden") is not None
    for count, move in enumerate(puzzle["solution"], start=1):
        piece = puzzle["blocks"][move["block"]]
        drag(driver, piece["label"], piece["orientation"], move["distance"])
        assert moves_made(driver) == count, f"move {count} was not one move"
        if count == 5:
            screenshot(driver, "drag-midway")
    assert text(driver, "banner") == "Solved in 17 moves · optimal 17"
    assert driver.find_element(By.ID, "banner").is_displayed()
    assert text(driver, "status") == "Solved in 17 moves · optimal 17"
    screenshot(driver, "drag-solved")


def test_drag_stops_at_other_blocks_and_snaps_to_tiles(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    before = layout(driver)
    # D (column 3, rows 0-1) has A below it and the frame above: a drag moves nothing.
    drag(driver, "D", "vertical", 2)
    assert layout(driver) == before
    assert moves_made(driver) == 0
    # F (column 5, rows 2-3) has one free tile above it, then E: a drag of 0.4 tiles snaps
    # back, and one of 2.6 tiles stops at E, one tile up, in one move.
    drag(driver, "F", "vertical", -0.4)
    assert layout(driver) == before and moves_made(driver) == 0
    drag(driver, "F", "vertical", -2.6)
    assert moves_made(driver) == 1
    assert text(driver, "status") == "Moves 1 · best 17"
    moved = [float(v) for v in re.findall(r"[-\d.]+", block(driver, "F").get_attribute("transform"))]
    start = [float(v) for v in re.findall(r"[-\d.]+", before["F"])]
    assert moved == [start[0], start[1] - 64], "F stopped one tile up, at E"


def test_only_the_primary_button_drags(pages, page):
    """A drag with the right or the middle button moves nothing and counts no move (it
    moved the block, and on some systems opened a menu over the board)."""
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    before = layout(driver)
    pixels = tile_pixels(driver)
    for pressed in (MouseButton.RIGHT, MouseButton.MIDDLE):
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to(block(driver, "F")).pointer_down(button=pressed)
        for _ in range(4):
            actions.pointer_action.move_by(0, int(-pixels / 4))
        actions.pointer_action.pointer_up(button=pressed)
        actions.perform()
        assert layout(driver) == before, pressed
        assert moves_made(driver) == 0, pressed
    drag(driver, "F", "vertical", -1)
    assert moves_made(driver) == 1, "the primary button drags"


def test_keyboard_solves_to_the_banner(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    puzzle = puzzle_data(driver)[0]
    for move in puzzle["solution"]:
        piece = puzzle["blocks"][move["block"]]
        key_slide(driver, piece["label"], piece["orientation"], move["distance"])
    # Each slide of several presses is one move: the stored line takes its 17 moves.
    assert moves_made(driver) == 17
    assert text(driver, "banner") == "Solved in 17 moves · optimal 17"
    screenshot(driver, "keyboard-solved")


def test_shift_arrow_slides_as_far_as_it_goes_in_one_move(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    # I (row 5, columns 0-1) can slide right? J stands at columns 2-3: no. B (column 0,
    # rows 0-2) slides down to rows 3-5? I stands at row 5: two tiles, to rows 2-4... B is
    # 3 long at rows 0-2; rows 3 and 4 are free, row 5 is I: Shift+Down moves it 2.
    key_slide(driver, "B", "vertical", 1, to_the_end=True)
    assert moves_made(driver) == 1
    assert text(driver, "status") == "Moves 1 · best 17"
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    assert moves_made(driver) == 1, "B is at the end of its run"
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    assert moves_made(driver) == 1, "a vertical block ignores left and right"


def test_presses_on_one_block_in_a_row_make_one_move(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    start = layout(driver)
    # B slides down 2 tiles (rows 3 and 4 are free): two presses, one move.
    key_slide(driver, "B", "vertical", 2)
    assert moves_made(driver) == 1
    ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
    assert moves_made(driver) == 1
    # Back where it started, the slide counts none.
    ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
    assert moves_made(driver) == 0 and layout(driver) == start
    # Another block's press starts a new move, and so does B's after it.
    key_slide(driver, "C", "vertical", 1)
    key_slide(driver, "B", "vertical", 1)
    assert moves_made(driver) == 2


def test_keys_pressed_mid_drag_wait_for_the_drag(pages, page):
    """Keys pressed while a block is held do not move the board under it: the arrows and
    Ctrl+Z do nothing, Escape puts the block back, and the drag goes on to one move."""
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    start = layout(driver)
    pixels = tile_pixels(driver)
    # B (column 0, rows 0-2) has rows 3 and 4 free under it, then I.
    ActionChains(driver, duration=0).click_and_hold(block(driver, "B")) \
        .move_by_offset(0, pixels).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN) \
        .move_by_offset(0, pixels).release().perform()
    screenshot(driver, "arrows-mid-drag")
    assert moves_made(driver) == 1
    assert_board_whole(driver)
    down = [float(v) for v in re.findall(r"[-\d.]+", block(driver, "B").get_attribute("transform"))]
    top = [float(v) for v in re.findall(r"[-\d.]+", start["B"])]
    assert down == [top[0], top[1] + 128], "B slid the two free tiles, as dragged"
    # Escape mid-drag puts the block back where it was, and the release moves nothing.
    before = layout(driver)
    ActionChains(driver, duration=0).click_and_hold(block(driver, "C")) \
        .move_by_offset(0, pixels).send_keys(Keys.ESCAPE).move_by_offset(0, pixels) \
        .release().perform()
    assert moves_made(driver) == 1 and layout(driver) == before
    # A left 1, then G held up a tile with Ctrl+Z pressed: A stays, G takes its place.
    drag(driver, "A", "horizontal", -1)
    ActionChains(driver, duration=0).click_and_hold(block(driver, "G")) \
        .move_by_offset(0, -pixels / 2).key_down(Keys.CONTROL).send_keys("z") \
        .key_up(Keys.CONTROL).move_by_offset(0, -pixels / 2).release().perform()
    screenshot(driver, "undo-mid-drag")
    assert moves_made(driver) == 3
    assert_board_whole(driver)
    # Play goes on: a hint, a key slide, a drag.
    button(driver, "Hint").click()
    assert text(driver, "hint-text").startswith("Hint: ")
    key_slide(driver, "B", "vertical", -1)
    drag(driver, "C", "vertical", 1)
    assert moves_made(driver) == 5
    assert_board_whole(driver)


@pytest.mark.parametrize("name", ["Undo", "Play solution"])
def test_a_button_pressed_mid_drag_cancels_the_drag(pages, page, name):
    """A button pressed while a block is held, as a second finger does, changes the board:
    the drag ends there, the block goes back, and its release moves nothing."""
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    driver.find_element(By.ID, "speed").send_keys(Keys.END)
    key_slide(driver, "F", "vertical", -1)
    pixels = tile_pixels(driver)
    # The button is pressed while B is held a tile down; B is then dragged on and let go.
    driver.execute_script(
        "document.getElementById('board').addEventListener('pointerdown',"
        " () => setTimeout(() => arguments[0].click(), 200), { once: true })",
        button(driver, name))
    ActionChains(driver, duration=0).click_and_hold(block(driver, "B")) \
        .move_by_offset(0, pixels).pause(0.8).move_by_offset(0, pixels).release().perform()
    if name == "Play solution":
        WebDriverWait(driver, 20).until(
            lambda d: d.find_element(By.ID, "banner").get_attribute("hidden") is None)
        assert moves_made(driver) == 17
    else:
        assert moves_made(driver) == 0
    time.sleep(0.3)  # the last slide's animation
    screenshot(driver, "button-mid-drag-" + name.replace(" ", "-").lower())
    assert_board_whole(driver)
    assert "dragging" not in block(driver, "B").get_attribute("class")


def test_fixed_blocks_take_no_focus(pages, page):
    """Tab stops on each movable block and never on a fixed one; a click on a fixed block
    neither focuses it nor rings it."""
    driver = page(pages("fixed", "Puzzles/fixed-blocks.yaml"))
    blocks = puzzle_data(driver)[0]["blocks"]
    movable = [b["label"] for b in blocks if b["orientation"] != "fixed"]
    driver.execute_script("document.activeElement.blur()")
    reached = []
    for _ in range(len(blocks) + 3):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        reached.append(driver.switch_to.active_element.get_attribute("data-label"))
    assert [label for label in reached if label] == movable, reached
    fixed = driver.find_elements(By.CSS_SELECTOR, "#board g.block.fixed")
    assert len(fixed) == 2
    for node in fixed:
        ActionChains(driver).click(node).perform()
        assert driver.switch_to.active_element.get_attribute("data-label") is None
        ring = driver.execute_script(
            "return getComputedStyle(arguments[0].querySelector('.focus-ring')).stroke", node)
        assert ring == "none"
    screenshot(driver, "fixed-clicked")


def test_undo_and_reset(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    start = layout(driver)
    key_slide(driver, "C", "vertical", 1)
    after_one = layout(driver)
    key_slide(driver, "B", "vertical", 1)
    assert moves_made(driver) == 2
    button(driver, "Undo").click()
    assert moves_made(driver) == 1 and layout(driver) == after_one
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()
    assert moves_made(driver) == 0 and layout(driver) == start
    assert not button(driver, "Undo").is_enabled()
    key_slide(driver, "B", "vertical", 2)
    button(driver, "Reset").click()
    assert moves_made(driver) == 0 and layout(driver) == start
    assert text(driver, "counter") == "Moves 0 · best 17"


def test_hints_from_off_the_optimal_line_lead_to_the_exit_in_the_moves_to_go(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    puzzle = puzzle_data(driver)[0]
    first = puzzle["blocks"][puzzle["solution"][0]["block"]]["label"]
    # Moves that are not the line's first leave it for good: a board one move from the
    # start is at least n - 1 moves from the exit, so it is on the line only after 1 move.
    away = [m for m in (("B", "vertical", 1), ("C", "vertical", 1), ("F", "vertical", -1))
            if m[0] != first][:2]
    for label, orientation, distance in away:
        key_slide(driver, label, orientation, distance)
    assert moves_made(driver) == 2
    button(driver, "Hint").click()
    shown = re.fullmatch(r"Hint: ([A-Za-z])([+-]\d+) · (\d+) moves? to go",
                         text(driver, "hint-text"))
    assert shown, text(driver, "hint-text")
    to_go = int(shown.group(3))
    assert to_go >= 16
    assert text(driver, "status") == text(driver, "hint-text")
    screenshot(driver, "hint-shown")
    followed = 0
    while driver.find_element(By.ID, "banner").get_attribute("hidden") is not None:
        button(driver, "Hint").click()
        shown = re.fullmatch(r"Hint: ([A-Za-z])([+-]\d+) · (\d+) moves? to go",
                             text(driver, "hint-text"))
        assert shown and int(shown.group(3)) == to_go - followed
        label, distance = shown.group(1), int(shown.group(2))
        orientation = next(b["orientation"] for b in puzzle["blocks"] if b["label"] == label)
        drag(driver, label, orientation, distance)
        followed += 1
        assert followed <= to_go, "the hints did not reach the exit in the moves to go"
    assert followed == to_go
    assert text(driver, "banner") == f"Solved in {2 + to_go} moves · optimal 17"


def test_solution_plays_forward_and_back(pages, page):
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    start = layout(driver)
    # The fastest speed, with the keyboard on the slider.
    slider = driver.find_element(By.ID, "speed")
    slider.send_keys(Keys.END)
    button(driver, "Play solution").click()
    assert button(driver, "Pause").is_displayed()
    WebDriverWait(driver, 20).until(
        lambda d: d.find_element(By.ID, "banner").get_attribute("hidden") is None)
    assert text(driver, "banner") == "Solved in 17 moves · optimal 17"
    assert button(driver, "Play solution").is_displayed()
    assert not button(driver, "Step forward").is_enabled()
    screenshot(driver, "playback-solved")
    for count in range(16, -1, -1):
        button(driver, "Step back").click()
        assert moves_made(driver) == count
    assert layout(driver) == start
    button(driver, "Step forward").click()
    button(driver, "Step forward").click()
    assert moves_made(driver) == 2
    assert text(driver, "status").startswith("Step 2 of 17: ")
    # Pause stops the playback where it is.
    button(driver, "Play solution").click()
    button(driver, "Pause").click()
    paused = moves_made(driver)
    time.sleep(0.6)
    assert moves_made(driver) == paused
    button(driver, "Reset").click()
    assert layout(driver) == start


def test_solution_plays_from_off_the_line_to_the_end(pages, page):
    """From a board off the stored line, Play solution starts again from the start and
    plays all of it."""
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    driver.find_element(By.ID, "speed").send_keys(Keys.END)
    key_slide(driver, "F", "vertical", -1)
    button(driver, "Play solution").click()
    WebDriverWait(driver, 20).until(
        lambda d: d.find_element(By.ID, "banner").get_attribute("hidden") is None)
    assert text(driver, "banner") == "Solved in 17 moves · optimal 17"


def test_moves_through_a_set_and_keeps_progress(pages, page):
    driver = page(pages("set", "Puzzles/size-5x5.yaml"))
    puzzles = puzzle_data(driver)
    names = [p["name"] for p in puzzles]
    assert len(puzzles) == 5
    assert text(driver, "page-title") == "size-5x5"
    assert text(driver, "puzzle-name") == names[0]
    assert text(driver, "puzzle-facts") == \
        f"{puzzles[0]['level']}, {puzzles[0]['minimalMoves']} moves · puzzle 1 of 5"
    assert not button(driver, "Previous puzzle").is_enabled()
    button(driver, "Next puzzle").click()
    assert text(driver, "puzzle-name") == names[1]
    assert text(driver, "counter") == f"Moves 0 · best {puzzles[1]['minimalMoves']}"
    button(driver, "Play solution").click()
    button(driver, "Pause").click()
    button(driver, "Step forward").click()
    kept = moves_made(driver)
    assert kept >= 1
    kept_layout = layout(driver)
    button(driver, "Previous puzzle").click()
    assert text(driver, "puzzle-name") == names[0]
    assert moves_made(driver) == 0
    # The list opens any puzzle; the last has no next one.
    item = driver.find_element(By.XPATH, f'//nav//button[span[@class="name"]="{names[4]}"]')
    assert item.accessible_name == f"{names[4]}, beginner, 15 moves"
    item.click()
    assert text(driver, "puzzle-name") == names[4]
    assert not button(driver, "Next puzzle").is_enabled()
    screenshot(driver, "set-last")
    # The address names the puzzle open, so a reload opens it again; progress lives in
    # localStorage, so it survives the reload.
    assert driver.current_url.endswith("#puzzle-5")
    driver.refresh()
    assert text(driver, "puzzle-name") == names[4]
    button(driver, "Previous puzzle").click()
    assert driver.current_url.endswith("#puzzle-4")
    driver.find_element(By.XPATH, f'//nav//button[span[@class="name"]="{names[1]}"]').click()
    assert text(driver, "puzzle-name") == names[1]
    assert moves_made(driver) == kept and layout(driver) == kept_layout


def test_the_list_shows_the_puzzle_open_and_comes_after_the_board(pages, browser, page):
    """Opening a puzzle far down a set's list scrolls the list, which scrolls on its own,
    to show it (it stayed at the first puzzles); the page itself stays where it is. The
    board comes before the list to the Tab key, as a phone draws them."""
    driver = page(pages("expert", "Puzzles/expert.yaml"))
    try:
        page_size(browser, driver, 1100, 600)
        nav = driver.find_element(By.ID, "puzzle-nav")
        assert driver.execute_script("return arguments[0].scrollHeight", nav) > nav.rect["height"]
        for number in (15, 25):
            if number == 15:
                for _ in range(14):
                    button(driver, "Next puzzle").click()
            else:
                driver.get(driver.current_url.split("#")[0] + "#puzzle-25")
                driver.refresh()
            assert text(driver, "puzzle-facts").endswith(f"puzzle {number} of 25")
            current = driver.find_element(By.CSS_SELECTOR, 'nav button[aria-current="true"]')
            view = driver.find_element(By.ID, "puzzle-nav").rect
            assert view["y"] <= current.rect["y"], (number, current.rect, view)
            assert current.rect["y"] + current.rect["height"] <= view["y"] + view["height"] + 1, \
                (number, current.rect, view)
        assert driver.execute_script("return window.scrollY") == 0
        # From the top of the page, Tab reaches the board before any puzzle of the list.
        driver.execute_script("document.activeElement.blur()")
        for _ in range(10):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            active = driver.switch_to.active_element
            assert active.find_elements(By.XPATH, "ancestor::nav") == [], "a puzzle came first"
            if active.get_attribute("data-label"):
                break
        assert driver.switch_to.active_element.get_attribute("data-label"), "Tab reached the board"
    finally:
        browser.set_window_size(1100, 1000)


def test_a_puzzle_solved_from_the_start_says_nothing_of_hints(pages, page, tmp_path):
    """A puzzle whose prisoner starts at the chute is solved in 0 moves: the page says so,
    and no note on how hints are given (it said the cluster was too large for hints)."""
    (tmp_path / "solved.txt").write_text("..BCCC\nD.BEFF\nD..EAA>\n.H..GI\n.HJJGI\n.KKLL.\n")
    driver = page(pages("solved", str(tmp_path / "solved.txt")))
    assert text(driver, "banner").startswith("Solved in 0 moves")
    assert text(driver, "hint-note") == ""
    assert driver.page_source.count("<noscript>") == 1


def test_only_the_players_own_solve_is_ticked(pages, page, tmp_path):
    """A puzzle solved by the playback, in whole or in part, is not ticked in the list as
    solved; one the player solves by hand is, with its count."""
    source = tmp_path / "short.txt"
    source.write_text("..B.\nAAB.>\n....\n....\n")
    driver = page(pages("short-set", str(source), "Puzzles/B-7764.yaml"))
    item = driver.find_element(By.CSS_SELECTOR, "#puzzle-list li button")
    name = puzzle_data(driver)[0]["name"]
    assert item.accessible_name == f"{name}, warm-up, 2 moves"
    driver.find_element(By.ID, "speed").send_keys(Keys.END)
    button(driver, "Play solution").click()
    WebDriverWait(driver, 10).until(
        lambda d: d.find_element(By.ID, "banner").get_attribute("hidden") is None)
    assert text(driver, "banner") == "Solved in 2 moves · optimal 2"

    def ticked():
        item = driver.find_element(By.CSS_SELECTOR, "#puzzle-list li button")
        mark = item.find_element(By.CLASS_NAME, "mark").get_attribute("textContent")
        return mark, item.accessible_name

    assert ticked() == ("", f"{name}, warm-up, 2 moves")
    driver.refresh()
    assert moves_made(driver) == 2 and ticked() == ("", f"{name}, warm-up, 2 moves")
    # The playback's first move, then the last by hand: still the playback's solve.
    button(driver, "Step back").click()
    drag(driver, "A", "horizontal", 2)
    assert text(driver, "banner") == "Solved in 2 moves · optimal 2"
    assert ticked() == ("", f"{name}, warm-up, 2 moves")
    screenshot(driver, "played-not-ticked")
    # From the start, by hand.
    button(driver, "Reset").click()
    key_slide(driver, "B", "vertical", 2)
    drag(driver, "A", "horizontal", 2)
    assert ticked() == (" ✓ 2", f"{name}, warm-up, 2 moves, solved in 2 moves")
    driver.refresh()
    assert ticked() == (" ✓ 2", f"{name}, warm-up, 2 moves, solved in 2 moves")


def test_progress_stays_with_its_own_puzzle(pages, page, tmp_path):
    """Puzzles of one name whose blocks start at the same places but differ in size, in
    the chute's side, in a block's length or in its orientation keep their progress apart."""
    drafts = {"4x4": ".AA.>\n....\n.BB.\n....\n",
              "5x5": ".AA..>\n.....\n.BB..\n.....\n.....\n",
              "left": "<.AA.\n ....\n .BB.\n ....\n",
              "longer": ".AA.>\n....\n.BBB\n....\n",
              "upright": ".AA.>\n....\n.B..\n.B..\n"}
    urls = {}
    for kind, grid in drafts.items():
        (tmp_path / kind).mkdir()
        (tmp_path / kind / "draft.txt").write_text(grid)
        urls[kind] = pages("draft-" + kind, str(tmp_path / kind / "draft.txt"))
    driver = page(urls["4x4"])
    key_slide(driver, "B", "horizontal", -1)
    assert moves_made(driver) == 1
    for kind in ("5x5", "left", "longer", "upright"):
        driver.get(urls[kind])
        assert text(driver, "puzzle-name") == "draft"
        assert moves_made(driver) == 0, kind
    driver.get(urls["4x4"])
    assert moves_made(driver) == 1


@pytest.mark.parametrize("stored, moves", [
    ('{"moves":"x"}', 0), ('{"moves":{"length":3}}', 0), ('{"moves":[[0,1,0],"zz"]}', 1),
    ('[1,2]', 0), ('"text"', 0), ('{"moves":[[0.5,1]],"solved":"many"}', 0),
    ('{"moves":[[1,1,1,1]],"solved":-3}', 0),
])
def test_progress_of_another_shape_is_left_unread(pages, page, stored, moves):
    """Progress under the page's key written in another shape (another page or version on
    the same file:// origin) blanked the page with a TypeError: it is now left unread, but
    for the moves before the first it cannot read."""
    driver = page(pages("b7764", "Puzzles/B-7764.yaml"))
    start = layout(driver)
    key_slide(driver, "C", "vertical", 1)
    key = driver.execute_script("return Object.keys(localStorage)[0]")
    assert key.startswith("unblock-play:B-7764:")
    driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", key, stored)
    driver.refresh()
    assert text(driver, "puzzle-name") == "B-7764"
    assert moves_made(driver) == moves and (moves > 0 or layout(driver) == start)
    assert_board_whole(driver)
    assert "✓" not in driver.find_element(By.ID, "puzzle-list").text


def test_the_address_opens_a_puzzle_of_the_set(pages, page):
    """A link to #puzzle-N opens puzzle N; editing the address opens another; an address
    that names no puzzle of the set opens the first."""
    url = pages("set", "Puzzles/size-5x5.yaml")
    driver = page(url)
    names = [p["name"] for p in puzzle_data(driver)]
    driver.get(url + "#puzzle-3")
    driver.refresh()
    assert text(driver, "puzzle-name") == names[2]
    assert text(driver, "puzzle-facts").endswith(" · puzzle 3 of 5")
    driver.execute_script("location.hash = '#puzzle-2'")
    WebDriverWait(driver, 5).until(lambda d: text(d, "puzzle-name") == names[1])
    for address in ("#puzzle-9", "#puzzle-0", "#elsewhere"):
        driver.get(url + address)
        driver.refresh()
        assert text(driver, "puzzle-name") == names[0], address
        assert driver.current_url.endswith("#puzzle-1"), address


def page_size(browser, driver, width, height):
    """Makes the page `width` by `height` CSS pixels. The window's own bars take some of its
    height, so the window is sized, measured, and sized again; a resize takes effect a
    moment after the call returns, on a busy machine long enough for a reading to come too
    soon, so each waits until the page sees it."""
    browser.set_window_size(width, height)
    # The width may be held at the window's least, the height is not.
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return window.outerHeight") == height)
    bars = driver.execute_script("return window.outerHeight - window.innerHeight")
    browser.set_window_size(width, height + bars)
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return window.innerHeight") == height,
        f"the page never became {height} pixels high")


@pytest.mark.parametrize("source, width, height", [
    ("Puzzles/size-5x5.yaml", 375, 667),
    ("Puzzles/tall-block-list.yaml", 375, 667),
    ("Puzzles/tall-block-list.yaml", 1100, 720),
    ("Puzzles/size-8x8.yaml", 1100, 600),
    ("Puzzles/B-7764.yaml", 1100, 1000),
    # Around the phone layout's 42rem (672 px): from 673 to about 725 px the board once fell
    # under the whole list, out of view, at its smallest.
    ("Puzzles/expert.yaml", 660, 757),
    ("Puzzles/expert.yaml", 673, 757),
    ("Puzzles/expert.yaml", 700, 757),
    ("Puzzles/expert.yaml", 720, 757),
    ("Puzzles/expert.yaml", 740, 757),
], ids=["phone-5x5", "phone-tall", "desktop-tall", "desktop-8x8", "desktop-6x6",
        "set-660", "set-673", "set-700", "set-720", "set-740"])
def test_the_board_and_counter_fit_the_window(pages, browser, page, source, width, height):
    """On a phone's screen (375 by 667 CSS pixels) and in a short desktop window alike, the
    board, the move counter and the line a hint is given on are in view without scrolling,
    the board as large as that allows and its tiles at least 40 CSS pixels; the list of the
    set's puzzles is beside them, or, on a phone, after them."""
    name = "fit-" + source.rsplit("/", 1)[-1].removesuffix(".yaml")
    driver = page(pages(name, source, "--hint-states", "10"))
    try:
        page_size(browser, driver, width, height)
        inner = driver.execute_script("return document.documentElement.clientWidth")
        board = driver.find_element(By.ID, "board").rect
        counter = driver.find_element(By.ID, "counter").rect
        screenshot(driver, "fit-" + name.removeprefix("fit-") + f"-{width}x{height}")
        hint = driver.find_element(By.ID, "hint-text").rect
        bottom = counter["y"] + counter["height"]
        assert board["y"] + board["height"] <= height, (board, height)
        assert bottom <= height, (counter, height)
        assert hint["y"] + hint["height"] <= height, (hint, height)
        assert board["x"] >= 0 and board["x"] + board["width"] <= inner, (board, inner)
        # As large as fits: as wide as its column lets it be, or the hint's line at the
        # bottom.
        column = driver.execute_script(
            "return document.getElementById('board-wrap').getBoundingClientRect().width")
        assert board["width"] >= column - 1 or hint["y"] + hint["height"] >= height - 24, \
            (board, column, hint)
        assert tile_pixels(driver) >= 40, (board, width)
        nav = driver.find_element(By.ID, "puzzle-nav")
        if nav.is_displayed():
            beside = nav.rect["x"] + nav.rect["width"] <= board["x"]
            assert beside or nav.rect["y"] >= bottom, (nav.rect, board, counter)
            assert beside == (width > 672), (nav.rect, board, width)
    finally:
        browser.set_window_size(1100, 1000)


@pytest.mark.parametrize("source, width, height", [
    ("Puzzles/size-8x8.yaml", 667, 375),
    ("Puzzles/size-7x7.yaml", 667, 375),
    ("Puzzles/tall-block-list.yaml", 667, 375),
    ("Puzzles/expert.yaml", 667, 375),
    ("Puzzles/size-8x8.yaml", 900, 420),
    ("Puzzles/expert.yaml", 900, 420),
    # Phones on their side wider than 42rem: the list beside the board once squeezed it
    # and pushed Hint out of view.
    ("Puzzles/size-8x8.yaml", 740, 360),
    ("Puzzles/size-8x8.yaml", 732, 412),
    ("Puzzles/expert.yaml", 844, 390),
    ("Puzzles/expert.yaml", 780, 360),
], ids=["phone-8x8", "phone-7x7", "phone-tall", "phone-set", "short-8x8", "short-set",
        "set-8x8-740", "set-8x8-732", "set-844", "set-780"])
def test_a_phone_on_its_side_shows_the_board_beside_the_counter(
        pages, browser, page, source, width, height):
    """In a short, wide window, such as a 375 by 667 phone on its side, the board takes the
    window's height and the move counter and buttons sit beside it: both are in view without
    scrolling, the tiles at least 28 CSS pixels, and nothing wider than the window. (Over
    and under each other, a 7x7 or 8x8 board pushed the counter out of view.)"""
    name = "side-" + source.rsplit("/", 1)[-1].removesuffix(".yaml")
    driver = page(pages(name, source, "--hint-states", "10"))
    try:
        page_size(browser, driver, width, height)
        screenshot(driver, f"{name}-{width}x{height}")
        inner = driver.execute_script("return document.documentElement.clientWidth")
        wide = driver.execute_script("return document.documentElement.scrollWidth")
        board = driver.find_element(By.ID, "board").rect
        counter = driver.find_element(By.ID, "counter").rect
        assert wide <= inner, (wide, inner)
        assert board["y"] + board["height"] <= height, (board, height)
        assert counter["y"] + counter["height"] <= height, (counter, height)
        # Undo, Reset and Hint in view, and what a hint says under them.
        for name in ("undo", "reset", "hint"):
            shown = driver.find_element(By.ID, name).rect
            assert shown["y"] + shown["height"] <= height, (name, shown, height)
        button(driver, "Hint").click()
        said = driver.find_element(By.ID, "hint-text")
        assert said.get_attribute("textContent").startswith("Hint: "), said.text
        assert said.rect["y"] + said.rect["height"] <= height, (said.rect, height)
        assert counter["x"] >= board["x"] + board["width"], (counter, board)
        assert board["x"] + board["width"] <= inner, (board, inner)
        assert tile_pixels(driver) >= 28, board
        # As large as the height allows: the board ends near the window's bottom.
        assert board["y"] + board["height"] >= height - 40, (board, height)
    finally:
        browser.set_window_size(1100, 1000)


@pytest.mark.parametrize("width, height", [(375, 667), (1100, 1000)])
def test_a_long_name_without_spaces_stays_in_the_window(
        pages, browser, page, tmp_path, width, height):
    """A name of 120 letters without a space widened a phone's page to 826 pixels, and cut
    off the heading and the list: it now breaks to the width."""
    name = "Q" * 120
    (tmp_path / "long.yaml").write_text(
        "puzzles:\n"
        + "".join(f"  - name: {n}\n    board: |\n      .AA.>\n      ....\n      .BB.\n"
                  "      ....\n" for n in (name, "short")))
    driver = page(pages(f"long-name-{width}", str(tmp_path / "long.yaml")))
    try:
        page_size(browser, driver, width, height)
        assert text(driver, "puzzle-name") == name
        sizes = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert sizes[0] <= sizes[1], sizes
        screenshot(driver, f"long-name-{width}x{height}")
    finally:
        browser.set_window_size(1100, 1000)


def test_buttons_and_live_region_are_accessible(pages, page):
    driver = page(pages("set", "Puzzles/size-5x5.yaml"))
    names = [b.accessible_name for b in driver.find_elements(By.CSS_SELECTOR, "main button")]
    assert sorted(names) == sorted(BUTTONS)
    status = driver.find_element(By.ID, "status")
    assert status.get_attribute("role") == "status"
    assert text(driver, "status").startswith("size-5x5-001: beginner, ")
    button(driver, "Hint").click()
    assert text(driver, "status").startswith("Hint: ")
    # A button that Tab reaches shows a ring: its outline is drawn.
    last = [b["label"] for b in puzzle_data(driver)[0]["blocks"] if b["orientation"] != "fixed"]
    focus_by_tab(driver, last[-1])
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.accessible_name == "Hint"
    outline = driver.execute_script(
        "return getComputedStyle(document.activeElement).outlineStyle")
    assert outline == "solid"
    screenshot(driver, "focus")
    # Every text on the page stands out from what lies behind it by at least 4.5:1 (WCAG
    # AA), buttons enabled and disabled alike, and so does each label on the blocks.
    low = driver.execute_script(CONTRAST)
    assert low == []


CONTRAST = """
const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const luminance = (rgb) => 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
const parse = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
const ratio = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
function behind(node) {
  for (let n = node; n; n = n.parentElement) {
    const c = parse(getComputedStyle(n).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3);
  }
  return [255, 255, 255];
}
const low = [];
for (const node of document.querySelectorAll("h1, h2, p, button, label, nav span")) {
  if (!node.textContent.trim() || node.closest("[hidden]") || node.id === "status") continue;
  const r = ratio(parse(getComputedStyle(node).color).slice(0, 3), behind(node));
  if (r < 4.5) low.push(node.tagName + " " + node.textContent.trim() + " " + r.toFixed(2));
}
for (const g of document.querySelectorAll("#board g.block:not(.fixed)")) {
  const r = ratio(parse(g.querySelector("text").getAttribute("fill").replace(/^#/, "")
    .match(/../g).map((h) => parseInt(h, 16)).join(",")),
    parse(g.querySelector("rect").getAttribute("fill").replace(/^#/, "")
    .match(/../g).map((h) => parseInt(h, 16)).join(",")));
  if (r < 4.5) low.push("block " + g.dataset.label + " " + r.toFixed(2));
}
return low;
"""


def test_large_clusters_fall_back_to_the_optimal_line_and_say_so(pages, page):
    driver = page(pages("fallback", "Puzzles/B-7764.yaml", "--hint-states", "10"))
    assert text(driver, "hint-note").startswith(
        "This puzzle's cluster has more than 10 states, more than the page carries: "
        "hints follow the stored optimal line")
    button(driver, "Hint").click()
    assert re.fullmatch(r"Hint: [A-Z][+-]\d · 17 moves to go", text(driver, "hint-text"))
    # C+1 or C+2, whichever the stored line does not start with, leaves the line.
    puzzle = puzzle_data(driver)[0]
    first = puzzle["solution"][0]
    on_line = puzzle["blocks"][first["block"]]["label"] == "C" and first["distance"] == 1
    key_slide(driver, "C", "vertical", 2 if on_line else 1)
    button(driver, "Hint").click()
    assert text(driver, "hint-text") == \
        "Off the stored optimal line: Undo or Reset to get back on it"
    screenshot(driver, "fallback")


@pytest.mark.parametrize("limit, words", [("1", "1 state"), ("12345", "12,345 states")])
def test_the_fallback_note_counts_its_states_in_words(pages, page, limit, words):
    """--hint-states 1 made "more than 1 states"."""
    driver = page(pages("fallback-" + limit, "Puzzles/I-4.yaml", "--hint-states", limit))
    assert text(driver, "hint-note").startswith(
        f"This puzzle's cluster has more than {words}, more than the page carries: ")


def test_unsolvable_puzzles_play_without_hints(pages, page, tmp_path):
    source = tmp_path / "stuck.txt"
    source.write_text("..B.\nAAB.>\n..B.\n....\n")
    driver = page(pages("stuck", str(source), "--allow-unsolvable"))
    assert text(driver, "counter") == "Moves 0 · no solution"
    assert not button(driver, "Hint").is_enabled()
    assert not button(driver, "Play solution").is_enabled()
    assert text(driver, "hint-note") == \
        "This puzzle has no solution: no hints and no solution to play."


def test_the_readme_view(pages, browser, page):
    """The view README.md shows as Docs/play.png (a copy of the screenshot this takes): a
    set, its third puzzle three steps into the solution, a hint on the board."""
    driver = page(pages("expert", "Puzzles/expert.yaml"))
    browser.set_window_size(1000, 960)
    try:
        driver.find_element(By.XPATH, '//nav//button[span[@class="name"]="expert-003"]').click()
        for _ in range(3):
            button(driver, "Step forward").click()
        time.sleep(1.0)  # the last slide's animation
        button(driver, "Hint").click()
        assert text(driver, "counter") == "Moves 3 · best 41"
        assert re.fullmatch(r"Hint: [A-Z][+-]\d · 38 moves to go", text(driver, "hint-text"))
        driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
        screenshot(driver, "readme")
    finally:
        browser.set_window_size(1100, 1000)
