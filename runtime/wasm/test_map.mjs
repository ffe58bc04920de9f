// The WebAssembly runtime's map (World.map) against terrainstudio-cli
// render: the same RGBA bytes, by SHA-256, for a busy world at 1/2, 1 and
// 8 m per pixel and for a continent and its overview; the scatter, point
// features, buildings and good sites as the CLI gives them.
//   TERRAIN_WASM_DIR=… TERRAIN_CLI=… node --test test_map.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const runtime = await import(join(env('TERRAIN_WASM_DIR'), 'terrainruntime.mjs'));
const cli = env('TERRAIN_CLI');
const params = JSON.parse(execFileSync(cli, ['params'], { encoding: 'utf8' }));
const busy = JSON.stringify({
  ...params,
  roads: [{ width: 4, vertices: [[-300, -40], [0, 10], [250, 60]] }],
  placed: [{ x: 3, y: 4, feature: 'T' }, { x: -7, y: 2, feature: 'BUILDING' },
           { x: -20, y: -20, terrain: 'TOWN' }],
  paths: { ...params.paths, enabled: true },
});
const continent = readFileSync(new URL('../../resources/examples/relf-continent.json',
                                       import.meta.url), 'utf8');
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

function cliRgba(json, x0, y0, w, h, m) {
  const dir = mkdtempSync(join(tmpdir(), 'tr-map-'));
  try {
    writeFileSync(join(dir, 'p.json'), json);
    execFileSync(cli, ['render', '--region', String(x0), String(y0), String(w * m), String(h * m),
                       '--scale', String(m), '--params', join(dir, 'p.json'),
                       '-o', join(dir, 'm.rgba')]);
    return readFileSync(join(dir, 'm.rgba'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [name, json, x0, y0, w, h, m] of [
  ['1 m/px: roads, placed objects, towns, streams', busy, -200, -150, 400, 300, 1],
  ['1/2 m/px from a fractional origin', busy, 13.25, -7.75, 200, 120, 0.5],
  ['8 m/px', busy, -1600, -1200, 400, 300, 8],
  ['a continent at 4 m/px', continent, -8000, -6000, 300, 200, 4],
  ['a continent\'s overview at 128 m/px', continent, -20000, -20000, 320, 320, 128],
]) {
  test(`map: ${name}, as terrainstudio-cli render`, () => {
    const expected = cliRgba(json, x0, y0, w, h, m);
    assert.equal(expected.length, 4 * w * h);
    const world = runtime.openString(json);
    try {
      const pixels = world.map(x0, y0, w, h, m);
      assert.ok(pixels instanceof Uint8ClampedArray);
      assert.equal(pixels.length, 4 * w * h);
      assert.equal(sha(pixels), sha(expected));
    } finally {
      world.close();
    }
  });
}

test('map: bad arguments are refused by name', () => {
  const world = runtime.openString(busy);
  try {
    assert.throws(() => world.map(0, 0, 0, 10, 1), /1 to 16384/);
    assert.throws(() => world.map(0, 0, 10.5, 10, 1), /whole numbers/);
    assert.throws(() => world.map(0, 0, 10, 10, 5000), /1\/64 to 1024/);
    assert.throws(() => world.map(NaN, 0, 10, 10, 1), /1e15/);
  } finally {
    world.close();
  }
});

test('scatter: every tree, bush and rock as terrainstudio-cli scatter prints it', () => {
  const lines = execFileSync(cli, ['scatter', '--region', '-128', '-96', '256', '192'],
                             { encoding: 'utf8' }).trimEnd().split('\n');
  const world = runtime.openString(JSON.stringify(params));
  try {
    const s = world.scatter(-128, -96, 128, 96);
    assert.equal(s.count, lines.length);
    assert.ok(s.count > 1000);
    const kinds = ['tree', 'bush', 'rock'];
    const f32 = (text) => Math.fround(Number(text));
    for (let k = 0; k < s.count; ++k) {
      const f = lines[k].split(' ');
      assert.deepEqual(
        [kinds[s.kind[k]], s.species[k], runtime.kindNames[s.ground[k]], s.x[k], s.y[k], s.z[k],
         s.height[k], s.rotation[k], s.lean[k], s.leanDirection[k]],
        [f[0], Number(f[1]), f[2], Number(f[3]), Number(f[4]), Number(f[5]), f32(f[6]),
         f32(f[7]), f32(f[8]), f32(f[9])], `item ${k}`);
    }
    assert.throws(() => world.scatter(0, 0, 10000, 10000), /2\^26/);
  } finally {
    world.close();
  }
});

test('features: every point feature terrainstudio-cli sample finds at the integer points', () => {
  const [x0, y0, w, h] = [-800, 0, 400, 400];
  const points = [];
  for (let y = y0; y <= y0 + h; ++y) for (let x = x0; x <= x0 + w; ++x) points.push(`${x} ${y}`);
  const sampled = execFileSync(cli, ['sample'], { input: points.join('\n'), encoding: 'utf8',
                                                 maxBuffer: 1 << 28 })
    .trimEnd().split('\n').map((l) => l.split(' ')).filter((f) => f[4] !== 'NONE')
    .map((f) => `${f[0]} ${f[1]} ${f[3]} ${f[4]} ${f[5] === '-' ? '' : f[5]}`);
  const world = runtime.openString(JSON.stringify(params));
  try {
    const found = world.features(x0, y0, x0 + w, y0 + h)
      .map((f) => `${f.x} ${f.y} ${f.kind} ${f.feature} ${f.code}`);
    assert.ok(sampled.length >= 5, `${sampled.length} features sampled`);
    assert.deepEqual(found.sort(), sampled.sort());
    const one = world.features(x0, y0, x0 + w, y0 + h)[0];
    assert.equal(one.height, world.height(one.x, one.y));
    assert.throws(() => world.features(0, 0, 10000, 10000), /2\^26/);
    assert.throws(() => world.features(5, 0, 0, 5), /x0 <= x1/);
  } finally {
    world.close();
  }
});

test('buildings and good sites: as terrainstudio-cli export objects and site give them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wasm-objects-'));
  const world = runtime.openString(JSON.stringify(params));
  try {
    const out = join(dir, 'objects.json');
    execFileSync(cli, ['export', 'objects', '--region', '-600', '-300', '700', '500', '--format',
                       'json', '-o', out]);
    const listed = JSON.parse(readFileSync(out, 'utf8')).objects
      .filter((o) => o.kind === 'building').map((o) => `${o.x} ${o.y} ${o.scale}`);
    const found = world.buildings(-600, -300, 100, 200).map((b) => `${b.x} ${b.y} ${b.size}`);
    assert.ok(listed.length >= 3, `${listed.length} buildings listed`);
    assert.deepEqual(found.sort(), listed.sort());
    for (const [x, y] of [[-400, 300], [0, 0], [1234.5, -987.25], [-3000, 2000]]) {
      const [sx, sy, verdict] = execFileSync(cli, ['site', `${x}`, `${y}`], { encoding: 'utf8' })
        .trim().split(' ');
      assert.deepEqual(world.goodSite(x, y), { x: Number(sx), y: Number(sy), ok: verdict === 'ok' },
                       `site from (${x}, ${y})`);
    }
    assert.throws(() => world.goodSite(NaN, 0), /finite/);
  } finally {
    world.close();
    rmSync(dir, { recursive: true });
  }
});
