// The limitless orienteering map of a parameter file, drawn live in the
// browser by the terrain runtime (WebAssembly): the studio's own map
// renderer (tr_map), so every pixel is the studio's and terrainstudio-cli
// render's: fills, snow, contours, buildings, roads, streams and symbols.
// Drag to pan, wheel or +/− to zoom, arrows to move.
//
// URL parameters: params=URL (a parameter file to open), x, y (the centre,
// metres), mpp (metres per pixel), live=URL (a publish file polled every
// 50 ms: the studio's Games ▸ Publish to Running Games, served over HTTP),
// size=WxH (a fixed canvas), check=1 (no controls, for the headless check).
import { openString } from './terrainruntime.mjs';

const query = new URLSearchParams(location.search);
const canvas = document.getElementById('map');
const context = canvas.getContext('2d');
const status = document.getElementById('status');
const errorText = document.getElementById('error');
if (query.get('check')) document.body.classList.add('check');

const view = {
  x: Number(query.get('x') ?? 0), y: Number(query.get('y') ?? 0),
  mpp: Number(query.get('mpp') ?? 1),
};
let world = null, generation = 0, drawn = 0;

function open(text, from) {
  try {
    const next = openString(text);
    world?.close();
    world = next;
    ++generation;
    errorText.textContent = '';
    status.textContent = `${from}: drag to pan, wheel to zoom`;
    draw();
  } catch (e) {
    errorText.textContent = `${from}: ${e.message}`;
  }
}

// Pixel (i, j) shows ground point (left + i·mpp, top − j·mpp), as the studio's
// map does; left and top on whole multiples of mpp, so rows take the fast path.
// From 32 m per pixel a continent shows its overview, as in the studio.
function draw() {
  if (!world) return;
  const size = query.get('size')?.split('x').map(Number); // a fixed canvas, WxH
  const w = canvas.width = size ? size[0] : window.innerWidth;
  const h = canvas.height = size ? size[1] : window.innerHeight;
  const m = view.mpp;
  const left = Math.round((view.x - (w / 2) * m) / m) * m;
  const top = Math.round((view.y + (h / 2) * m) / m) * m;
  const started = performance.now();
  const image = new ImageData(world.map(left, top - h * m, w, h, m), w, h);
  context.putImageData(image, 0, 0);
  drawn = performance.now() - started;
  Object.assign(document.body.dataset, { ready: '1', left, top, mpp: m, width: w, height: h,
                                         generation, drawMs: drawn.toFixed(1) });
  // The picture's SHA-256, for the check that compares it with the CLI's.
  if (query.get('check') && crypto.subtle) {
    crypto.subtle.digest('SHA-256', image.data).then((d) => {
      document.body.dataset.sha256 = [...new Uint8Array(d)]
        .map((b) => b.toString(16).padStart(2, '0')).join('');
    });
  }
  status.textContent = status.textContent.replace(/ · .*$/, '') +
    ` · ${view.x.toFixed(0)}, ${view.y.toFixed(0)} · ${m} m/px · ${drawn.toFixed(0)} ms`;
}

let drag = null;
canvas.addEventListener('pointerdown', (e) => {
  drag = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y };
  canvas.classList.add('dragging');
  canvas.setPointerCapture(e.pointerId);
});
canvas.addEventListener('pointermove', (e) => {
  if (!drag) return;
  view.x = drag.vx - (e.clientX - drag.x) * view.mpp;
  view.y = drag.vy + (e.clientY - drag.y) * view.mpp;
  requestAnimationFrame(draw);
});
canvas.addEventListener('pointerup', () => { drag = null; canvas.classList.remove('dragging'); });
function zoom(factor) {
  view.mpp = Math.min(256, Math.max(0.25, view.mpp * factor));
  draw();
}
canvas.addEventListener('wheel', (e) => { e.preventDefault(); zoom(e.deltaY > 0 ? 2 : 0.5); },
                        { passive: false });
window.addEventListener('keydown', (e) => {
  const step = 100 * view.mpp;
  const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step],
                  ArrowDown: [0, -step] };
  if (e.key === '+' || e.key === '=') zoom(0.5);
  else if (e.key === '-') zoom(2);
  else if (moves[e.key]) {
    view.x += moves[e.key][0];
    view.y += moves[e.key][1];
    draw();
  }
});
window.addEventListener('resize', draw);
document.getElementById('file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (file) open(await file.text(), file.name);
});

async function fetchText(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

// The live link: the publish file, polled every 50 ms; a new text opens a
// new world. (A file that carries "publishedAt", milliseconds since 1970, as
// the headless check's writer does, has its delay until drawn recorded.)
const delays = [];
async function follow(url) {
  let last = null;
  for (;;) {
    try {
      const text = await fetchText(url);
      if (text !== last) {
        last = text;
        open(text, `${url} (live)`);
        const published = JSON.parse(text).publishedAt;
        if (published) {
          delays.push(Date.now() - published);
          document.body.dataset.delays = delays.join(',');
          // report=1: tell the serving check (its log keeps the request).
          if (query.get('report')) fetch(`report?delays=${delays.join(',')}`).catch(() => {});
        }
      }
    } catch (e) {
      errorText.textContent = e.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  if (query.get('live')) follow(query.get('live'));
  else open(await fetchText(query.get('params') ?? 'params.json'), query.get('params') ?? 'params.json');
} catch (e) {
  errorText.textContent = e.message;
  status.textContent = 'Choose a parameter file';
}
