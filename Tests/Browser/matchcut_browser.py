"""Chromium driven by Selenium, for Matchcut's browser tests (the golden report, the preview).

Debian's chromium and chromium-driver, and Selenium from .build/browser-venv ('make deps'
installs them all, and 'make test' runs it). Nothing is downloaded here: the driver
and the browser are given by path, and Selenium Manager is told to stay offline.

A script calls skip_unless_ready() first: when something is missing it prints why and
exits with SKIP (77), which the Swift side (BrowserScript) turns into a skipped test.
"""
import os
import sys
import time

SKIP = 77
# The paths may be overridden, so that a test can show what a machine without them sees.
CHROMIUM = os.environ.get("MATCHCUT_CHROMIUM", "/usr/bin/chromium")
DRIVER = os.environ.get("MATCHCUT_CHROMEDRIVER", "/usr/bin/chromedriver")


def missing():
    """What is missing for a browser test, as one sentence, or None."""
    for path, package in ((CHROMIUM, "chromium"), (DRIVER, "chromium-driver")):
        if not os.access(path, os.X_OK):
            return f"no {path}: install {package} with 'make deps' (or apt-get install {package})"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "no Selenium in this Python: 'make deps' installs it (into .build/browser-venv)"
    return None


def skip_unless_ready():
    reason = missing()
    if reason:
        print(f"skipped: {reason}")
        sys.exit(SKIP)


def open_browser(width=1200, height=900):
    """A headless Chromium window of width × height CSS pixels at device scale 1."""
    os.environ["SE_OFFLINE"] = "true"
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def wait_for(condition, what, timeout=10):
    """Polls condition() until it is truthy; fails naming what was awaited."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def equal(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected!r}, got {actual!r}")


def near(actual, expected, what, tolerance=1.0):
    if abs(actual - expected) > tolerance:
        raise AssertionError(f"{what}: expected {expected} ± {tolerance}, got {actual}")
