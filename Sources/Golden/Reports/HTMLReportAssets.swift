/// The report's style, script and inspector, inline so the page stands alone.
enum HTMLReportAssets {
    /// The overlay a clicked image opens in: the frame's images by kind, at 1:1 or 4×, with
    /// the changed regions boxed.
    static let inspector = """
    <div id="inspector" class="inspector" hidden role="dialog" aria-label="image inspector">
    <div class="bar"><strong class="title"></strong>
    <span class="kinds"><button type="button" data-kind="expected">expected</button><button type="button" data-kind="actual">actual</button><button type="button" data-kind="diff">diff</button></span>
    <span class="zooms"><button type="button" class="zoom" data-zoom="1">1:1</button><button type="button" class="zoom" data-zoom="4">4×</button></span>
    <label><input type="checkbox" class="show-boxes" checked> boxes</label>
    <button type="button" class="close">Close</button></div>
    <div class="viewport"><div class="stage"><img alt="inspected image"></div></div>
    </div>
    """

    static let style = """
    body { font: 14px/1.4 -apple-system, "Inter", "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 18px; margin: 24px 0 8px; }
    h3 { font-size: 15px; margin: 16px 0 4px; font-family: ui-monospace, Menlo, monospace; }
    code { font-family: ui-monospace, Menlo, monospace; font-size: 13px; }
    .muted { color: #6e6e73; font-weight: normal; }
    .badge { display: inline-block; padding: 1px 8px; border-radius: 9px; font-size: 12px; font-weight: 600; color: #fff; font-family: sans-serif; }
    .badge.pass { background: #248a3d; } .badge.fail { background: #d70015; } .badge.missing { background: #b25000; } .badge.note { background: #0071e3; }
    .swatch { display: inline-block; width: 10px; height: 10px; vertical-align: middle; border: 1px solid #999; }
    .swatch.red { background: #f00; } .swatch.yellow { background: #ff0; } .swatch.box { border: 2px solid #0071e3; background: none; }
    .toolbar { position: sticky; top: 0; z-index: 2; background: #f5f5f7; border: 1px solid #e5e5ea; border-radius: 8px; padding: 6px 12px; display: flex; gap: 18px; align-items: center; flex-wrap: wrap; }
    .message { font-weight: 600; margin: 4px 0 8px; }
    table.numbers { border-collapse: collapse; margin-bottom: 8px; }
    table.numbers th { text-align: left; font-weight: normal; color: #6e6e73; padding: 1px 12px 1px 0; vertical-align: top; }
    table.numbers td { font-family: ui-monospace, Menlo, monospace; }
    .accept { margin: 6px 0 10px; } .accept code { background: #f5f5f7; padding: 2px 6px; border-radius: 4px; user-select: all; }
    .images { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; }
    .shot { position: relative; display: block; width: 240px; cursor: zoom-in; }
    figure img, .player img { width: 240px; display: block; border: 1px solid #d2d2d7; box-sizing: border-box; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
    .box { position: absolute; box-sizing: border-box; border: 2px solid #0071e3; min-width: 4px; min-height: 4px; pointer-events: none; }
    figcaption { font-size: 12px; color: #6e6e73; margin-top: 4px; }
    .wipe { position: relative; width: 240px; }
    .wipe .over { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden; border-right: 2px solid #0071e3; }
    .wipe .over img { position: absolute; top: 0; left: 0; width: 240px; max-width: none; }
    .slider { width: 240px; display: block; margin: 6px 0; }
    .toggle, .copy, .toolbar, button { font: inherit; font-size: 12px; }
    .frame.detail { border-top: 1px solid #e5e5ea; padding-top: 4px; }
    .frame.compact { margin: 2px 0; }
    .player { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; margin: 8px 0 12px; padding: 8px; background: #fafafa; border-radius: 8px; }
    .player .side p { margin: 2px 0; font-size: 12px; color: #6e6e73; }
    .player .controls { flex-basis: 100%; display: flex; gap: 8px; align-items: center; }
    .player .position { width: 240px; }
    [hidden] { display: none !important; }
    .inspector { position: fixed; inset: 24px; z-index: 5; background: #fff; border: 1px solid #c7c7cc; border-radius: 10px; box-shadow: 0 8px 40px rgba(0,0,0,.25); display: flex; flex-direction: column; }
    .inspector .bar { display: flex; gap: 16px; align-items: center; padding: 8px 12px; border-bottom: 1px solid #e5e5ea; }
    .inspector .bar button[aria-pressed="true"] { font-weight: 700; }
    .inspector .viewport { flex: 1; overflow: auto; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
    .inspector .stage { position: relative; display: inline-block; }
    .inspector .stage img { display: block; max-width: none; image-rendering: pixelated; }
    .inspector.no-boxes .box { display: none; }
    """

