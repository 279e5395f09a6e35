"""Fixtures of the play page's browser tests: pages written by the built `unblock play`,
and headless Debian Chromium driven by Selenium through /usr/bin/chromedriver.

Selenium is given both the driver and the browser, so Selenium Manager never runs and
nothing is downloaded. Screenshots go to $UNBLOCK_SCREENSHOTS (default
.build/web-screenshots), never into the repository's tracked files.
"""

import os
import pathlib
import subprocess

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
UNBLOCK = os.environ.get("UNBLOCK") or str(ROOT / ".build" / "debug" / "unblock")
SHOTS = pathlib.Path(os.environ.get("UNBLOCK_SCREENSHOTS") or ROOT / ".build" / "web-screenshots")


@pytest.fixture(scope="session")
def pages(tmp_path_factory):
    """Writes a page with `unblock play ARGS... -o NAME.html` and returns its file:// URL."""
    folder = tmp_path_factory.mktemp("pages")
    made = {}

    def make(name, *arguments):
        if (name, arguments) in made:
            return made[(name, arguments)]
        target = folder / (name + ".html")
        result = subprocess.run(
            [UNBLOCK, "play", *arguments, "-o", str(target)],
            cwd=ROOT, capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stderr
        made[(name, arguments)] = target.as_uri()
        return made[(name, arguments)]

    return make


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1100,1000", "--disable-gpu"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"),
                              options=options)
    yield driver
    driver.quit()


@pytest.fixture
def page(browser, request):
    """The browser with a fresh localStorage, checked after the test for console errors and
    requests: the page must log no error and fetch nothing beyond itself."""
    opened = []

    def open_page(url):
        browser.get(url)
        browser.execute_script("localStorage.clear()")
        browser.get(url)
        opened.append(url)
        return browser

    yield open_page
    if not opened:
        return
    errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == []
    fetched = browser.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)")
    assert fetched == []


def screenshot(driver, name):
    """Saves the window as SHOTS/NAME.png, for a person to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SHOTS / (name + ".png")))
