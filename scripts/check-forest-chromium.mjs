// The forest page (web/forest/) in Debian's headless chromium, driven by
// playwright-core, against the studio's CLI (the native runtime):
//   the ground height under the camera is tr_height's (terrainstudio-cli sample);
//   the tree, bush and rock instances drawn are the scatter's (terrainstudio-cli scatter);
//   the M map's pixels are terrainstudio-cli render's (SHA-256 of the RGBA);
//   ten seconds of walking cover the ground's pace on a road and in thicket;
//   walking onto a control punches it;
//   a live edit of the publish file changes the ground under the player within 200 ms;
// and reports the page's own work a frame (median, worst) and frames a second.
// Run by scripts/check-forest-chromium.sh BUILD_DIR [SHOT.png].
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';

const [build, playwrightDir, shot] = process.argv.slice(2);
const root = new URL('..', import.meta.url).pathname;
const cli = join(build, 'app/terrainstudio-cli');
const wasm = join(build, 'runtime/wasm');
const { chromium } = await import(join(playwrightDir, 'index.mjs'));
const work = mkdtempSync(join(tmpdir(), 'forest-'));
// The default terrain with a designer's road, to walk on.
const defaults = JSON.parse(execFileSync(cli, ['params'], { encoding: 'utf8' }));
defaults.roads = [{ width: 4, vertices: [[-700, 305.5], [-100, 305.5]] }];
const params = JSON.stringify(defaults, null, 1);
const paramsFile = join(work, 'params.json');
writeFileSync(paramsFile, params);
const run = (command, ...args) => execFileSync(cli, [command, '--params', paramsFile, ...args],
                                               { encoding: 'utf8', maxBuffer: 1 << 28 });
const sample = (points, file = paramsFile) =>
  execFileSync(cli, ['sample', '--params', file], { input: points, encoding: 'utf8', maxBuffer: 1 << 28 })
    .trim().split('\n').filter((l) => !l.startsWith('#')).map((l) => l.split(' '));
const failures = [];
const check = (ok, what) => {
  console.log(`check-forest: ${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failures.push(what);
};

// The site: the page, three.js, the runtime, params.json and the live file.
let live = params;
const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript',
                '.wasm': 'application/wasm', '.json': 'application/json' };
const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://x').pathname;
  let body = null;
  try {
    if (path === '/forest/params.json') body = params;
    else if (path === '/forest/live.json') body = live;
    else if (path.startsWith('/forest/terrainruntime')) body = readFileSync(join(wasm, path.slice(8)));
    else if (path.startsWith('/forest/') || path.startsWith('/vendor/')) body = readFileSync(join(root, 'web', path));
  } catch { body = null; }
  if (body === null) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream',
                            'cache-control': 'no-store' });
  response.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/forest/index.html`;
// More URL parameters; by default no antialiasing (SwiftShader's costs 40 % a frame).
const extra = process.env.FOREST_QUERY ?? '&antialias=0';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox',
         '--ignore-gpu-blocklist'],
});
const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
page.on('pageerror', (e) => check(false, `the page threw: ${e.message}`));
const data = () => page.evaluate(() => ({ ...document.body.dataset }));
const ready = () => page.waitForFunction(() => document.body.dataset.ready === '1', null,
                                         { timeout: 120000 });
const settle = (ms) => page.waitForTimeout(ms);

// Sampled kinds along a straight line: the CLI's terra at every metre.
const kindsAlong = (x, y, heading, metres) => {
  const a = (heading * Math.PI) / 180;
  return sample(Array.from({ length: metres + 1 }, (_, k) =>
    `${x + k * Math.sin(a)} ${y + k * Math.cos(a)}`).join('\n')).map((f) => f[3]);
};
// A straight run eastwards of one kind, metres long with a metre either
// side of it: searched on the CLI's terra at every metre of [-800, 0] × [240, 360].
const findRun = (kind, metres) => {
  const xs = 801, ys = 121, points = [];
  for (let r = 0; r < ys; ++r) for (let c = 0; c < xs; ++c) points.push(`${c - 800} ${r + 240}`);
  const kinds = sample(points.join('\n')).map((f) => f[3]);
  const is = (r, c) => r >= 0 && r < ys && kinds[r * xs + c] === kind;
  for (let r = 1; r + 1 < ys; ++r) {
    let run = 0;
    for (let c = 0; c < xs; ++c) {
      run = is(r, c) && is(r - 1, c) && is(r + 1, c) ? run + 1 : 0;
      if (run > metres + 2) return { x: c - metres - 800, y: r + 240, heading: 90 };
    }
  }
  return null;
};

