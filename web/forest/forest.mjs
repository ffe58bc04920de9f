// The forest in a browser: any parameter file walked in first person,
// computed live by the terrain runtime (WebAssembly, the studio's own code)
// and drawn with three.js: the ground by levels of detail, textured by
// terrain kind, lakes, snow, fog and sky; the trees, bushes and rocks of
// the scatter; buildings and point features; the orienteering map in hand
// (M) and a course to run.
//
// URL parameters: params=URL (a parameter file), live=URL (a publish file
// polled every 50 ms: the studio's Games ▸ Publish to Running Games), x, y
// (where to start, metres), heading (degrees from north), size=WxH (a fixed
// canvas), check=1 (records what the headless check reads).
import * as THREE from '../vendor/three/three.module.js';
import { lodDefaults, openString } from './terrainruntime.mjs';
import { Ground } from './ground.mjs';
import { Things } from './things.mjs';
import { EYE, PACE, Walker } from './walker.mjs';
import { MapView } from './mapview.mjs';
import { Course, PUNCH_RADIUS } from './course.mjs';

const query = new URLSearchParams(location.search);
const checking = Boolean(query.get('check'));
const canvas = document.getElementById('scene');
const status = document.getElementById('status');
const errorText = document.getElementById('error');
const courseText = document.getElementById('course');
const REORIGIN = 2048; // metres from the scene's origin before it moves

// Antialiasing unless ?antialias=0 (software WebGL draws four times the
// samples with it).
const renderer = new THREE.WebGLRenderer({ canvas, antialias: query.get('antialias') !== '0' });
const scene = new THREE.Scene();
const SKY = 0xa9c4d8;
scene.background = new THREE.Color(SKY);
scene.fog = new THREE.Fog(SKY, 60, 420);
const camera = new THREE.PerspectiveCamera(65, 1, 0.1, 600);
camera.rotation.order = 'YXZ';
scene.add(new THREE.HemisphereLight(0xdfeeff, 0x4a5a30, 1.3));
const sun = new THREE.DirectionalLight(0xfff4e0, 1.8);
sun.position.set(0.5, 1, 0.3);
scene.add(sun);
const water = new THREE.Mesh(new THREE.PlaneGeometry(6000, 6000).rotateX(-Math.PI / 2),
  new THREE.MeshLambertMaterial({ color: 0x3c6e96, transparent: true, opacity: 0.8 }));
scene.add(water);

// Levels of detail: the runtime's defaults out to 600 m (the fog ends at
// 420 m); ?lod={"cells": 8, ...} to try others.
const settings = { ...lodDefaults(), viewDistance: 600, ...JSON.parse(query.get('lod') ?? '{}') };
const ground = new Ground(scene, settings, Infinity);
const things = new Things(scene);
const mapView = new MapView(document.getElementById('map'), document.getElementById('compass'));
const walker = new Walker(Number(query.get('x') ?? 0), Number(query.get('y') ?? 0),
                          Number(query.get('heading') ?? 0));
let world = null, generation = 0, origin = null, course = null, lake = null;

function resize() {
  const size = query.get('size')?.split('x').map(Number);
  const w = size ? size[0] : window.innerWidth, h = size ? size[1] : window.innerHeight;
  renderer.setSize(w, h, true);
  camera.aspect = w / h;
  camera.updateProjectionMatrix();
}
resize();
window.addEventListener('resize', () => { resize(); if (mapView.shown) mapView.fit(); });

// The levels a scene needs beside the runtime's answers: the lake level
// and the snow line, from the file (the runtime does not give them yet).
function levels(text) {
  const json = JSON.parse(text);
  const level = Number(json.lake?.level);
  const snow = Number(json.snow?.height);
  return { lake: Number.isFinite(level) ? level : null, snow: Number.isFinite(snow) ? snow : Infinity };
}