    static let script = """
    // Small images shown larger keep their pixels sharp, so one changed pixel stays visible.
    document.querySelectorAll('figure img').forEach(function (img) {
      function sharpen() { if (img.naturalWidth && img.naturalWidth < img.clientWidth) img.style.imageRendering = 'pixelated'; }
      if (img.complete) sharpen(); else img.addEventListener('load', sharpen);
    });
    // The wipe: the actual over the expected, as wide as the slider says.
    document.querySelectorAll('figure.compare').forEach(function (figure) {
      var over = figure.querySelector('.over'), slider = figure.querySelector('.slider');
      function show(percent) { over.style.width = percent + '%'; slider.value = percent; }
      slider.addEventListener('input', function () { show(Number(slider.value)); });
      figure.querySelector('.toggle').addEventListener('click', function () { show(Number(slider.value) < 50 ? 100 : 0); });
    });
    // The inspector: one frame's images at 1:1 or 4×, boxes on their pixels.
    (function () {
      var panel = document.getElementById('inspector'), stage = panel.querySelector('.stage');
      var img = stage.querySelector('img'), shots = {}, zoom = 1, kind = 'actual';
      function render() {
        var shot = shots[kind];
        if (!shot) return;
        img.src = shot.getAttribute('href');
        stage.querySelectorAll('.box').forEach(function (b) { b.remove(); });
        shot.querySelectorAll('.box').forEach(function (b) { stage.appendChild(b.cloneNode(true)); });
        panel.querySelector('.title').textContent = shot.dataset.title;
        function size() { if (img.naturalWidth) img.style.width = (img.naturalWidth * zoom) + 'px'; }
        if (img.complete) size(); else img.onload = size;
        panel.dataset.zoom = zoom; panel.dataset.kind = kind;
        panel.querySelectorAll('.zoom').forEach(function (b) { b.setAttribute('aria-pressed', Number(b.dataset.zoom) === zoom); });
        panel.querySelectorAll('.kinds button').forEach(function (b) {
          b.hidden = !shots[b.dataset.kind]; b.setAttribute('aria-pressed', b.dataset.kind === kind);
        });
      }
      document.querySelectorAll('a.shot').forEach(function (shot) {
        shot.addEventListener('click', function (event) {
          event.preventDefault();
          shots = {};
          shot.closest('.frame').querySelectorAll('a.shot').forEach(function (s) { shots[s.dataset.kind] = s; });
          kind = shot.dataset.kind; zoom = 1; panel.hidden = false; render();
        });
      });
      panel.querySelectorAll('.zoom').forEach(function (b) { b.addEventListener('click', function () { zoom = Number(b.dataset.zoom); render(); }); });
      panel.querySelectorAll('.kinds button').forEach(function (b) { b.addEventListener('click', function () { kind = b.dataset.kind; render(); }); });
      panel.querySelector('.show-boxes').addEventListener('change', function (e) { panel.classList.toggle('no-boxes', !e.target.checked); });
      panel.querySelector('.close').addEventListener('click', function () { panel.hidden = true; });
      document.addEventListener('keydown', function (e) { if (e.key === 'Escape') panel.hidden = true; });
    })();
    // Filters: a scene, and the statuses ticked.
    (function () {
      var select = document.getElementById('scene-filter'), boxes = document.querySelectorAll('.status-filter');
      function apply() {
        var statuses = {}, shown = 0, total = 0;
        boxes.forEach(function (b) { statuses[b.value] = b.checked; });
        document.querySelectorAll('article.scene').forEach(function (article) {
          var visible = 0, sceneShown = !select.value || article.dataset.scene === select.value;
          article.querySelectorAll('.frame').forEach(function (frame) {
            var on = sceneShown && statuses[frame.dataset.status] !== false;
            frame.hidden = !on; total += 1; if (on) { visible += 1; shown += 1; }
          });
          article.hidden = visible === 0;
        });
        document.getElementById('shown').textContent = shown + ' of ' + total + ' frames shown';
      }
      select.addEventListener('change', apply);
      boxes.forEach(function (b) { b.addEventListener('change', apply); });
      apply();
    })();
    // Accept commands: copied with one click.
    document.querySelectorAll('.accept .copy').forEach(function (button) {
      button.addEventListener('click', function () {
        var code = button.parentNode.querySelector('.command'), text = code.textContent;
        function done() { button.textContent = 'Copied'; button.dataset.copied = text; }
        if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(done, done); return; }
        var range = document.createRange(); range.selectNodeContents(code);
        var selection = window.getSelection(); selection.removeAllRanges(); selection.addRange(range);
        try { document.execCommand('copy'); } catch (e) {}
        done();
      });
    });
    // Players: a scene's key frames, expected and actual side by side.
    document.querySelectorAll('section.player').forEach(function (player) {
      var steps = JSON.parse(player.dataset.frames), index = 0, timer = null;
      var expected = player.querySelector('img.expected'), actual = player.querySelector('img.actual');
      var position = player.querySelector('.position'), label = player.querySelector('.label'), play = player.querySelector('.play');
      function show(i) {
        index = (i + steps.length) % steps.length;
        var step = steps[index];
        expected.src = step.expected || ''; expected.style.visibility = step.expected ? 'visible' : 'hidden';
        actual.src = step.actual; position.value = index; player.dataset.index = index;
        label.textContent = step.name + ' · t = ' + step.time + ' s · ' + step.status + ' · ' + (index + 1) + '/' + steps.length;
      }
      function stop() { clearInterval(timer); timer = null; play.textContent = 'Play'; }
      play.addEventListener('click', function () {
        if (timer) { stop(); return; }
        play.textContent = 'Pause';
        timer = setInterval(function () { show(index + 1); }, 600);
      });
      player.querySelectorAll('.step').forEach(function (b) { b.addEventListener('click', function () { stop(); show(index + Number(b.dataset.by)); }); });
      position.addEventListener('input', function () { stop(); show(Number(position.value)); });
      show(0);
    });
    """
}