// 1. Open the page at a starting point; ground height under the camera.
const fpsNow = async (ms) => {
  const f0 = Number((await data()).frames), t0 = Date.now();
  await settle(ms);
  return ((Number((await data()).frames) - f0) * 1000) / (Date.now() - t0);
};
const start = { x: -400, y: 300 };
await page.goto(`${base}?check=1&x=${start.x}&y=${start.y}&heading=30${extra}`);
await ready();
console.log(`check-forest: standing: ${(await fpsNow(3000)).toFixed(1)} frames a second`);
let d = await data();
const native = Number(sample(`${d.x} ${d.y}`)[0][2]);
check(Math.abs(Number(d.groundHeight) - native) < 5e-9 && Math.abs(Number(d.cameraY) - native) < 1e-6,
      `the ground under the camera at (${d.x}, ${d.y}) is ${d.groundHeight} m, tr_height ${native.toFixed(9)}`);

// 2. The scatter drawn equals terrainstudio-cli scatter of the same region.
const [sx0, sy0, sx1, sy1] = d.scatter.split(' ').map(Number);
const cliItems = run('scatter', '--region', `${sx0}`, `${sy0}`, `${sx1 - sx0}`, `${sy1 - sy0}`)
  .trim().split('\n').map((l) => l.split(' ')).map((f) => ({
    kind: { tree: 0, bush: 1, rock: 2 }[f[0]], x: Number(f[3]), y: Number(f[4]), z: Number(f[5]) }));
const drawn = await page.evaluate(() => window.forest.drawn());
const order = (a, b) => a.kind - b.kind || a.x - b.x || a.y - b.y;
cliItems.sort(order); drawn.sort(order);
let misplaced = 0;
for (let k = 0; k < Math.min(cliItems.length, drawn.length); ++k) {
  const a = cliItems[k], b = drawn[k];
  if (a.kind !== b.kind || Math.abs(a.x - b.x) > 0.01 || Math.abs(a.y - b.y) > 0.01 || Math.abs(a.z - b.z) > 0.01)
    ++misplaced;
}
check(cliItems.length > 1000 && drawn.length === cliItems.length && misplaced === 0,
      `${drawn.length} instances drawn in [${sx0}, ${sx1}) × [${sy0}, ${sy1}), the scatter has ` +
      `${cliItems.length}; ${misplaced} not where the scatter puts them`);
if (shot) await page.screenshot({ path: shot });

// 3. The M map equals terrainstudio-cli render of its sheet.
await page.keyboard.press('KeyM');
await page.waitForFunction(() => window.forest.mapSheet() !== null, null, { timeout: 60000 });
const sheet = await page.evaluate(() => window.forest.mapSheet());
const pageSha = await page.evaluate(() => window.forest.mapSha());
run('render', '--region', `${sheet.left}`, `${sheet.top - sheet.height * sheet.mpp}`, `${sheet.width}`,
    `${sheet.height}`, '--scale', `${sheet.mpp}`, '-o', join(work, 'sheet.rgba'));
const cliSha = createHash('sha256').update(readFileSync(join(work, 'sheet.rgba'))).digest('hex');
check(pageSha === cliSha, `the map sheet ${sheet.width}×${sheet.height} at ${sheet.mpp} m/px from ` +
      `(${sheet.left}, ${sheet.top}): SHA-256 ${pageSha}, render's ${cliSha}`);
if (shot) await page.screenshot({ path: shot.replace(/\.png$/, '-map.png') });
await page.keyboard.press('KeyM');

// 4. Ten seconds of walking on a road and in thicket.
const pace = { ROAD: 4.0, THICKET: 1.0 };
for (const [kind, speed] of Object.entries(pace)) {
  const where = findRun(kind, Math.ceil(speed * 12));
  if (!where) { check(false, `no straight run of ${kind} found to walk`); continue; }
  await page.evaluate(({ x, y, heading }) => window.forest.teleport(x, y, heading), where);
  await settle(300);
  const before = Number((await data()).walked);
  await page.keyboard.down('KeyW');
  const t0 = Date.now();
  await settle(10000);
  await page.keyboard.up('KeyW');
  const seconds = (Date.now() - t0) / 1000;
  await settle(200);
  const walked = Number((await data()).walked) - before;
  const expected = speed * seconds;
  check(Math.abs(walked - expected) <= 0.12 * expected,
        `${seconds.toFixed(1)} s walking on ${kind} from (${where.x}, ${where.y}) heading ` +
        `${where.heading}° covered ${walked.toFixed(1)} m (its pace ${speed} m/s: ${expected.toFixed(1)} m)`);
}