function open(text, from, { keepCourse = false } = {}) {
  try {
    const opening = performance.now();
    const next = openString(text);
    document.body.dataset.openMs = (performance.now() - opening).toFixed(1);
    const { lake: level, snow } = levels(text);
    world?.close();
    world = next;
    lake = level;
    water.visible = lake !== null;
    ground.uniforms.snowHeight.value = snow;
    ++generation;
    if (origin) ground.renew(generation); else { ground.generation = generation; origin = placeOrigin(); }
    things.renew(generation);
    // Never start in a lake: from a good site near the point asked for.
    if (world.terra(walker.x, walker.y).kindCode === 0 && !keepCourse) {
      const site = world.goodSite(walker.x, walker.y);
      Object.assign(walker, { x: site.x, y: site.y });
    }
    if (!keepCourse || !course) course = new Course(world, walker.x, walker.y);
    errorText.textContent = '';
    status.textContent = from;
    document.body.dataset.generation = generation;
  } catch (e) {
    errorText.textContent = `${from}: ${e.message}`;
  }
}

function placeOrigin() {
  return { x: Math.round(walker.x / 1024) * 1024, y: Math.round(walker.y / 1024) * 1024 };
}

// What the player may not walk into, or '' where they may.
function refusal(x, y) {
  if (world.terra(x, y).kindCode === 0) return 'lake';
  if (things.inBuilding(x, y)) return 'building';
  return '';
}
const pace = (x, y) => PACE[world.terra(x, y).kindCode];

// Input: keys into the walker; M the map, + and − its scale, C a new course.
window.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLInputElement) return;
  if (e.code === 'KeyM') mapView.toggle();
  else if (mapView.shown && (e.key === '+' || e.key === '=')) mapView.zoom(0.5);
  else if (mapView.shown && e.key === '-') mapView.zoom(2);
  else if (e.code === 'KeyC' && world) course = new Course(world, walker.x, walker.y);
  else walker.keys.add(e.code);
  if (e.code.startsWith('Arrow')) e.preventDefault();
});
window.addEventListener('keyup', (e) => walker.keys.delete(e.code));
window.addEventListener('blur', () => walker.keys.clear());
let drag = null;
canvas.addEventListener('pointerdown', (e) => {
  drag = { x: e.clientX, y: e.clientY };
  canvas.setPointerCapture(e.pointerId);
});
canvas.addEventListener('pointermove', (e) => {
  if (!drag) return;
  walker.look((e.clientX - drag.x) * 0.25, -(e.clientY - drag.y) * 0.25);
  drag = { x: e.clientX, y: e.clientY };
});
canvas.addEventListener('pointerup', () => { drag = null; });
document.getElementById('file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (file) open(await file.text(), file.name);
});

const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
function showCourse(t) {
  if (!course) { courseText.textContent = ''; return; }
  const n = course.controls.length;
  const target = course.next < n ? course.controls[course.next] : course.start;
  const distance = Math.hypot(target.x - walker.x, target.y - walker.y);
  const what = course.finished ? 'Finished' :
    course.next < n ? `Control <span class="purple">${target.number}</span> of ${n} (${target.code})` :
    'Finish';
  courseText.innerHTML = `${what} · ${clock(course.elapsed(t))}` +
    (course.finished ? '' : ` · ${distance.toFixed(0)} m`);
}

