// The WebAssembly runtime in Node (node --test): the Java reference to the
// last bit, the native C API at 100,000 points, grids, bad files.
//   TERRAIN_WASM_DIR=… TERRAIN_CLI=… TERRAIN_POINTS=… TERRAIN_REFERENCE=… node --test
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const runtime = await import(join(env('TERRAIN_WASM_DIR'), 'terrainruntime.mjs'));
const params = JSON.parse(execFileSync(env('TERRAIN_CLI'), ['params'], { encoding: 'utf8' }));
const withLake = (level) => JSON.stringify({ ...params, lake: { ...params.lake, level } });

const view = new DataView(new ArrayBuffer(8));
const bits = (v) => {
  view.setFloat64(0, v);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
};

test('the Java reference, every point, to the last bit', () => {
  const lines = readFileSync(join(env('TERRAIN_REFERENCE'), 'expected.txt'), 'utf8').split('\n');
  const worlds = new Map();
  let checked = 0;
  const wrong = [];
  for (const line of lines) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [xt, yt, lake, height, kind, feature, code, depth, xr, yr] = line.split(' ');
    if (!worlds.has(lake)) worlds.set(lake, runtime.openString(withLake(Number(lake))));
    const w = worlds.get(lake);
    const x = Number(xt), y = Number(yt);
    const t = w.terra(x, y);
    const got = [bits(t.height), t.kind, t.feature, t.code || '-', bits(t.depth), t.x, t.y];
    const want = [height, kind, feature, code, depth, Number(xr), Number(yr)];
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${line} → ${got.join(' ')}`);
    if (kind !== 'LAKE' && bits(w.height(x, y)) !== height) wrong.push(`${line} → height`);
    ++checked;
  }
  assert.deepEqual(wrong.slice(0, 5), []);
  assert.ok(checked > 9000 && worlds.size === 10, `${checked} points`);
});

// A repeatable stream of numbers in [0, 1) (xorshift64*).
function random(seed) {
  let s = BigInt(seed);
  return () => {
    s ^= s >> 12n; s ^= (s << 25n) & 0xffffffffffffffffn; s ^= s >> 27n;
    return Number(((s * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn) >> 11n) / 2 ** 53;
  };
}

// What the native C API answers at each point, against the WebAssembly's.
const compareWithNative = (json, points) => {
  const dir = mkdtempSync(join(tmpdir(), 'wasm-'));
  const file = join(dir, 'params.json');
  writeFileSync(file, json);
  const input = points.map(([x, y]) => `${x} ${y}`).join('\n') + '\n';
  const native = execFileSync(env('TERRAIN_POINTS'), [file], { input, encoding: 'utf8',
                                                              maxBuffer: 1 << 28 }).split('\n');
  const w = runtime.openString(json);
  const wrong = [];
  points.forEach(([x, y], i) => {
    const t = w.terra(x, y);
    const got = [bits(t.height), t.kind, t.feature, t.code || '-', bits(t.depth),
                 String(t.x), String(t.y), bits(w.height(x, y))];
    const want = native[i].split(' ');
    want[5] = String(Number(want[5]));
    want[6] = String(Number(want[6]));
    if (got.join(' ') !== want.join(' ')) wrong.push(`${x} ${y}: ${got.join(' ')} != ${native[i]}`);
  });
  assert.deepEqual(wrong.slice(0, 5), []);
};

const randomPoints = (seed, spans) => {
  const next = random(seed);
  const points = [];
  for (let i = 0; i < 100000; ++i) {
    const group = i % 5;
    const span = spans[group];
    let x = (next() * 2 - 1) * span, y = (next() * 2 - 1) * span;
    if (group === 1) { x = Math.round(x); y = Math.round(y); }
    if (group === 3) { x = Math.round(x) + 0.5; y = Math.round(y) - 0.25; }
    points.push([x, y]);
  }
  return points;
};

test('the native C API at 100,000 points', () => {
  compareWithNative(JSON.stringify(params), randomPoints(20261125, [5000, 1e6, 1e9, 300, 1e9]));
});

test('the native C API at 100,000 points of a world on a continent', () => {
  // A 12 x 10 continent of 250 m cells around the origin (relf-v2.json).
  const json = readFileSync(new URL('../../tests/runtime/versions/relf-v2.json', import.meta.url),
                            'utf8');
  compareWithNative(json, randomPoints(20261126, [2000, 3000, 1e9, 1500, 1e6]));
});

test('grids are the points in row order', () => {
  const w = runtime.openString(JSON.stringify(params));
  for (const [x0, y0, step] of [[-300, 200, 2], [-561.3, -1401.7, 0.37]]) {
    const heights = w.heights(x0, y0, 90, 40, step);
    const kinds = w.kinds(x0, y0, 90, 40, step);
    assert.ok(heights instanceof Float64Array && heights.length === 3600);
    assert.ok(kinds instanceof Uint8Array && kinds.length === 3600);
    for (let r = 0; r < 40; ++r)
      for (let c = 0; c < 90; ++c) {
        const x = x0 + c * step, y = y0 + r * step;
        assert.equal(heights[r * 90 + c], w.height(x, y));
        assert.equal(kinds[r * 90 + c], w.terra(x, y).kindCode);
      }
  }
  assert.throws(() => w.heights(0, 0, 0, 4), RangeError);
  assert.throws(() => w.heights(NaN, 0, 4, 4), /finite/);
  // Into the caller's array: the same values, the same array back; too
  // short or of the wrong type refused before anything is written.
  const into = new Float64Array(3600 + 5).fill(-1);
  assert.equal(w.heights(-300, 200, 90, 40, 2, into), into);
  assert.deepEqual(into.subarray(0, 3600), w.heights(-300, 200, 90, 40, 2));
  assert.equal(into[3600], -1);
  assert.throws(() => w.heights(0, 0, 4, 4, 1, new Float64Array(15)), /at least width × height = 16/);
  assert.throws(() => w.heights(0, 0, 4, 4, 1, new Float32Array(16)), /Float64Array/);
  // A grid of many bands (256 KB each) with a step whose sums are inexact,
  // and a bad grid that leaves the caller's array untouched.
  const wide = w.heights(-1000.3, 77.1, 700, 120, 0.1);
  for (const r of [0, 46, 47, 93, 94, 119])
    for (const c of [0, 1, 350, 699])
      assert.equal(bits(wide[r * 700 + c]), bits(w.height(-1000.3 + c * 0.1, 77.1 + r * 0.1)));
  assert.throws(() => w.heights(0, 1e15 - 1, 4, 4, 1, into), /within ±1e15/);
  assert.equal(into[0], w.height(-300, 200));
  const kindsInto = new Uint8Array(16);
  assert.deepEqual(w.kinds(5, 5, 4, 4, 1, kindsInto), w.kinds(5, 5, 4, 4, 1));
  w.close();
  assert.throws(() => w.height(0, 0), /closed/);
});

// The fast rows run the SIMD128 kernel here: every window it picks from (one,
// two and four registers, and the steep vectors' own loads), rows whose
// length is no multiple of four, eastward and westward origins, against the
// points, which never take a row kernel.
// The default profile (every entry below 16384) takes the 16-bit pair table's
// dot products; the same profile times 1000 the 32-bit interpolation.
test('SIMD128 rows: every window and step equal the points', () => {
  assert.equal(runtime.kernelName, 'simd128');
  const widths = { 1: 97, 2: 61, 3: 45, 4: 39, 8: 23, 16: 13, 64: 7, 256: 5 };
  const tall = { ...params, profile: params.profile.map((v) => v * 1000) };
  assert.ok(Math.max(...tall.profile) >= 16384);
  for (const set of [params, tall]) {
    const w = runtime.openString(JSON.stringify(set));
    let compared = 0;
    for (const [step, width] of Object.entries(widths).map(([s, n]) => [Number(s), n]))
      for (const [x0, y0] of [[-1503, 877], [40213, -90511], [-7.5e6, 3.25e5]]) {
        const rows = 3;
        const heights = w.heights(x0, y0, width, rows, step);
        const kinds = w.kinds(x0, y0, width, rows, step);
        for (let r = 0; r < rows; ++r)
          for (let c = 0; c < width; ++c, ++compared) {
            const x = x0 + c * step, y = y0 + r * step;
            const at = `${x} ${y} at ${step}`;
            assert.equal(bits(heights[r * width + c]), bits(w.height(x, y)), at);
            assert.equal(kinds[r * width + c], w.terra(x, y).kindCode, at);
          }
      }
    assert.ok(compared > 2000);
    w.close();
  }
  const json = JSON.stringify(params);
  const w = runtime.openString(json);
  // Point features through the candidate rows: every one of a 1 km square.
  const found = new Map(w.features(-500, -500, 499, 499).map((f) => [`${f.x} ${f.y}`, f.feature]));
  const scanned = new Map();
  for (let y = -500; y < 500; ++y)
    for (let x = -500; x < 500; ++x) {
      const t = w.terra(x, y);
      if (t.feature !== 'NONE') scanned.set(`${x} ${y}`, t.feature);
    }
  assert.ok(scanned.size > 5, `${scanned.size} features`);
  assert.deepEqual([...found].sort(), [...scanned].sort());
  w.close();
});

// What a page downloads before it draws anything.
test('the module is at most 400 KB', () => {
  const bytes = statSync(join(env('TERRAIN_WASM_DIR'), 'terrainruntime_wasm.wasm')).size;
  assert.ok(bytes <= 400 * 1024, `${bytes} bytes`);
});

test('bad files give the reader\'s path: reason', () => {
  const bad = structuredClone(params);
  bad.vectors.height[0].a = 1.5;
  assert.throws(() => runtime.openString(JSON.stringify(bad)),
                { message: 'vectors.height[0].a: expected an integer' });
  assert.throws(() => runtime.openString(JSON.stringify({ ...params, version: 99 })),
                /^Error: version: the file is version 99, newer than this Terrain Studio reads \(2\)/);
  assert.throws(() => runtime.openString('{ nope'), /^Error: \(file\): not valid JSON at byte 2/);
  // The rules every binding shares: a byte-order mark named, the size limit
  // before anything is read, a lone surrogate refused, not replaced.
  assert.throws(() => runtime.openString('\uFEFF' + JSON.stringify(params)),
                /^Error: \(file\): starts with a byte-order mark/);
  assert.throws(() => runtime.openString(' '.repeat(64 * 1024 * 1024) + '{}'),
                /^Error: \(file\): the text is 67108866 bytes, more than the 67108864/);
  assert.throws(() => runtime.openString('{"name": "\uD800"}'), /not UTF-8 text/);
  assert.equal(runtime.formatVersion, 2);
  assert.deepEqual(runtime.kindNames.slice(0, 3), ['LAKE', 'TOWN', 'GRASS']);
});

// Levels of detail: the expected values from the documented layout and
// from w.height, not from the chunk code.
test('levels of detail: chunks tile the view, vertices stand on the ground', () => {
  const s = runtime.lodDefaults();
  assert.deepEqual([s.finestStep, s.cells, s.viewDistance], [2, 16, 4000]);
  s.viewDistance = 3000;
  const chunks = runtime.lodChunks(s, 120, -40, 300, 200, 80);
  assert.ok(chunks.length > 50 && chunks[0].level === 0);
  let area = 0, x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  chunks.forEach((c, k) => {
    assert.ok(k === 0 || chunks[k - 1].level <= c.level, 'finest first');
    assert.ok(c.edges.every((e) => e >= 0 && e <= 2));
    const side = s.cells * s.finestStep * 2 ** c.level;
    area += side * side;
    x0 = Math.min(x0, c.i * side);
    y0 = Math.min(y0, c.j * side);
    x1 = Math.max(x1, (c.i + 1) * side);
    y1 = Math.max(y1, (c.j + 1) * side);
  });
  // They cover the view, and fill their bounding rectangle without overlap.
  assert.ok(x0 <= 120 - 3000 && x1 >= 120 + 3000 && y0 <= -40 - 3000 && y1 >= -40 + 3000);
  assert.equal(area, (x1 - x0) * (y1 - y0));

  const w = runtime.openString(JSON.stringify(params));
  const n = s.cells;
  const chunk = { level: 1, i: 3, j: -2, edges: [0, 0, 0, 0] };
  const v = w.lodMesh(s, chunk, 120, -40);
  assert.ok(v instanceof Float32Array && v.length === (n + 1) ** 2 * 8);
  const step = s.finestStep * 2;
  for (let row = 0; row <= n; ++row)
    for (let col = 0; col <= n; ++col) {
      const gx = chunk.i * n * step + col * step;
      const gy = (chunk.j + 1) * n * step - row * step; // rows from the north
      const at = (row * (n + 1) + col) * 8;
      assert.equal(v[at], Math.fround(gx - 120));
      assert.equal(v[at + 1], Math.fround(w.height(gx, gy)));
      assert.equal(v[at + 2], Math.fround(-40 - gy));
    }
  const morph = runtime.lodMorph(v, 1e5, 1e5, 10, s.morphStart);
  assert.equal(morph.length, (n + 1) ** 2);
  assert.ok(morph.every((m) => m === 1), 'far away: wholly coarse');
  assert.equal(runtime.lodMorph(v.subarray(0, 8), v[0], v[2], 10, s.morphStart)[0], 0);

  const indices = runtime.lodIndices(n);
  assert.ok(indices instanceof Uint32Array && indices.length === 6 * n * n);
  const key = (t) => [...t].sort((a, b) => a - b).join(' ');
  const expected = new Set();
  for (let r = 0; r < n; ++r)
    for (let c = 0; c < n; ++c) {
      const nw = r * (n + 1) + c, ne = nw + 1, sw = nw + n + 1, se = sw + 1;
      expected.add(key([nw, ne, sw])); // each cell cut from north-east to south-west
      expected.add(key([ne, se, sw]));
    }
  for (let t = 0; t < indices.length; t += 3)
    assert.ok(expected.delete(key(indices.subarray(t, t + 3))), `triangle ${t / 3}`);
  assert.equal(expected.size, 0);

  assert.throws(() => runtime.lodChunks({ ...s, cells: 15 }, 0, 0, 0, 0, 10),
                { name: 'RangeError', message: /^cells: expected an even number/ });
  assert.throws(() => runtime.lodChunks({ ...s, splitFactor: 1e300, viewDistance: 3e4 }, 0, 0, 0, 0, 100),
                { name: 'RangeError', message: /^split factor: expected 1 to 4/ });
  assert.throws(() => w.lodMesh({ ...s, morphStart: 1 }, chunk), /^RangeError: morph start/);
  assert.throws(() => w.lodMesh(s, { ...chunk, level: 41 }), /level must be from 0 to 40/);
  assert.throws(() => runtime.lodIndices(3), /cells must be even/);
  w.close();
  assert.throws(() => w.lodMesh(s, chunk), /closed/);
});

// Mutations of a valid file with its continent section (an independent
// transcription of the studio's): each text opens and answers, or throws an
// Error whose lines each name a place.
function* mutants(valid, count, seed) {
  let s = seed >>> 0;
  const rand = (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  const odd = ['1e308', '-1e308', '1e999', 'NaN', 'Infinity', '-0', '1e-320', '2147483648',
               '99999999999999999999', '"x"', '""', 'null', 'true', '[]', '{}', '0.5', '-1'];
  const numbers = [...valid.matchAll(/-?\d+(\.\d+)?([eE][-+]?\d+)?/g)].map((m) => [m.index, m.index + m[0].length]);
  const members = [...valid.matchAll(/"[A-Za-z]+"\s*:/g)].map((m) => m.index);
  for (let i = 0; i < count; ++i) {
    const at = rand(valid.length);
    let t = valid;
    switch (rand(7)) {
      case 0: t = t.slice(0, at) + String.fromCharCode(1 + rand(0x2ff)) + t.slice(at + 1); break;
      case 1: t = t.slice(0, at) + t.slice(at + 1 + rand(64)); break;
      case 2: t = t.slice(0, at); break;
      case 3: t = t.slice(0, at) + t.slice(at, at + 1 + rand(64)) + t.slice(at); break;
      case 4: { const [a, b] = numbers[rand(numbers.length)]; t = t.slice(0, a) + odd[rand(odd.length)] + t.slice(b); break; }
      case 5: { const a = members[rand(members.length)]; t = t.slice(0, a + 1) + 'zz' + t.slice(a + 1); break; }
      default: {
        const [a, b] = numbers[rand(numbers.length)];
        const d = 1 + rand(2000);
        t = t.slice(0, a) + '['.repeat(d) + t.slice(a, b) + ']'.repeat(d) + t.slice(b);
      }
    }
    yield t;
  }
}

test('mutated files open or are refused by place', () => {
  const valid = readFileSync(join(env('TERRAIN_REFERENCE'), '..', 'runtime', 'versions', 'relf-v2.json'), 'utf8');
  assert.ok(valid.includes('"continent"'));
  let opened = 0, refused = 0, i = 0;
  for (const text of mutants(valid, 300, 20261202)) {
    let w;
    try {
      w = runtime.openString(text);
    } catch (e) {
      ++refused;
      for (const line of e.message.split('\n'))
        assert.match(line, /^(\(file\)|[A-Za-z_[][^ ]*): /, `mutation ${i}`);
      ++i;
      continue;
    }
    ++opened;
    assert.ok(Number.isFinite(w.height(123.5, -77.25)));
    w.close();
    ++i;
  }
  assert.ok(refused >= 75 && opened >= 1, `${opened} opened, ${refused} refused`);
});

test('a continent\'s rivers: lines of world points, their lengths, widths and copies', () => {
  const json = readFileSync(new URL('../../resources/examples/relf-continent.json',
                                    import.meta.url), 'utf8');
  const w = runtime.openString(json);
  try {
    const rivers = w.rivers(-32000, -32000, 32000, 32000);
    assert.ok(rivers.length > 10, `${rivers.length} rivers`);
    let sea = false;
    for (const r of rivers) {
      let length = 0;
      for (let k = 2; k < r.points.length; k += 2)
        length += Math.hypot(r.points[k] - r.points[k - 2], r.points[k + 1] - r.points[k - 1]);
      assert.ok(Math.abs(length - r.length) <= 1e-6 * r.length + 1e-9);
      assert.ok(r.width >= 2 && r.width <= 150);
      sea ||= r.intoSea;
    }
    assert.ok(sea);
    assert.ok(w.rivers(-32000, -32000, 96000, 32000).length > rivers.length);
    assert.throws(() => w.rivers(1, 1, 0, 0), RangeError);
  } finally {
    w.close();
  }
});

test('a continent\'s biomes: marsh vegetation only where the biome is marsh; none without', () => {
  const json = readFileSync(new URL('../../resources/examples/relf-continent.json',
                                    import.meta.url), 'utf8');
  const w = runtime.openString(json);
  try {
    const biomes = w.biomes(-30000, -30000, 240, 200, 250);
    const kinds = w.kinds(-30000, -30000, 240, 200, 250);
    assert.equal(biomes.length, 240 * 200);
    const names = new Set(Array.from(biomes, (b) => runtime.biomeNames[b]));
    for (const name of ['marsh', 'forest', 'moor'])
      assert.ok(names.has(name), `${[...names]}`);
    assert.ok(!names.has('none'));
    let marshes = 0;
    for (let k = 0; k < kinds.length; ++k)
      if (kinds[k] === 10) {
        ++marshes;
        assert.equal(biomes[k], 1);
      }
    assert.ok(marshes > 0);
    assert.deepEqual(runtime.biomeNames.slice(0, 2), ['none', 'marsh']);
  } finally {
    w.close();
  }
  const plain = runtime.openString(JSON.stringify(params));
  try {
    assert.ok(plain.biomes(0, 0, 10, 10).every((b) => b === 0));
  } finally {
    plain.close();
  }
});
