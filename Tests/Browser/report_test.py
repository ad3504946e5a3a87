"""Drives a golden report in Chromium and asserts what the page shows.

usage: report_test.py REPORT_FOLDER SCENE FRAME ACCEPT_COMMAND PLAYER_SCENE

REPORT_FOLDER holds report.html and report.json; FRAME of SCENE failed with changed
regions and ACCEPT_COMMAND accepts it; PLAYER_SCENE has several key frames to play.
Every check prints one 'ok' line; the first that fails raises, and the exit status is 1.
"""
import json
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from matchcut_browser import check, equal, near, open_browser, skip_unless_ready, wait_for  # noqa: E402

skip_unless_ready()
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

folder, scene_name, frame_name, accept, player_scene = sys.argv[1:6]
report = json.load(open(f"{folder}/report.json"))
scene = next(s for s in report["scenes"] if s["name"] == scene_name)
frame = next(f for f in scene["frames"] if f["name"] == frame_name)
regions = frame["changedRegions"]
width, height = frame["actualSize"]["width"], frame["actualSize"]["height"]


def ok(text):
    print("ok", text)


def rect(element):
    return driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];",
                                 element)


def click(element):
    """A real click, on the element scrolled to the middle of the window (clear of the sticky toolbar)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def visible(selector, root=None):
    return [e for e in (root or driver).find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


driver = open_browser()
try:
    driver.get(f"file://{folder}/report.html")
    equal(driver.title, "Matchcut golden report", "title")
    frames = sum(len(s["frames"]) for s in report["scenes"])
    equal(driver.find_element(By.ID, "shown").text, f"{frames} of {frames} frames shown", "frames shown")
    ok("the report loads and shows every frame")

    block_id = "".join(c if c.isalnum() or c == "-" else "-" for c in f"{scene_name}-{frame_name}")
    block = driver.find_element(By.ID, block_id)
    equal(block.find_element(By.CSS_SELECTOR, ".accept .command").text, accept, "accept command")
    copy = block.find_element(By.CSS_SELECTOR, ".accept .copy")
    click(copy)
    wait_for(lambda: copy.text == "Copied", "the copy button to say Copied")
    equal(copy.get_attribute("data-copied"), accept, "copied text")
    ok("the frame's accept command is shown and copied")

    # The thumbnails carry one box per changed region, where the region is.
    shot = block.find_element(By.CSS_SELECTOR, "figure.actual a.shot")
    boxes = shot.find_elements(By.CSS_SELECTOR, ".box")
    equal(len(boxes), len(regions), "boxes on the thumbnail")
    image = shot.find_element(By.TAG_NAME, "img")
    scale = rect(image)[2] / width
    for box, region in zip(boxes, regions):
        b, i = rect(box), rect(image)
        near(b[0] - i[0], region["x"] * scale, "thumbnail box left", 1.5)
        near(b[2], max(4, region["width"] * scale), "thumbnail box width", 1.5)
    ok(f"{len(regions)} boxes over the thumbnail at the regions of report.json")

    # Click: the inspector at 1:1, then 4×, boxes on their pixels; then the diff.
    click(shot)
    inspector = driver.find_element(By.ID, "inspector")
    wait_for(inspector.is_displayed, "the inspector to open")
    stage_image = inspector.find_element(By.CSS_SELECTOR, ".stage img")
    wait_for(lambda: driver.execute_script("return arguments[0].naturalWidth", stage_image) == width, "the image to load")
    wait_for(lambda: abs(rect(stage_image)[2] - width) < 0.5, "the image at 1:1")
    equal(inspector.get_attribute("data-kind"), "actual", "inspected image")
    ok(f"a click opens the actual image at 1:1 ({width} px wide)")
    click(inspector.find_element(By.CSS_SELECTOR, ".zoom[data-zoom='4']"))
    wait_for(lambda: abs(rect(stage_image)[2] - 4 * width) < 0.5, "the image at 4×")
    near(rect(stage_image)[3], 4 * height, "height at 4×", 0.5)
    stage_boxes = inspector.find_elements(By.CSS_SELECTOR, ".stage .box")
    equal(len(stage_boxes), len(regions), "boxes in the inspector")
    for box, region in zip(stage_boxes, regions):
        b, i = rect(box), rect(stage_image)
        near(b[0] - i[0], 4 * region["x"], "box left at 4×")
        near(b[1] - i[1], 4 * region["y"], "box top at 4×")
        near(b[2], 4 * region["width"], "box width at 4×")
        near(b[3], 4 * region["height"], "box height at 4×")
    ok("at 4× the image is four times as large and every box sits on its region's pixels")
    click(inspector.find_element(By.CSS_SELECTOR, ".kinds button[data-kind='diff']"))
    wait_for(lambda: stage_image.get_attribute("src").endswith(".diff.png"), "the diff in the inspector")
    near(rect(stage_image)[2], 4 * width, "the diff keeps the zoom", 0.5)
    ok("the inspector switches to the diff and keeps the zoom")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait_for(lambda: not inspector.is_displayed(), "Escape to close the inspector")
    ok("Escape closes the inspector")

    # The wipe: keys move the slider; the actual covers that share of the width.
    slider = block.find_element(By.CSS_SELECTOR, "figure.compare .slider")
    over = block.find_element(By.CSS_SELECTOR, "figure.compare .over")
    wipe = block.find_element(By.CSS_SELECTOR, "figure.compare .wipe")
    click(slider)
    slider.send_keys(Keys.HOME)
    for _ in range(20):
        slider.send_keys(Keys.ARROW_RIGHT)
    equal(slider.get_attribute("value"), "20", "slider after Home and 20 steps right")
    near(rect(over)[2], rect(wipe)[2] * 0.2 + 2, "the actual's share of the wipe (and its 2-px line)", 1.0)
    click(block.find_element(By.CSS_SELECTOR, "figure.compare .toggle"))
    equal(slider.get_attribute("value"), "100", "flip from 20 % (mostly expected) to all actual")
    near(rect(over)[2], rect(wipe)[2] + 2, "the actual over the whole wipe", 1.0)
    ok("the slider moves the wipe, and the flip button flips it")

    # Filters: one scene; then no passing frames.
    Select(driver.find_element(By.ID, "scene-filter")).select_by_value(player_scene)
    shown = [a.get_attribute("data-scene") for a in visible("article.scene")]
    equal(shown, [player_scene], "scenes shown after choosing one")
    Select(driver.find_element(By.ID, "scene-filter")).select_by_value("")
    click(driver.find_element(By.CSS_SELECTOR, ".status-filter[value='passed']"))
    statuses = {f.get_attribute("data-status") for f in visible(".frame")}
    check(statuses and "passed" not in statuses, f"statuses shown without 'passed': {statuses}")
    failing = sum(1 for s in report["scenes"] for f in s["frames"] if f["status"] != "passed")
    equal(len(visible(".frame")), failing, "frames shown without the passing ones")
    equal(driver.find_element(By.ID, "shown").text, f"{failing} of {frames} frames shown", "count after filtering")
    click(driver.find_element(By.CSS_SELECTOR, ".status-filter[value='passed']"))
    ok("the scene and status filters show exactly the frames asked for")

    # The player: expected and actual side by side, stepped and played.
    player = driver.find_element(By.CSS_SELECTOR, f"article[data-scene='{player_scene}'] section.player")
    steps = json.loads(player.get_attribute("data-frames"))
    label = player.find_element(By.CSS_SELECTOR, ".label")
    check(label.text.endswith(f"1/{len(steps)}"), f"player label at start: {label.text}")
    click(player.find_element(By.CSS_SELECTOR, ".step[data-by='1']"))
    expected_img = player.find_element(By.CSS_SELECTOR, "img.expected")
    actual_img = player.find_element(By.CSS_SELECTOR, "img.actual")
    check(expected_img.get_attribute("src").endswith(steps[1]["expected"]), "expected image of step 2")
    check(actual_img.get_attribute("src").endswith(steps[1]["actual"]), "actual image of step 2")
    ex, ac = rect(expected_img), rect(actual_img)
    check(ac[0] >= ex[0] + ex[2] and abs(ac[1] - ex[1]) < 1, f"actual beside expected: {ex} {ac}")
    click(player.find_element(By.CSS_SELECTOR, ".play"))
    time.sleep(1.5)
    click(player.find_element(By.CSS_SELECTOR, ".play"))
    index = int(player.get_attribute("data-index"))
    check(index != 1, f"playing advanced from step 2 (now {index + 1})")
    ok(f"the player steps and plays {len(steps)} key frames, expected beside actual")
finally:
    driver.quit()