// 5. Walking onto the first control punches it.
const course = await page.evaluate(() => window.forest.course());
check(course.controls.length >= 3, `the course has ${course.controls.length} controls ` +
      course.controls.map((c) => `${c.number} ${c.code} (${c.x}, ${c.y})`).join(', '));
const first = course.controls[0];
let approach = null;
for (const heading of [0, 90, 180, 270, 45, 135, 225, 315]) {
  const a = ((heading + 180) * Math.PI) / 180; // stand 6 m back along the heading
  const from = { x: first.x + 6 * Math.sin(a), y: first.y + 6 * Math.cos(a), heading };
  if (kindsAlong(from.x, from.y, heading, 6).every((k) => k !== 'LAKE')) { approach = from; break; }
}
await page.evaluate(({ x, y, heading }) => window.forest.teleport(x, y, heading), approach);
await settle(300);
await page.keyboard.down('KeyW');
await page.waitForFunction(() => Number(document.body.dataset.punched) >= 1, null, { timeout: 30000 })
  .catch(() => {});
await page.keyboard.up('KeyW');
d = await data();
check(Number(d.punched) >= 1, `walking onto control 1 (${first.code}) punched ${d.punched} control(s)`);

// Frames a second and the page's own work a frame while walking.
await page.evaluate(() => window.forest.resetWork());
const frames0 = Number(d.frames), t0 = Date.now();
await page.keyboard.down('KeyW');
await settle(5000);
await page.keyboard.up('KeyW');
d = await data();
const fps = ((Number(d.frames) - frames0) * 1000) / (Date.now() - t0);
console.log(`check-forest: walking: ${fps.toFixed(1)} frames a second (software WebGL), the page's ` +
            `own work ${d.workMedian} ms a frame median, ${d.workWorst} ms worst`);

// 6. The live link: an edit of the publish file moves the ground under the
// player, measured to the end of the first frame drawn with the edit's
// mesh under the player, at 320 × 240 (software WebGL draws 800 × 600 in
// more than 200 ms a frame, a GPU in a few).
await page.goto(`${base}?check=1&x=${start.x}&y=${start.y}&live=live.json&size=320x240${extra}`);
await ready();
const json = defaults;
await settle(1500); // the first meshing done
const delays = [], meshDelays = [];
for (let edit = 1; edit <= 5; ++edit) {
  const edited = structuredClone(json);
  edited.vectors.height[1].a = json.vectors.height[1].a + edit;
  writeFileSync(join(work, 'edited.json'), JSON.stringify(edited, null, 1));
  const want = Number(sample(`${start.x} ${start.y}`, join(work, 'edited.json'))[0][2]);
  const published = Date.now();
  live = JSON.stringify({ ...edited, publishedAt: published }, null, 1);
  // The camera stands on the edit's ground; then the chunk under the player
  // is meshed from it.
  await page.waitForFunction((h) => Math.abs(Number(document.body.dataset.groundHeight) - h) < 5e-9,
                             want, { timeout: 5000, polling: 10 }).catch(() => {});
  const delay = Date.now() - published;
  await page.waitForFunction(() => document.body.dataset.groundGeneration === document.body.dataset.generation,
                             null, { timeout: 5000, polling: 10 }).catch(() => {});
  meshDelays.push(Date.now() - published);
  const got = Number((await data()).groundHeight);
  check(Math.abs(got - want) < 5e-9, `live edit ${edit}: the ground under the player is ${got} m, the edited file's ${want.toFixed(9)} m`);
  delays.push(delay);
  const t = await data();
  console.log(`check-forest: live edit ${edit}: fetched ${t.delays.split(',').at(-1)} ms after ` +
              `the edit, opened in ${t.openMs} ms; the camera on it after ${delay} ms, the ` +
              `chunk under the player meshed from it after ${meshDelays.at(-1)} ms`);
}
delays.sort((a, b) => a - b);
meshDelays.sort((a, b) => a - b);
check(delays[Math.floor(delays.length / 2)] <= 200,
      `live edits reach the ground under the player in ${delays.join(', ')} ms (median ≤ 200); ` +
      `its chunk drawn from them in ${meshDelays.join(', ')} ms`);

await browser.close();
server.close();
if (failures.length) {
  console.error(`check-forest: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('check-forest: every check passed');
