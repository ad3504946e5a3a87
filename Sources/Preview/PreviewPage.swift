/// The preview's one page: the live frame with the trace's outlines over it, the golden
/// beside it, a scrubber with the transitions and key frames marked, play and pause at real
/// speed (looping when asked: the checkbox or `l`), frame stepping with the arrow keys, zoom
/// (the menu, `+` and `-`), a layout switcher, and the diagnostics of `check`, which alone
/// stay when a save breaks the scene. It asks the server for everything (PreviewRoutes) and polls `/api/version` to
/// fetch the scene again after the server reloads it.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Matchcut preview</title>
<style>
  body { font: 13px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
  header { display: flex; gap: 12px; align-items: center; padding: 10px 16px; background: #fff; border-bottom: 1px solid #d1d1d6; }
  header h1 { font-size: 15px; margin: 0; }
  #status { color: #8e8e93; }
  main { display: flex; gap: 24px; padding: 16px; align-items: flex-start; }
  figure { margin: 0; }
  figcaption { color: #8e8e93; margin-bottom: 6px; }
  .stage { position: relative; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  .stage img { display: block; }
  #outlines { position: absolute; left: 0; top: 0; }
  #outlines rect { fill: transparent; stroke: rgba(0,122,255,.55); stroke-width: 1; }
  #outlines rect.matched { stroke: rgba(255,45,85,.8); }
  #outlines rect:hover { fill: rgba(0,122,255,.12); stroke-width: 2; }
  #outlines.hidden { display: none; }
  #tip { position: fixed; pointer-events: none; background: rgba(28,28,30,.92); color: #fff; padding: 6px 8px;
         border-radius: 6px; font: 12px ui-monospace, monospace; white-space: pre; display: none; z-index: 2; }
  #golden-box { display: none; }
  #controls { padding: 0 16px 8px; }
  #track { position: relative; height: 44px; }
  #scrubber { position: absolute; left: 0; right: 0; top: 14px; width: 100%; margin: 0; }
  .span { position: absolute; top: 4px; height: 8px; background: rgba(255,149,0,.45); border-radius: 4px; }
  .key { position: absolute; top: 34px; width: 2px; height: 8px; background: #5856d6; }
  .key.golden { background: #34c759; }
  #time { font-variant-numeric: tabular-nums; min-width: 13em; display: inline-block; }
  #diagnostics { margin: 0 16px 16px; }
  #diagnostics pre { background: #fff; border-left: 4px solid #ff9500; padding: 8px 10px; margin: 6px 0; white-space: pre-wrap; }
  #diagnostics pre.error { border-color: #ff3b30; }
  #diagnostics pre.note { border-color: #8e8e93; }
  button { font: inherit; }
</style>
</head>
<body>
<header>
  <h1 id="title">Matchcut preview</h1>
  <span id="status"></span>
  <label>Show <select id="layout"><option value="">timeline</option></select></label>
  <label><input type="checkbox" id="show-outlines" checked> outlines</label>
  <label>Zoom <select id="zoom"><option value="0.5">50%</option><option value="1" selected>100%</option>
    <option value="2">200%</option><option value="3">300%</option></select></label>
</header>
<div id="controls">
  <button id="play">Play</button>
  <label><input type="checkbox" id="loop"> loop</label>
  <span id="time"></span>
  <div id="track"><input type="range" id="scrubber" min="0" max="0" value="0" step="1"></div>
</div>
<main>
  <figure><figcaption>live</figcaption>
    <div class="stage" id="stage"><img id="frame" alt="the frame"><svg id="outlines"></svg></div>
  </figure>
  <figure id="golden-box"><figcaption id="golden-caption">golden</figcaption>
    <div class="stage"><img id="golden" alt="the golden"></div>
  </figure>
</main>
<section id="diagnostics"></section>
<div id="tip"></div>
<script>
"use strict";
let scene = null, frameIndex = 0, playing = false, playStart = 0, playFrom = 0;
let wanted = null, loading = false;
const $ = (id) => document.getElementById(id);

function time() { return scene ? Math.min(frameIndex / scene.fps, scene.duration) : 0; }
function layout() { return $("layout").value; }
function zoom() { return +$("zoom").value; }
// Points to CSS pixels: the scene's preview scale times the zoom. The frame and the golden
// are drawn at the scale; the zoom only stretches them, and the outlines with them.
function pixelsPerPoint() { return scene.scale * zoom(); }
function size() {
  if (!scene) return;
  for (const id of ["frame", "golden"]) $(id).style.width = (scene.width * pixelsPerPoint()) + "px";
  loadOutlines();
}
function query() {
  return layout() ? "layout=" + encodeURIComponent(layout()) : "t=" + time();
}

async function loadScene() {
  scene = await (await fetch("/api/scene")).json();
  $("title").textContent = scene.loaded ? scene.title + " (" + scene.name + ")" : scene.file;
  $("status").textContent = scene.loaded ? scene.frameCount + " frames at " + scene.fps + " fps, "
    + scene.duration.toFixed(3) + " s, drawn at " + scene.scale + "x" : "the scene has errors";
  const select = $("layout"), chosen = select.value;
  select.innerHTML = '<option value="">timeline</option>' + scene.layouts.map(
    (n) => '<option>' + escapeHTML(n) + '</option>').join("");
  if (scene.layouts.includes(chosen)) select.value = chosen;
  // The golden is at the scene's own scale: both are shown at the preview's size in points.
  for (const id of ["frame", "golden"]) $(id).style.width = (scene.width * pixelsPerPoint()) + "px";
  $("scrubber").max = Math.max(0, scene.frameCount - 1);
  frameIndex = Math.min(frameIndex, Math.max(0, scene.frameCount - 1));
  drawMarkers();
  drawDiagnostics();
  show();
}

function drawMarkers() {
  const track = $("track");
  track.querySelectorAll(".span, .key").forEach((e) => e.remove());
  if (!scene.loaded || scene.duration <= 0) return;
  const at = (t) => (100 * t / scene.duration) + "%";
  for (const t of scene.transitions) {
    const span = document.createElement("div");
    span.className = "span";
    span.style.left = at(t.time);
    span.style.width = "max(3px, " + (100 * t.duration / scene.duration) + "%)";
    span.title = "transition " + t.index + ": " + t.label + " at " + t.time.toFixed(3) + " s for " + t.duration.toFixed(3) + " s";
    track.appendChild(span);
  }
  for (const k of scene.keyFrames) {
    const key = document.createElement("div");
    key.className = "key" + (k.golden ? " golden" : "");
    key.style.left = at(k.time);
    key.title = k.name + (k.golden ? " (golden)" : "");
    track.appendChild(key);
  }
}

function drawDiagnostics() {
  $("diagnostics").innerHTML = scene.diagnostics.map((d) =>
    '<pre class="' + d.severity + '">' + escapeHTML(d.formatted) + '</pre>').join("");
}

function escapeHTML(s) {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

// One frame request at a time: while one loads, only the latest wish is kept, so playing
// skips frames the server cannot draw in time instead of queueing them.
function show() {
  if (!scene || !scene.loaded) {
    // A save that broke the scene: nothing of the last frame stays over the errors.
    stop();
    $("frame").removeAttribute("src");
    $("outlines").innerHTML = "";
    $("golden-box").style.display = "none";
    $("time").textContent = "";
    return;
  }
  $("scrubber").value = frameIndex;
  $("scrubber").disabled = !!layout();
  $("time").textContent = layout() ? "layout " + layout()
    : "frame " + frameIndex + " of " + scene.frameCount + ", t = " + time().toFixed(3) + " s";
  wanted = "/frame.png?" + query() + "&g=" + scene.generation;
  if (!loading) fetchFrame();
  showGolden();
  // While playing, the frames alone: a trace request per frame would halve the frames the
  // server can send. The outlines come back when play stops.
  if (playing) $("outlines").innerHTML = ""; else loadOutlines();
}

function fetchFrame() {
  if (wanted === null) return;
  const img = $("frame"), src = wanted;
  wanted = null;
  loading = true;
  img.onload = img.onerror = () => { loading = false; img.dataset.shown = src; fetchFrame(); };
  img.src = src;
}

function showGolden() {
  const t = time(), half = 0.5 / scene.fps;
  const key = layout() ? null : scene.keyFrames.find((k) => k.golden && Math.abs(k.time - t) < half);
  $("golden-box").style.display = key ? "block" : "none";
  if (key) {
    $("golden-caption").textContent = "golden " + key.name;
    $("golden").src = "/golden.png?name=" + encodeURIComponent(key.name) + "&g=" + scene.generation;
  }
}

async function loadOutlines() {
  if (!scene || !scene.loaded) return;
  const asked = query(), generation = scene.generation;
  const elements = await (await fetch("/api/trace?" + asked)).json();
  if (asked !== query() || !scene.loaded || generation !== scene.generation) return;
  const svg = $("outlines"), s = pixelsPerPoint();
  svg.setAttribute("width", scene.width * s);
  svg.setAttribute("height", scene.height * s);
  svg.innerHTML = "";
  for (const e of elements) {
    const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    r.setAttribute("x", e.frame.x * s); r.setAttribute("y", e.frame.y * s);
    r.setAttribute("width", Math.max(1, e.frame.width * s)); r.setAttribute("height", Math.max(1, e.frame.height * s));
    if (e.matchedID) r.setAttribute("class", "matched");
    r.dataset.tip = "identity " + e.identity + "\nframe    " + [e.frame.x, e.frame.y, e.frame.width, e.frame.height]
      .map((v) => +v.toFixed(2)).join(" ") + "\nmatched  " + (e.matchedID ?? "none") + "\nphase    " + e.phase;
    svg.appendChild(r);
  }
}

$("outlines").addEventListener("mousemove", (event) => {
  const tip = $("tip"), text = event.target.dataset && event.target.dataset.tip;
  tip.style.display = text ? "block" : "none";
  if (text) { tip.textContent = text; tip.style.left = (event.clientX + 14) + "px"; tip.style.top = (event.clientY + 14) + "px"; }
});
$("outlines").addEventListener("mouseleave", () => { $("tip").style.display = "none"; });
$("show-outlines").addEventListener("change", (e) => $("outlines").classList.toggle("hidden", !e.target.checked));
$("layout").addEventListener("change", show);
$("zoom").addEventListener("change", size);
$("scrubber").addEventListener("input", (e) => { stop(); frameIndex = +e.target.value; show(); });

function step(by) {
  if (!scene || !scene.loaded) return;
  stop();
  frameIndex = Math.max(0, Math.min(scene.frameCount - 1, frameIndex + by));
  show();
}
document.addEventListener("keydown", (e) => {
  if (e.target.tagName === "SELECT") return;
  if (e.key === "ArrowRight") { step(1); e.preventDefault(); }
  if (e.key === "ArrowLeft") { step(-1); e.preventDefault(); }
  if (e.key === " ") { toggle(); e.preventDefault(); }
  if (e.key === "+" || e.key === "=" || e.key === "-") {
    const select = $("zoom"), last = select.options.length - 1;
    select.selectedIndex = Math.max(0, Math.min(last, select.selectedIndex + (e.key === "-" ? -1 : 1)));
    size();
    e.preventDefault();
  }
  if (e.key === "l") { $("loop").checked = !$("loop").checked; e.preventDefault(); }
});

// Real speed: the frame shown is the one at the time elapsed since play was pressed.
function toggle() { playing ? stop() : play(); }
function play() {
  if (!scene || !scene.loaded) return;
  if (frameIndex >= scene.frameCount - 1) frameIndex = 0;
  playing = true; playFrom = frameIndex; playStart = performance.now();
  $("play").textContent = "Pause";
  requestAnimationFrame(tick);
}
function stop() {
  const was = playing;
  playing = false;
  $("play").textContent = "Play";
  if (was) loadOutlines();
}
function tick(now) {
  if (!playing) return;
  let index = playFrom + Math.floor((now - playStart) / 1000 * scene.fps);
  if (index >= scene.frameCount - 1 && $("loop").checked) {
    // Looping: the last frame, then from the first again, on the same clock.
    playFrom = 0; playStart = now; index = 0;
  } else if (index >= scene.frameCount - 1) { frameIndex = scene.frameCount - 1; show(); stop(); return; }
  if (index !== frameIndex) { frameIndex = index; show(); }
  requestAnimationFrame(tick);
}
$("play").addEventListener("click", toggle);

// The server reloads the scene when its files change; the page follows.
async function poll() {
  try {
    const v = await (await fetch("/api/version")).json();
    if (!scene || v.generation !== scene.generation) await loadScene();
  } catch (e) { $("status").textContent = "the preview server stopped"; }
  setTimeout(poll, 250);
}
poll();
</script>
</body>
</html>
"""#
}
