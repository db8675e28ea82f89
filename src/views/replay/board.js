// How a board is drawn in SVG, for every replay page: `game.window`
// (the rows and columns drawn), `game.hexagon` and `game.spans` (each
// row's first and last column) say where each cell goes.
function el(name, attrs, text) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function cellName(c) { return "(" + c[0] + "," + c[1] + ")"; }

// Where a cell's centre is drawn. A square board: a unit square a cell. A
// hexagon: each row half a cell to the right of the one above and
// sqrt(3)/2 below it, so that the six neighbours of a cell touch it.
const ROW = game.hexagon ? Math.sqrt(3) / 2 : 1;
const SHIFT = game.hexagon ? -(game.window.rows[1] - game.window.rows[0]) / 2 : 0;
function center(cell) {
  const r = cell[0] - game.window.rows[0], c = cell[1] - game.window.columns[0];
  const x = game.hexagon ? c + (r + SHIFT) / 2 + 0.5 : c + 0.5;
  return [x, r * ROW + 0.5];
}
function inWindow(cell) {
  const r = cell[0] - game.window.rows[0], c = cell[1] - game.window.columns[0];
  return r >= 0 && c >= 0 && r < game.window.height && c < game.window.width;
}
// A pointy-topped hexagon of width `w` around a centre.
function hexPoints(p, w) {
  const radius = w / Math.sqrt(3);
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 180 * (60 * k - 90);
    pts.push((p[0] + radius * Math.cos(a)).toFixed(3) + "," + (p[1] + radius * Math.sin(a)).toFixed(3));
  }
  return pts.join(" ");
}

// An arrow from cell `a` to cell `b`, stopping short of `b`'s centre.
function arrow(svg, a, b, attrs) {
  const p = center(a), q = center(b);
  const dx = q[0] - p[0], dy = q[1] - p[1], len = Math.hypot(dx, dy) || 1;
  const cut = Math.min(0.3, len / 2);
  svg.appendChild(el("line", {
    x1: p[0], y1: p[1], x2: q[0] - dx / len * cut, y2: q[1] - dy / len * cut,
    "stroke-linecap": "round", ...attrs,
  }));
}

// Every cell of the board drawn: hexagons, or one rectangle of unit
// squares a row.
function drawCells(svg) {
  const w = game.window.width, h = game.window.height;
  if (game.hexagon) {
    for (let y = 0; y < h; y++) {
      const row = game.window.rows[0] + y;
      const span = game.spans[row - 1];
      for (let c = Math.max(span[0], game.window.columns[0]); c <= Math.min(span[1], game.window.columns[0] + w - 1); c++) {
        svg.appendChild(el("polygon", { class: "cell", points: hexPoints(center([row, c]), 1), fill: "#fff", stroke: "#ccc", "stroke-width": 0.04, "data-cell": cellName([row, c]) }));
      }
    }
    return;
  }
  const defs = el("defs", {});
  const pattern = el("pattern", { id: "cells", width: 1, height: 1, patternUnits: "userSpaceOnUse" });
  pattern.appendChild(el("rect", { width: 1, height: 1, fill: "#fff", stroke: "#ddd", "stroke-width": 0.04 }));
  defs.appendChild(pattern);
  svg.appendChild(defs);
  for (let y = 0; y < h; y++) {
    const row = game.window.rows[0] + y;
    const span = game.spans[row - 1];
    const from = Math.max(span[0], game.window.columns[0]);
    const to = Math.min(span[1], game.window.columns[0] + w - 1);
    if (from > to) continue;
    svg.appendChild(el("rect", { x: from - game.window.columns[0], y: y, width: to - from + 1, height: 1, fill: "url(#cells)" }));
  }
}

// The board without pieces: its cells, and rulers on the first row and
// column and every fifth.
function drawGrid(svg) {
  const w = game.window.width, h = game.window.height;
  // The drawing's width: from the leftmost cell's left edge to the
  // rightmost's right edge (a hexagon's rows are shifted).
  let left = 0, right = w;
  if (game.hexagon) {
    left = Infinity; right = -Infinity;
    for (let y = 0; y < h; y++) {
      const row = game.window.rows[0] + y;
      const span = game.spans[row - 1];
      const from = Math.max(span[0], game.window.columns[0]);
      const to = Math.min(span[1], game.window.columns[0] + w - 1);
      if (from > to) continue;
      left = Math.min(left, center([row, from])[0] - 0.5);
      right = Math.max(right, center([row, to])[0] + 0.5);
    }
  }
  svg.setAttribute("viewBox", (left - 1.2) + " -1.2 " + (right - left + 1.4) + " " + ((h - 1) * ROW + 1 + 1.4));
  svg.replaceChildren();
  drawCells(svg);
  // Rulers: the first row and column and every fifth.
  for (let y = 0; y < h; y++) {
    const r = game.window.rows[0] + y;
    const span = game.spans[r - 1];
    if (r === game.window.rows[0] || r % 5 === 0) {
      const first = game.hexagon ? Math.max(span[0], game.window.columns[0]) : game.window.columns[0];
      const p = center([r, first]);
      svg.appendChild(el("text", { x: p[0] - 1.1, y: p[1] + 0.02, "font-size": 0.5, fill: "#777" }, String(r)));
    }
  }
  if (!game.hexagon) {
    for (let x = 0; x < w; x++) {
      const c = game.window.columns[0] + x;
      if (c === game.window.columns[0] || c % 5 === 0) svg.appendChild(el("text", { x: x + 0.5, y: -0.6, "font-size": 0.5, fill: "#777" }, String(c)));
    }
  }
}

