"""The preview page in headless Chromium, driven by Selenium (run by PreviewBrowserTests).

Usage: preview_test.py URL SCENE MATCHCUT WORKDIR [SCREENSHOT]

Loads the page, steps to frame 30 with the arrow keys and checks that the image shown is
byte for byte `matchcut render --at 0.5 --scale 1`; checks the golden beside a key frame and
the outline tooltip; then edits the scene file and checks that the page shows the edited
scene's frame; zooms to 200% (frame and outlines twice as large) and back with '-'; plays
with loop on past the last frame; and breaks the scene, after which only its errors show. Prints one line per check and 'N passed, N failed'.
"""
import base64
import os
import subprocess
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from matchcut_browser import open_browser, skip_unless_ready, wait_for  # noqa: E402

skip_unless_ready()
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

url, scene, matchcut, workdir = sys.argv[1:5]
screenshot = sys.argv[5] if len(sys.argv) > 5 else None
passed, failed = 0, 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("PASS " + name)
    else:
        failed += 1
        print("FAIL " + name + (": " + detail if detail else ""))


def waited(predicate, seconds=30):
    """predicate()'s first truthy value within `seconds`, or None: a check then fails."""
    try:
        return wait_for(predicate, "a check", timeout=seconds)
    except AssertionError:
        return None


def rendered(at, name):
    """The bytes of `matchcut render --at` for the scene as it is on disk now."""
    out = os.path.join(workdir, name)
    subprocess.run([matchcut, "render", scene, "--at", at, "--scale", "1", "-o", out, "--quiet"], check=True)
    folder = os.path.join(out, os.path.splitext(os.path.basename(scene))[0])
    (png,) = [f for f in os.listdir(folder) if f.endswith(".png")]
    with open(os.path.join(folder, png), "rb") as f:
        return f.read()


def shown_bytes(driver):
    """The bytes of the image the page shows, fetched again from its own src."""
    data = driver.execute_async_script(
        "const done = arguments[0];"
        "fetch(document.getElementById('frame').src).then(r => r.arrayBuffer()).then(b => {"
        "  let s = ''; new Uint8Array(b).forEach(c => s += String.fromCharCode(c)); done(btoa(s)); });")
    return base64.b64decode(data)


def shown_src(driver):
    return driver.execute_script("return document.getElementById('frame').dataset.shown || ''")


# Debian's driver and browser, named by path, Selenium Manager offline: nothing is downloaded.
driver = open_browser(1100, 1000)
try:
    driver.set_script_timeout(30)
    driver.get(url)
    check("the page loads the scene", waited(lambda: "frame 0 of" in driver.find_element(By.ID, "time").text))
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(30):
        body.send_keys(Keys.ARROW_RIGHT)
    check("30 presses of the right arrow step to frame 30",
          waited(lambda: "frame 30 of" in driver.find_element(By.ID, "time").text),
          driver.find_element(By.ID, "time").text)
    check("the frame at t = 0.5 s is shown", waited(lambda: "t=0.5&" in shown_src(driver)), shown_src(driver))
    before = rendered("0.5", "before")
    check("the image shown is byte for byte 'matchcut render --at 0.5'", shown_bytes(driver) == before)

    # t = 0.3 s is the first key frame, whose golden sits beside the scene.
    for _ in range(12):
        body.send_keys(Keys.ARROW_LEFT)
    check("the golden shows beside key frame t0-p000",
          waited(lambda: driver.find_element(By.ID, "golden-box").is_displayed()
                   and "t0-p000.png" in driver.find_element(By.ID, "golden").get_attribute("src")))
    rects = waited(lambda: driver.find_elements(By.CSS_SELECTOR, "#outlines rect.matched"))
    check("the trace outlines the matched shape", bool(rects))
    if rects:
        ActionChains(driver).move_to_element(rects[0]).perform()
        tip = waited(lambda: driver.find_element(By.ID, "tip").text)
        check("hovering names the identity, frame, matched id and phase",
              tip and all(word in tip for word in ["identity", "frame", "matched  geoID", "phase"]), tip or "")
    if screenshot:
        driver.save_screenshot(screenshot)

    # Back to frame 30, then edit the scene: the page must follow.
    for _ in range(12):
        body.send_keys(Keys.ARROW_RIGHT)
    waited(lambda: "t=0.5&" in shown_src(driver))
    generation = driver.execute_script("return scene.generation")
    with open(scene) as f:
        text = f.read()
    with open(scene, "w") as f:
        f.write(text.replace("Color.red", "Color.green"))
    check("the page reloads the edited scene",
          waited(lambda: driver.execute_script("return scene.generation") > generation), str(generation))
    after = rendered("0.5", "after")
    check("the edit changes the frame", after != before)
    check("the page shows the edited scene's frame, byte for byte",
          waited(lambda: shown_bytes(driver) == after, seconds=15))

    # Zoom: the frame and its outlines stretch together.
    def frame_width():
        return driver.execute_script("return document.getElementById('frame').getBoundingClientRect().width")

    def matched_width():
        return driver.execute_script(
            "const r = document.querySelector('#outlines rect.matched'); return r ? +r.getAttribute('width') : 0")

    width, outline = frame_width(), waited(matched_width)
    Select(driver.find_element(By.ID, "zoom")).select_by_visible_text("200%")
    check("200% shows the frame twice as wide", waited(lambda: abs(frame_width() - 2 * width) < 1),
          "%s then %s" % (width, frame_width()))
    check("and its outlines twice as large", bool(outline) and waited(lambda: abs(matched_width() - 2 * outline) < 0.01),
          "%s then %s" % (outline, matched_width()))
    body.send_keys("-")
    check("'-' goes back to 100%", waited(lambda: abs(frame_width() - width) < 1), str(frame_width()))

    # Loop: play runs into the last frames, then on from the first again.
    last = driver.execute_script("return scene.frameCount") - 1
    driver.find_element(By.ID, "loop").click()
    driver.find_element(By.ID, "play").click()
    near_end = waited(lambda: driver.execute_script("return frameIndex") >= last - 15)
    wrapped = near_end and waited(lambda: driver.execute_script("return playing && frameIndex < 15"))
    check("with loop on, play goes on from the first frame after the last", bool(wrapped),
          "frame %s of %s" % (driver.execute_script("return frameIndex"), last))
    driver.find_element(By.ID, "play").click()

    # A save that breaks the scene: its errors, and nothing of the last frame over them.
    with open(scene, "w") as f:
        f.write(text.replace("scene(", "scene((", 1))
    check("a broken save shows its errors",
          waited(lambda: "the scene has errors" in driver.find_element(By.ID, "status").text
                 and driver.find_elements(By.CSS_SELECTOR, "#diagnostics pre.error")))
    check("no outline, frame or golden of the last frame stays",
          waited(lambda: not driver.find_elements(By.CSS_SELECTOR, "#outlines rect")
                 and not driver.find_element(By.ID, "frame").get_attribute("src")
                 and not driver.find_element(By.ID, "golden-box").is_displayed()))
finally:
    driver.quit()
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