// The page's own work a frame (everything but three.js drawing), for the
// figures the check reports: the last 600 frames.
const work = [];
function record(ms) {
  work.push(ms);
  if (work.length > 600) work.shift();
}
function workFigures() {
  const sorted = [...work].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

let last = performance.now(), frames = 0;
function frame(now) {
  requestAnimationFrame(frame);
  const dt = Math.min(1, (now - last) / 1000);
  last = now;
  if (!world) return;
  const started = performance.now();
  walker.advance(dt, pace, refusal);
  if (Math.hypot(walker.x - origin.x, walker.y - origin.y) > REORIGIN) {
    ground.clear();
    things.clear();
    origin = placeOrigin();
  }
  const groundHeight = world.height(walker.x, walker.y);
  camera.position.set(walker.x - origin.x, groundHeight + EYE, origin.y - walker.y);
  camera.rotation.set((walker.pitch * Math.PI) / 180, (-walker.heading * Math.PI) / 180, 0);
  if (lake !== null) water.position.set(camera.position.x, lake, camera.position.z);
  // The first world meshes with a larger budget; then 6 ms of meshing and
  // 4 of scattering a frame, nearest first, so that a designer's edit shows
  // under the player in the next frame and spreads outwards.
  ground.update(world, origin, walker.x, walker.y, EYE, ground.meshes.size || ground.stale.size ? 6 : 40);
  const meshed = performance.now();
  things.update(world, origin, walker.x, walker.y, 4);
  const placed = performance.now();
  const seconds = now / 1000;
  const punched = course?.visit(walker.x, walker.y, seconds);
  if (punched && punched !== 'finish') status.textContent = `Punched ${punched.number} (${punched.code})`;
  else if (punched) status.textContent = `Finished in ${clock(course.elapsed(seconds))}`;
  mapView.draw(world, walker, course, generation);
  mapView.drawCompass(walker.heading);
  showCourse(seconds);
  record(performance.now() - started);
  const drawing = performance.now();
  renderer.render(scene, camera);
  if (checking) {
    Object.assign(document.body.dataset, { groundMs: (meshed - started).toFixed(1),
      thingsMs: (placed - meshed).toFixed(1), renderMs: (performance.now() - drawing).toFixed(1),
      frameGap: (dt * 1000).toFixed(0) });
  }
  ++frames;
  if (checking) report(groundHeight);
}

// What the headless check reads, on the body's data attributes.
function report(groundHeight) {
  const v = things.inView, f = workFigures();
  Object.assign(document.body.dataset, {
    ready: ground.meshes.size > 0 && !ground.busy && !things.busy ? '1' : '0', x: walker.x, y: walker.y,
    heading: walker.heading, groundHeight, cameraY: camera.position.y - EYE, frames,
    chunks: ground.meshes.size, groundGeneration: ground.generationAt(walker.x, walker.y), scatter: `${v.x0} ${v.y0} ${v.x1} ${v.y1}`,
    instances: `${v.count} ${v.trees} ${v.bushes} ${v.rocks}`,
    workMedian: f.median.toFixed(2), workWorst: f.worst.toFixed(2), blocked: walker.blocked,
    punched: course ? course.next : 0, walked: walker.walked.toFixed(2),
  });
}

// The calls the headless check makes, beside the keys it presses.
window.forest = {
  teleport(x, y, heading = walker.heading) {
    Object.assign(walker, { x, y, heading });
  },
  course: () => course && { start: course.start, controls: course.controls, next: course.next },
  mapSheet: () => mapView.sheetRegion(),
  drawn: () => things.drawn(origin),
  mapSha: async () => {
    const d = await crypto.subtle.digest('SHA-256', mapView.sheet.pixels);
    return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
  },
  workFigures,
  resetWork: () => { work.length = 0; },
  scene, ground, things, renderer, walker,
  get world() { return world; },
};

async function fetchText(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

// The live link: a new text of the publish file opens a new world under
// the player, who stays where they stand. (A file that carries
// "publishedAt", ms since 1970, has its delay until drawn recorded.)
const delays = [];
async function follow(url) {
  let seen = null;
  for (;;) {
    try {
      const text = await fetchText(url);
      if (text !== seen) {
        seen = text;
        open(text, `${url} (live)`, { keepCourse: true });
        const published = JSON.parse(text).publishedAt;
        if (published) {
          delays.push(Date.now() - published);
          document.body.dataset.delays = delays.join(',');
        }
      }
    } catch (e) {
      errorText.textContent = e.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

requestAnimationFrame(frame);
try {
  if (query.get('live')) follow(query.get('live'));
  else {
    const url = query.get('params') ?? 'params.json';
    open(await fetchText(url), url);
  }
} catch (e) {
  errorText.textContent = e.message;
  status.textContent = 'Choose a parameter file';
}
