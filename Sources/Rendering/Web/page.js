// The exported web page's script (`layout-playground export --html`, WebPageTemplate.swift),
// embedded once per scene. Everything it needs is data: the JSON block before it in the same
// root element holds the layouts and `prefix`, the prefix of this scene's element ids (two
// scenes can share a page). It draws the state the URL's fragment names
// (#width=250&dynamicType=accessibility1&dark&frames) and writes each view's frame as
// data-frame="x y width height" (points, the root's coordinates, as `layout` prints them).
(function () {
var script = document.currentScript, root = script && script.parentNode;
var source = root && root.querySelector(":scope > script[type='application/json']");
if (!source) return;
var data = JSON.parse(source.textContent);
var P = data.prefix, NS = "http://www.w3.org/2000/svg";
var $ = function (id) { return document.getElementById(P + id); };
var ui = { width: data.width, size: data.sizes[0], dark: false, frames: false, proposals: false, spacing: false, anchor: null, height: null };
var slider = $("width"), sizes = $("size");
slider.min = data.min; slider.max = data.max;
data.sizes.forEach(function (name) { var o = document.createElement("option"); o.value = name; o.textContent = name; sizes.appendChild(o); });
function at(runs, w) {
  for (var i = 0; i < runs.length; i++) {
    var r = runs[i];
    if (w >= r[0] && w <= r[1]) { var t = w - r[0], n = (r.length - 2) / 2, v = [];
      for (var k = 0; k < n; k++) v.push(r[2 + k] + r[2 + n + k] * t); return v; }
  }
  return null;
}
function drawingAt(changes, w) { var id = null; for (var i = 0; i < changes.length && changes[i][0] <= w; i++) id = changes[i][1]; return id; }
function num(v) { return String(Math.round(v * 10000) / 10000); }
function readable(v) { if (v === -1) return "nil"; if (v === -2) return "\u221e"; var r = Math.round(v * 10) / 10; return String(r === 0 ? 0 : r); }
function el(name, attrs, parent) { var e = document.createElementNS(NS, name); for (var k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; }
function readHash() {
  var h = location.hash.replace(/^#/, ""); if (!h) return;
  h.split("&").forEach(function (part) {
    var kv = part.split("="), key = decodeURIComponent(kv[0]), value = kv.length > 1 ? decodeURIComponent(kv[1]) : null;
    if (key === "width" && value !== null && !isNaN(parseFloat(value))) ui.width = Math.min(data.max, Math.max(data.min, Math.round(parseFloat(value))));
    else if (key === "dynamicType" && data.sizes.indexOf(value) >= 0) ui.size = value;
    else if (key === "dark" || key === "frames" || key === "proposals" || key === "spacing") ui[key] = value === null || value === "1" || value === "true";
    else if (key === "light") ui.dark = false;
    else if (key === "height" && value !== null && !isNaN(parseFloat(value))) ui.height = parseFloat(value);
    else if (key === "anchor" && value) { var xy = value.split(",").map(parseFloat); if (xy.length === 2 && !isNaN(xy[0]) && !isNaN(xy[1])) ui.anchorPoint = xy; }
  });
}
function writeHash() {
  var parts = ["width=" + ui.width, "dynamicType=" + ui.size];
  ["dark", "frames", "proposals", "spacing"].forEach(function (k) { if (ui[k]) parts.push(k); });
  if (current && current.height !== data.height) parts.push("height=" + current.height);
  if (current && current.anchorAt) parts.push("anchor=" + num(current.anchorAt[0]) + "," + num(current.anchorAt[1]));
  if (data.embedded) return;
  var hash = "#" + parts.join("&");
  if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
}
var current = null;
function render() {
  slider.value = ui.width; $("widthValue").textContent = ui.width + " pt"; sizes.value = ui.size;
  $("dark").checked = ui.dark; $("frames").checked = ui.frames; $("proposals").checked = ui.proposals; $("spacing").checked = ui.spacing;
  var state = data.states[ui.size + "/" + (ui.dark ? "dark" : "light")] || data.states[ui.size + "/light"];
  var w = ui.width, screen = at(state.screen, w) || [0, 0, w, data.height];
  var svg = $("svg"), scene = $("scene"), overlay = $("overlay"), clips = $("clips");
  svg.setAttribute("viewBox", screen.join(" ")); svg.setAttribute("width", screen[2]); svg.setAttribute("height", screen[3]);
  var bg = $("background"); ["x", "y", "width", "height"].forEach(function (k, i) { bg.setAttribute(k, screen[i]); });
  bg.setAttribute("fill", data.backgrounds[ui.dark ? "dark" : "light"]);
  scene.textContent = ""; overlay.textContent = ""; clips.textContent = "";
  var grid = state.anchor, overrides = {}, anchorAt = null;
  if (grid && ui.anchorPoint) {
    var c = Math.round((ui.anchorPoint[0] - grid.x0) / grid.step), r = Math.round((ui.anchorPoint[1] - grid.y0) / grid.step);
    ui.anchor = [Math.min(Math.max(c, 0), grid.cols - 1), Math.min(Math.max(r, 0), grid.rows - 1)]; ui.anchorPoint = null; ui.width = grid.width; w = grid.width;
    screen = at(state.screen, w) || screen; svg.setAttribute("viewBox", screen.join(" ")); svg.setAttribute("width", screen[2]);
    slider.value = w; $("widthValue").textContent = w + " pt";
  }
  var hs = state.heights, height = data.height;
  $("heightLabel").style.display = hs ? "" : "none";
  if (hs) { $("height").min = hs.min; $("height").max = Math.max(hs.max, data.height); }
  if (hs && ui.height !== null && ui.height < data.height) {
    var hi = Math.min(Math.max(Math.round((ui.height - hs.min) / hs.step), 0), hs.at.length - 1);
    if (hs.at[hi]) {
      ui.anchor = null; ui.width = hs.width; w = hs.width; height = hs.min + hi * hs.step; ui.height = height;
      hs.at[hi].forEach(function (e) { overrides[e[0]] = e; });
      screen = hs.screens[hi] || screen; svg.setAttribute("viewBox", screen.join(" ")); svg.setAttribute("width", screen[2]); svg.setAttribute("height", screen[3]);
      ["x", "y", "width", "height"].forEach(function (k, i) { bg.setAttribute(k, screen[i]); });
      slider.value = w; $("widthValue").textContent = w + " pt";
    }
  } else { ui.height = null; }
  if (hs) { $("height").value = height; $("heightValue").textContent = height + " pt"; }
  if (grid && ui.anchor && w === grid.width) {
    var entries = grid.at[ui.anchor[1] * grid.cols + ui.anchor[0]];
    if (entries) { entries.forEach(function (e) { overrides[e[0]] = e; }); anchorAt = [grid.x0 + ui.anchor[0] * grid.step, grid.y0 + ui.anchor[1] * grid.step]; }
  } else if (grid && w === grid.width) { anchorAt = grid.initial; }
  var groups = [], kids = [], placed = [], asked = [];
  state.views.forEach(function (v, i) {
    var o = overrides[i], f = o ? o.slice(1, 5) : at(v.f, w); placed.push(f); kids.push([]); asked.push(o && o.length > 7 ? o.slice(6, 8) : null);
    if (!f) { groups.push(null); return; }
    var q = asked[i] || at(v.q, w) || [-1, -1];
    var g = el("g", { "data-path": v.p, "data-type": v.t, "data-frame": f.map(num).join(" "),
      "data-proposal": q.map(function (x) { return x === -1 ? "nil" : x === -2 ? "inf" : num(x); }).join(" ") });
    if (v.o < 1) g.setAttribute("opacity", v.o);
    if (v.c) { var c = el("clipPath", { id: P + "clip" + i }, clips); var cr = v.cr < 0 ? Math.min(f[2], f[3]) / 2 : Math.min(v.cr, f[2] / 2, f[3] / 2); el("rect", { x: f[0], y: f[1], width: f[2], height: f[3], rx: cr, ry: cr }, c); g.setAttribute("clip-path", "url(#" + P + "clip" + i + ")"); }
    var d = o ? o[5] : drawingAt(v.d, w);
    if (d !== null) el("use", { href: "#" + P + "v" + d, x: f[0], y: f[1] }, g);
    groups.push(g);
    if (v.k !== null && groups[v.k]) kids[v.k].push(i); else if (v.k === null) scene.appendChild(g);
  });
  for (var i = state.views.length - 1; i >= 0; i--) {
    if (!groups[i]) continue;
    var list = state.views[i].r ? kids[i].slice().reverse() : kids[i];
    list.forEach(function (k) { groups[i].appendChild(groups[k]); });
  }
  current = { state: state, placed: placed, asked: asked, w: w, screen: screen, anchorAt: anchorAt, height: height };
  $("root").setAttribute("data-anchor", anchorAt ? num(anchorAt[0]) + " " + num(anchorAt[1]) : "");
  drawOverlays();
  drawAnchor();
  writeHash();
}
function drawOverlays() {
  var overlay = $("overlay"), state = current.state, placed = current.placed, screen = current.screen;
  var hair = 1;
  state.views.forEach(function (v, i) {
    var f = placed[i]; if (!f || v.m) return;
    if (ui.frames) el("rect", { x: f[0] + hair / 2, y: f[1] + hair / 2, width: Math.max(f[2] - hair, 0), height: Math.max(f[3] - hair, 0), fill: "none", stroke: "rgba(0,122,255,0.9)", "stroke-width": hair }, overlay);
    if (ui.proposals) {
      var q = current.asked[i] || at(v.q, current.w) || [-1, -1];
      var pw = q[0] === -1 ? f[2] : q[0] === -2 ? screen[0] + screen[2] - f[0] : q[0];
      var ph = q[1] === -1 ? f[3] : q[1] === -2 ? screen[1] + screen[3] - f[1] : q[1];
      if (Math.abs(pw - f[2]) > 0.01 || Math.abs(ph - f[3]) > 0.01)
        el("rect", { x: f[0], y: f[1], width: pw, height: ph, fill: "none", stroke: "rgba(255,115,0,0.95)", "stroke-dasharray": "3 2", "stroke-width": hair }, overlay);
    }
    if (ui.spacing && v.a) {
      var children = []; state.views.forEach(function (c, j) { if (c.k === i && placed[j]) children.push(placed[j]); });
      for (var k = 1; k < children.length; k++) {
        var a = children[k - 1], b = children[k];
        var start = v.a === "h" ? a[0] + a[2] : a[1] + a[3], end = v.a === "h" ? b[0] : b[1];
        if (end - start <= 0.01) continue;
        var r = v.a === "h" ? { x: start, y: f[1], width: end - start, height: f[3] } : { x: f[0], y: start, width: f[2], height: end - start };
        r.fill = "rgba(217,26,191,0.35)"; el("rect", r, overlay);
      }
    }
  });
}
function drawAnchor() {
  var handle = $("anchor"); handle.textContent = "";
  var grid = current.state.anchor; if (!grid || !current.anchorAt) return;
  el("circle", { cx: current.anchorAt[0], cy: current.anchorAt[1], r: 11, fill: "rgba(0,122,255,0.15)", stroke: "rgb(0,122,255)", "stroke-width": 2.5 }, handle);
  el("circle", { cx: current.anchorAt[0], cy: current.anchorAt[1], r: 2.5, fill: "rgb(0,122,255)" }, handle);
}
function dragAnchor(event) {
  var grid = current && current.state.anchor; if (!grid) return;
  var m = $("svg").getScreenCTM(); if (!m) return;
  var point = new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse());
  ui.anchorPoint = [point.x, point.y]; ui.height = null; render();
}
var dragging = false;
$("anchor").addEventListener("pointerdown", function (e) { dragging = true; $("anchor").setPointerCapture(e.pointerId); e.preventDefault(); });
$("anchor").addEventListener("pointermove", function (e) { if (dragging) dragAnchor(e); });
$("anchor").addEventListener("pointerup", function (e) { dragging = false; });
function showHover(event) {
  var box = $("hover"), target = event.target.closest ? event.target.closest("g[data-path]") : null;
  if (!target || !current) { box.style.display = "none"; return; }
  var i = -1; current.state.views.forEach(function (v, j) { if (v.p === target.getAttribute("data-path")) i = j; });
  var f = current.placed[i], q = current.asked[i] || at(current.state.views[i].q, current.w) || [-1, -1];
  box.textContent = current.state.views[i].t.split("(")[0] + "  proposed " + readable(q[0]) + "\u00d7" + readable(q[1]) + " \u2192 " + readable(f[2]) + "\u00d7" + readable(f[3]);
  var stage = box.parentNode.getBoundingClientRect();
  box.style.left = Math.max(0, event.clientX - stage.left + 12) + "px"; box.style.top = Math.max(0, event.clientY - stage.top + 12) + "px"; box.style.display = "block";
}
slider.addEventListener("input", function () { ui.width = parseInt(slider.value, 10); ui.anchor = null; ui.height = null; render(); });
$("height").addEventListener("input", function () { ui.height = parseInt($("height").value, 10); render(); });
sizes.addEventListener("change", function () { ui.size = sizes.value; render(); });
["dark", "frames", "proposals", "spacing"].forEach(function (k) { $(k).addEventListener("change", function () { ui[k] = $(k).checked; render(); }); });
$("svg").addEventListener("mousemove", showHover);
$("svg").addEventListener("click", showHover);
$("svg").addEventListener("mouseleave", function () { $("hover").style.display = "none"; });
window.addEventListener("hashchange", function () { readHash(); render(); });
readHash(); render();
})();
