// The forest page's walking and course rules in Node (node --test), with
// the WebAssembly runtime and terrainstudio-cli as the independent side:
//   TERRAIN_WASM_DIR=… TERRAIN_CLI=… node --test web/forest/test_forest.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PACE, Walker } from './walker.mjs';
import { Course, PUNCH_RADIUS } from './course.mjs';
import { MINE, standing } from './standing.mjs';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const runtime = await import(join(env('TERRAIN_WASM_DIR'), 'terrainruntime.mjs'));
const cli = env('TERRAIN_CLI');
const params = execFileSync(cli, ['params'], { encoding: 'utf8' });
const sample = (x, y) => execFileSync(cli, ['sample'], { input: `${x} ${y}\n`, encoding: 'utf8' })
  .trim().split(' ');

test('the pace by ground: roads fastest, thicket slowest, never into a lake', () => {
  const kind = Object.fromEntries(runtime.kindNames.map((name, k) => [name, PACE[k]]));
  assert.equal(kind.LAKE, 0);
  for (const fast of ['ROAD', 'PATH', 'GRASS'])
    for (const slow of ['WOOD', 'MOOR', 'MARSH']) assert.ok(kind[fast] > kind[slow], `${fast} > ${slow}`);
  for (const name of runtime.kindNames)
    if (name !== 'THICKET' && name !== 'LAKE') assert.ok(kind[name] > kind.THICKET, name);
});

test('walking: the distance a pace gives, turned by the heading, stopped at what refuses', () => {
  const w = new Walker(10, 20, 90); // facing east
  w.keys.add('KeyW');
  const moved = w.advance(2, () => 3, () => '');
  assert.ok(Math.abs(moved - 6) < 1e-9, `${moved} m`);
  assert.ok(Math.abs(w.x - 16) < 1e-9 && Math.abs(w.y - 20) < 1e-9, `at ${w.x}, ${w.y}`);
  // A wall 2 m ahead: the walker stops before it and says why.
  const wall = new Walker(0, 0, 0);
  wall.keys.add('ArrowUp');
  wall.advance(10, () => 4, (x, y) => (y > 2 ? 'lake' : ''));
  assert.ok(wall.y <= 2 && wall.y > 1.7, `stopped at ${wall.y}`);
  assert.equal(wall.blocked, 'lake');
  // A to the left is west when facing north.
  const side = new Walker(0, 0, 0);
  side.keys.add('KeyA');
  side.advance(1, () => 2, () => '');
  assert.ok(Math.abs(side.x + 2) < 1e-9 && Math.abs(side.y) < 1e-9);
});

test('the course: a good site to start, controls on coded point features, punched within 2 m', () => {
  const world = runtime.openString(params);
  try {
    const course = new Course(world, -400, 300);
    const [sx, sy] = execFileSync(cli, ['site', '-400', '300'], { encoding: 'utf8' }).trim().split(' ');
    assert.deepEqual(course.start, { x: Number(sx), y: Number(sy) });
    assert.equal(course.controls.length, 6);
    let from = course.start;
    for (const c of course.controls) {
      // Each control stands on a point feature the CLI's terra finds there, with its code.
      const f = sample(c.x, c.y);
      assert.notEqual(f[4], 'NONE', `control ${c.number} at (${c.x}, ${c.y})`);
      assert.notEqual(f[3], 'LAKE');
      assert.equal(c.code, f[5]);
      const leg = Math.hypot(c.x - from.x, c.y - from.y);
      assert.ok(leg >= 120 && leg <= 320, `leg to ${c.number}: ${leg} m`);
      from = c;
    }
    // Punching: the clock starts on leaving the start; 2.5 m away does not punch, 1.5 m does.
    const c1 = course.controls[0];
    assert.equal(course.visit(course.start.x + 5, course.start.y, 100), null);
    assert.equal(course.visit(c1.x + 2.5, c1.y, 130), null);
    assert.equal(course.visit(c1.x + PUNCH_RADIUS - 0.5, c1.y, 160), c1);
    assert.equal(course.next, 1);
    assert.deepEqual(course.punched, [60]);
    // Out of order does not count: control 3 before 2.
    const c3 = course.controls[2];
    assert.equal(course.visit(c3.x, c3.y, 170), null);
    for (const c of course.controls.slice(1)) course.visit(c.x, c.y, 200);
    assert.equal(course.visit(course.start.x, course.start.y, 250), 'finish');
    assert.ok(course.finished);
    assert.equal(course.elapsed(999), 150);
  } finally {
    world.close();
  }
});

test('the scene colours are the studio\'s (runtime/render/scenecolours.h)', async () => {
  const { KIND_COLOURS, SNOW, PARTS } = await import('./colours.mjs');
  const header = readFileSync(new URL('../../runtime/render/scenecolours.h', import.meta.url), 'utf8');
  const triples = (text) => [...text.matchAll(/opaque\((\d+), (\d+), (\d+)\)/g)]
    .map((m) => m.slice(1).map(Number));
  const ground = header.slice(header.indexOf('kSceneGround'), header.indexOf('kSceneSnow'));
  assert.deepEqual(triples(ground), KIND_COLOURS);
  assert.deepEqual(triples(header.slice(header.indexOf('kSceneSnow')))[0], SNOW);
  const parts = Object.fromEntries([...header.matchAll(/kScene(\w+) = 0xff([0-9a-f]{6})u/g)]
    .map((m) => [m[1].toLowerCase(), parseInt(m[2], 16)]));
  assert.deepEqual(parts, PARTS);
});

test('mines stand as shafts, or as cave mouths facing downhill, as the object list has them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'forest-mines-'));
  const world = runtime.openString(params);
  try {
    const out = join(dir, 'objects.json');
    execFileSync(cli, ['export', 'objects', '--region', '-2000', '-2000', '4000', '4000',
                       '--format', 'json', '-o', out]);
    const listed = JSON.parse(readFileSync(out, 'utf8')).objects
      .filter((o) => o.kind === 'mine' || o.kind === 'cave_mouth');
    const mines = world.features(-2000, -2000, 2000, 2000).filter((f) => f.featureCode === MINE);
    assert.equal(mines.length, listed.length);
    const caves = listed.filter((o) => o.kind === 'cave_mouth');
    assert.ok(caves.length >= 1 && caves.length < listed.length, `${caves.length} cave mouths`);
    for (const o of listed) {
      const f = mines.find((m) => m.x === o.x && m.y === o.y);
      assert.ok(f, `a mine at ${o.x}, ${o.y}`);
      const s = standing(world, f);
      assert.equal(s.shape === 'cave', o.kind === 'cave_mouth', `${o.kind} at ${o.x}, ${o.y}`);
      if (s.shape === 'cave')
        assert.ok(Math.abs(s.heading - o.rotation) < 1e-9, `heading ${s.heading}, ${o.rotation}`);
    }
    assert.throws(() => world.mineCell(0, 0, 99), /level/);
    assert.throws(() => world.mineCell(NaN, 0), /finite/);
  } finally {
    world.close();
    rmSync(dir, { recursive: true });
  }
});
