// The terrain runtime in JavaScript: the studio's C++ compiled to
// WebAssembly, giving the studio's bits. An ES module for Node and browsers:
//
//   import { openString } from './terrainruntime.mjs';
//   const w = openString(jsonText);          // throws Error("path: reason")
//   w.height(10.5, -3);                      // a number
//   w.terra(10.5, -3);                       // { height, kind: 'WOOD', feature: 'NONE', code, ... }
//   w.heights(x0, y0, width, height, step);  // Float64Array, row r at y0 + r·step
//   w.heights(x0, y0, width, height, step, into); // the same written into a Float64Array
//   w.kinds(x0, y0, width, height, step);    // Uint8Array of kind codes (into: a Uint8Array)
//   w.map(x0, y0, width, height, m);         // Uint8ClampedArray RGBA, for an ImageData
//   w.scatter(x0, y0, x1, y1);               // { count, x, y, z, height, ..., kind, species }
//   w.features(x0, y0, x1, y1);              // [{ x, y, height, kind, feature, code }, ...]
//   w.buildings(x0, y0, x1, y1);             // [{ x, y, size }, ...]
//   w.rivers(x0, y0, x1, y1);                // [{ points, width, length, intoSea }, ...]
//   w.biomes(x0, y0, width, height, step);   // Uint8Array of biome codes (biomeNames)
//   w.goodSite(x, y);                        // { x, y, ok }
//   w.mineCell(x, y, level);                 // 0 rock, 1 open, 2 shaft, 3 cave mouth
//   const s = lodDefaults();                 // { finestStep, cells, viewDistance, ... }
//   lodChunks(s, cx, cy, camX, camY, camH);  // [{ level, i, j, edges: [w, e, s, n] }, ...]
//   w.lodMesh(s, chunk, originX, originY);   // Float32Array, 8 floats a vertex
//   lodIndices(s.cells);                     // Uint32Array of triangles
//   w.close();
// Emscripten 3.1.6's ES module output still reads CommonJS's require and
// __dirname under Node, and fetches the .wasm, which Node's fetch cannot
// do from a file: there it gets those and the binary itself.
const options = {};
if (typeof process === 'object' && process.versions?.node) {
  const { createRequire } = await import('node:module');
  const { dirname } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { readFileSync } = await import('node:fs');
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= dirname(fileURLToPath(import.meta.url));
  options.wasmBinary = readFileSync(new URL('./terrainruntime_wasm.wasm', import.meta.url));
}
const { default: createTerrainRuntime } = await import('./terrainruntime_wasm.mjs');

const wasm = await createTerrainRuntime(options);
const TERRA_BYTES = 40; // tr_terra_info: four doubles, kind, feature, code[3]

export const version = wasm.UTF8ToString(wasm._tr_version());
export const formatVersion = wasm._tr_parameter_format_version();
// The row kernel: 'simd128' wherever WebAssembly SIMD runs (tr_kernel_name).
export const kernelName = wasm.UTF8ToString(wasm._tr_kernel_name());
export const kindNames = Array.from({ length: 11 }, (_, k) => wasm.UTF8ToString(wasm._tr_kind_name(k)));
export const featureNames = Array.from({ length: 11 }, (_, f) =>
  wasm.UTF8ToString(wasm._tr_feature_name(f)));
// tr_biome's names by code: 'none', 'marsh', 'wet_forest', ... (since 1.4).
export const biomeNames = Array.from({ length: 7 }, (_, b) => wasm.UTF8ToString(wasm._tr_biome_name(b)));

const TR_E_NULL = -1;
const STATUS = {
  [-1]: 'a world or buffer is missing',
  [-2]: 'width and height must be at least 1, and width·height at most 2^28',
  [-3]: 'coordinates and step must be finite, with every sample within ±1e15',
  [-4]: 'the rectangle is larger than 2^26 square metres',
};

function check(status) {
  if (status < 0) throw new RangeError(STATUS[status] ?? `status ${status}`);
}

function withBytes(text, use) {
  const size = wasm.lengthBytesUTF8(text);
  const ptr = wasm._malloc(size + 1);
  if (!ptr) throw new RangeError(`no memory for a text of ${size} bytes`);
  try {
    wasm.stringToUTF8(text, ptr, size + 1);
    return use(ptr, size);
  } finally {
    wasm._free(ptr);
  }
}

// Levels of detail. tr_lod_settings: finest_step f64, cells i32,
// view_distance f64, split_factor f64, morph_start f32 (40 bytes);
// tr_lod_chunk: level i32, i i64, j i64, edges i8[4] (32 bytes);
// tr_lod_vertex: x, y, z, nx, ny, nz, coarse_y, morph as f32.
const LOD_SETTINGS_BYTES = 40;
const LOD_CHUNK_BYTES = 32;
export const LOD_VERTEX_FLOATS = 8;
// tr_scatter_item: x, y, z f64; height, rotation, lean, lean_direction f32;
// kind, species, ground u8 and five reserved bytes.
const SCATTER_ITEM_BYTES = 48;
// tr_point_feature: x, y i64, height f64, kind, feature u8, code char[3]
// (32 bytes); tr_building: x, y, size f64 (24 bytes).
const FEATURE_BYTES = 32;
const BUILDING_BYTES = 24;

function withMemory(bytes, use) {
  const ptr = wasm._malloc(Math.max(1, bytes));
  try {
    return use(ptr);
  } finally {
    wasm._free(ptr);
  }
}

function readLodSettings(ptr) {
  const v = new DataView(wasm.HEAPU8.buffer, ptr, LOD_SETTINGS_BYTES);
  return { finestStep: v.getFloat64(0, true), cells: v.getInt32(8, true),
           viewDistance: v.getFloat64(16, true), splitFactor: v.getFloat64(24, true),
           morphStart: v.getFloat32(32, true) };
}

// The settings in wasm memory for use(ptr), checked first: a RangeError
// names the setting that cannot be used.
function withLodSettings(s, use) {
  return withMemory(LOD_SETTINGS_BYTES + 4, (ptr) => {
    const v = new DataView(wasm.HEAPU8.buffer, ptr, LOD_SETTINGS_BYTES);
    v.setFloat64(0, Number(s.finestStep), true);
    v.setInt32(8, Number(s.cells) | 0, true);
    v.setFloat64(16, Number(s.viewDistance), true);
    v.setFloat64(24, Number(s.splitFactor), true);
    v.setFloat32(32, Number(s.morphStart), true);
    const errorSlot = ptr + LOD_SETTINGS_BYTES;
    new Uint32Array(wasm.HEAPU8.buffer, errorSlot, 1)[0] = 0;
    if (wasm._tr_lod_check(ptr, errorSlot) !== 0) {
      const error = new Uint32Array(wasm.HEAPU8.buffer, errorSlot, 1)[0];
      const message = error ? wasm.UTF8ToString(error) : 'bad level-of-detail settings';
      if (error) wasm._tr_free_string(error);
      throw new RangeError(message);
    }
    return use(ptr);
  });
}

// The settings the studio's 3-D view uses.
export function lodDefaults() {
  return withMemory(LOD_SETTINGS_BYTES, (ptr) => {
    wasm._tr_lod_defaults(ptr);
    return readLodSettings(ptr);
  });
}

// The chunks covering the view distance round (centreX, centreY) for a
// camera at ground point (cameraX, cameraY), cameraHeight above the ground;
// finest level first.
export function lodChunks(s, centreX, centreY, cameraX, cameraY, cameraHeight) {
  return withLodSettings(s, (settings) => {
    const call = (out, capacity) =>
      wasm._tr_lod_chunks(settings, centreX, centreY, cameraX, cameraY, cameraHeight, out,
                          capacity);
    const n = call(0, 0);
    if (n < 0) throw new RangeError('the centre and the camera must be finite and within ±1e15');
    return withMemory(n * LOD_CHUNK_BYTES, (out) => {
      call(out, n);
      const chunks = [];
      for (let k = 0; k < n; ++k) {
        const v = new DataView(wasm.HEAPU8.buffer, out + k * LOD_CHUNK_BYTES, LOD_CHUNK_BYTES);
        chunks.push({ level: v.getInt32(0, true), i: Number(v.getBigInt64(8, true)),
                      j: Number(v.getBigInt64(16, true)),
                      edges: [0, 1, 2, 3].map((e) => v.getInt8(24 + e)) });
      }
      return chunks;
    });
  });
}

// The 6·cells² triangle indices of every chunk into its vertices.
export function lodIndices(cells) {
  const n = wasm._tr_lod_indices(cells | 0, 0, 0);
  if (n < 0) throw new RangeError('cells must be even, from 2 to 256');
  return withMemory(n * 4, (out) => {
    wasm._tr_lod_indices(cells | 0, out, n);
    return new Uint32Array(wasm.HEAPU8.buffer, out, n).slice();
  });
}

// How far each vertex (8 floats each, as lodMesh gives them) is morphed for
// a camera at scene point (cameraX, cameraZ): height = y + m·(coarse_y − y).
export function lodMorph(vertices, cameraX, cameraZ, cameraHeight, morphStart) {
  const count = Math.floor(vertices.length / LOD_VERTEX_FLOATS);
  return withMemory(count * LOD_VERTEX_FLOATS * 4, (ptr) => {
    new Float32Array(wasm.HEAPU8.buffer, ptr, count * LOD_VERTEX_FLOATS)
      .set(vertices.subarray(0, count * LOD_VERTEX_FLOATS));
    const out = new Float32Array(count);
    for (let k = 0; k < count; ++k)
      out[k] = wasm._tr_lod_morph(ptr + k * LOD_VERTEX_FLOATS * 4, cameraX, cameraZ,
                                  cameraHeight, morphStart);
    return out;
  });
}

// The scratch a grid is made in, a band of rows at a time.
const GRID_SCRATCH_BYTES = 256 * 1024;

class World {
  #ptr;
  constructor(ptr) { this.#ptr = ptr; }

  #world() {
    if (!this.#ptr) throw new Error('the world is closed');
    return this.#ptr;
  }

  height(x, y) { return wasm._tr_height(this.#world(), x, y); }

  terra(x, y) {
    const out = wasm._malloc(TERRA_BYTES);
    try {
      check(wasm._tr_terra(this.#world(), x, y, out));
      const d = new Float64Array(wasm.HEAPU8.buffer, out, 4);
      const b = new Uint8Array(wasm.HEAPU8.buffer, out + 32, 5);
      const code = String.fromCharCode(...b.subarray(2, 4).filter((c) => c !== 0));
      return { x: d[0], y: d[1], height: d[2], depth: d[3], kindCode: b[0], featureCode: b[1],
               kind: kindNames[b[0]], feature: featureNames[b[1]], code };
    } finally {
      wasm._free(out);
    }
  }

  // A grid into a new array, or into the caller's (a game's reused buffer:
  // no allocation). Made a band of rows at a time in a scratch of 256 KB,
  // which stays in the cache while it is copied out: the module's memory
  // never holds the whole grid. A band starts at y0 + r0·step and its rows
  // are y0 + r·step only where that sum is exact; elsewhere row by row.
  #grid(call, Type, x0, y0, width, height, step, into) {
    const w = Math.max(0, width | 0), h = Math.max(0, height | 0), n = w * h;
    if (into !== undefined && !(into instanceof Type && into.length >= n))
      throw new RangeError(`into must be a ${Type.name} of at least width × height = ${n} values`);
    const world = this.#world();
    // The whole grid checked first (a NULL out is reported only when all
    // else is right), so that a bad grid writes nothing.
    const status = call(world, x0, y0, width | 0, height | 0, step, 0);
    if (status !== TR_E_NULL) check(status < 0 ? status : TR_E_NULL);
    const result = into ?? new Type(n);
    const band = Math.max(1, Math.min(h, Math.floor(GRID_SCRATCH_BYTES / (w * Type.BYTES_PER_ELEMENT))));
    const out = wasm._malloc(Math.max(1, band * w * Type.BYTES_PER_ELEMENT));
    try {
      for (let r0 = 0; r0 < h; r0 += band) {
        const rows = Math.min(band, h - r0), y = y0 + r0 * step;
        let exact = true;
        for (let r = 1; r < rows && exact; ++r) exact = y + r * step === y0 + (r0 + r) * step;
        if (exact) {
          check(call(world, x0, y, w, rows, step, out));
        } else {
          for (let r = 0; r < rows; ++r)
            check(call(world, x0, y0 + (r0 + r) * step, w, 1, step,
                       out + r * w * Type.BYTES_PER_ELEMENT));
        }
        result.set(new Type(wasm.HEAPU8.buffer, out, rows * w), r0 * w);
      }
      return result;
    } finally {
      wasm._free(out);
    }
  }

  heights(x0, y0, width, height, step = 1, into = undefined) {
    return this.#grid(wasm._tr_heights, Float64Array, x0, y0, width, height, step, into);
  }

  kinds(x0, y0, width, height, step = 1, into = undefined) {
    return this.#grid(wasm._tr_kinds, Uint8Array, x0, y0, width, height, step, into);
  }
  // The continent's biome codes (tr_biome, 0 none) of the same grid (since 1.4).
  biomes(x0, y0, width, height, step = 1, into = undefined) {
    return this.#grid(wasm._tr_biomes, Uint8Array, x0, y0, width, height, step, into);
  }

  // The orienteering map (tr_map): width × height pixels from (x0, y0) at
  // metresPerPixel, RGBA row by row from the north edge, ready for
  // new ImageData(pixels, width); exactly terrainstudio-cli render's pixels.
  map(x0, y0, width, height, metresPerPixel) {
    const w = width | 0, h = height | 0;
    if (w < 1 || h < 1 || w > 16384 || h > 16384 || w !== width || h !== height)
      throw new RangeError('width and height must be whole numbers of pixels from 1 to 16384');
    const world = this.#world();
    return withMemory(4 * w * h, (out) => {
      const status = wasm._tr_map(world, x0, y0, w, h, metresPerPixel, out);
      if (status === -3)
        throw new RangeError('x0 and y0 must be finite with the region within ±1e15, and ' +
                             'metresPerPixel from 1/64 to 1024');
      check(status);
      return new Uint8ClampedArray(wasm.HEAPU8.buffer, out, 4 * w * h).slice();
    });
  }

  // Every tree, bush and rock whose position lies in [x0, x1) × [y0, y1)
  // (tr_scatter): columns of typed arrays, ready for instanced drawing:
  // x, y, z (Float64Array: the base on the ground), height, rotation, lean,
  // leanDirection (Float32Array, metres and radians), kind (0 tree, 1 bush,
  // 2 rock), species, ground (Uint8Array: the tr_kind under it).
  scatter(x0, y0, x1, y1) {
    const world = this.#world();
    const call = (out, capacity) => wasm._tr_scatter(world, x0, y0, x1, y1, out, capacity);
    const n = call(0, 0);
    if (n === -4) throw new RangeError('the rectangle is larger than 2^26 square metres');
    if (n < 0) {
      throw new RangeError('x0, y0, x1, y1 must be finite and within ±1e15, with x0 <= x1 ' +
                           'and y0 <= y1');
    }
    return withMemory(n * SCATTER_ITEM_BYTES, (out) => {
      call(out, n);
      const columns = {
        count: n, x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n),
        height: new Float32Array(n), rotation: new Float32Array(n), lean: new Float32Array(n),
        leanDirection: new Float32Array(n), kind: new Uint8Array(n), species: new Uint8Array(n),
        ground: new Uint8Array(n),
      };
      const v = new DataView(wasm.HEAPU8.buffer, out, n * SCATTER_ITEM_BYTES);
      for (let k = 0, at = 0; k < n; ++k, at += SCATTER_ITEM_BYTES) {
        columns.x[k] = v.getFloat64(at, true);
        columns.y[k] = v.getFloat64(at + 8, true);
        columns.z[k] = v.getFloat64(at + 16, true);
        columns.height[k] = v.getFloat32(at + 24, true);
        columns.rotation[k] = v.getFloat32(at + 28, true);
        columns.lean[k] = v.getFloat32(at + 32, true);
        columns.leanDirection[k] = v.getFloat32(at + 36, true);
        columns.kind[k] = v.getUint8(at + 40);
        columns.species[k] = v.getUint8(at + 41);
        columns.ground[k] = v.getUint8(at + 42);
      }
      return columns;
    });
  }

  // The continent's rivers reaching into [x0, x1] × [y0, y1] (any size):
  // [{ points: Float64Array of x, y in turn, width, length, intoSea }].
  rivers(x0, y0, x1, y1) {
    const world = this.#world();
    const LINE = 32, POINT = 16; // tr_line and tr_point in wasm32
    return withMemory(4, (count) => {
      const call = (lines, lineCapacity, points, pointCapacity) => Number(
        wasm._tr_rivers(world, x0, y0, x1, y1, lines, lineCapacity, points, pointCapacity,
                        count));
      const n = call(0, 0, 0, 0);
      if (n < 0) {
        throw new RangeError('x0, y0, x1, y1 must be finite and within ±1e15, with x0 <= x1 ' +
                             'and y0 <= y1');
      }
      const total = new DataView(wasm.HEAPU8.buffer, count, 4).getUint32(0, true);
      return withMemory(n * LINE, (lines) => withMemory(total * POINT, (points) => {
        call(lines, n, points, total);
        const l = new DataView(wasm.HEAPU8.buffer, lines, n * LINE);
        const p = new Float64Array(wasm.HEAPU8.buffer, points, 2 * total);
        return Array.from({ length: n }, (_, k) => {
          const first = l.getUint32(k * LINE, true), size = l.getUint32(k * LINE + 4, true);
          return { points: p.slice(2 * first, 2 * (first + size)),
                   width: l.getFloat64(k * LINE + 8, true),
                   length: l.getFloat64(k * LINE + 16, true),
                   intoSea: l.getInt32(k * LINE + 24, true) !== 0 };
        });
      }));
    });
  }

  // A list query (tr_features, tr_buildings) over [x0, x1] × [y0, y1]:
  // counted first, then read record by record.
  #list(call, bytes, read, x0, y0, x1, y1) {
    const world = this.#world();
    const n = Number(call(world, x0, y0, x1, y1, 0, 0));
    if (n === -4) throw new RangeError('the rectangle is larger than 2^26 square metres');
    if (n < 0) {
      throw new RangeError('x0, y0, x1, y1 must be finite and within ±1e15, with x0 <= x1 ' +
                           'and y0 <= y1');
    }
    return withMemory(n * bytes, (out) => {
      call(world, x0, y0, x1, y1, out, n);
      const v = new DataView(wasm.HEAPU8.buffer, out, n * bytes);
      return Array.from({ length: n }, (_, k) => read(v, k * bytes));
    });
  }

  // The point features in [x0, x1] × [y0, y1]: [{ x, y, height, kind,
  // feature (names), kindCode, featureCode, code }], as the object list.
  features(x0, y0, x1, y1) {
    return this.#list(wasm._tr_features, FEATURE_BYTES, (v, at) => {
      const kindCode = v.getUint8(at + 24), featureCode = v.getUint8(at + 25);
      const code = String.fromCharCode(
        ...[26, 27].map((o) => v.getUint8(at + o)).filter((c) => c !== 0));
      return { x: Number(v.getBigInt64(at, true)), y: Number(v.getBigInt64(at + 8, true)),
               height: v.getFloat64(at + 16, true), kindCode, featureCode,
               kind: kindNames[kindCode], feature: featureNames[featureCode], code };
    }, x0, y0, x1, y1);
  }

  // The town's buildings in [x0, x1] × [y0, y1]: [{ x, y, size }], squares
  // of size metres centred on (x, y).
  buildings(x0, y0, x1, y1) {
    return this.#list(wasm._tr_buildings, BUILDING_BYTES, (v, at) => ({
      x: v.getFloat64(at, true), y: v.getFloat64(at + 8, true), size: v.getFloat64(at + 16, true),
    }), x0, y0, x1, y1);
  }

  // findGoodSite from (x, y): { x, y, ok }, ok false for the best point
  // found when not every criterion could be met (tr_good_site).
  goodSite(x, y) {
    const world = this.#world();
    return withMemory(16, (out) => {
      const status = wasm._tr_good_site(world, x, y, out, out + 8);
      if (status < 0) throw new RangeError('x and y must be finite and within ±1e15');
      const v = new DataView(wasm.HEAPU8.buffer, out, 16);
      return { x: Number(v.getBigInt64(0, true)), y: Number(v.getBigInt64(8, true)),
               ok: status === 1 };
    });
  }

  // The 16 m mine cell holding (x, y) on a level (0 the highest): 0 rock,
  // 1 open, 2 a shaft, 3 a cave mouth (a mine on steep ground) (tr_mine_cell).
  mineCell(x, y, level = 0) {
    const status = wasm._tr_mine_cell(this.#world(), x, y, level);
    if (status < 0)
      throw new RangeError('x and y must be finite and within ±1e15, level one of the mine levels');
    return status;
  }

  // A chunk's (cells + 1)² vertices, rows from the north, west to east, 8
  // floats each: the ground point (gx, gy) at height h is
  // (gx − originX, h, originY − gy), the normal, coarse_y and the morph.
  lodMesh(s, chunk, originX = 0, originY = 0) {
    const world = this.#world();
    return withLodSettings(s, (settings) => {
      const count = ((s.cells | 0) + 1) ** 2 * LOD_VERTEX_FLOATS;
      return withMemory(LOD_CHUNK_BYTES + count * 4, (c) => {
        const v = new DataView(wasm.HEAPU8.buffer, c, LOD_CHUNK_BYTES);
        v.setInt32(0, chunk.level | 0, true);
        v.setBigInt64(8, BigInt(Math.trunc(chunk.i)), true);
        v.setBigInt64(16, BigInt(Math.trunc(chunk.j)), true);
        const edges = chunk.edges ?? [0, 0, 0, 0];
        for (let e = 0; e < 4; ++e) v.setInt8(24 + e, edges[e] | 0);
        const out = c + LOD_CHUNK_BYTES;
        if (wasm._tr_lod_mesh(world, settings, c, originX, originY, out) < 0)
          throw new RangeError("the chunk's level must be from 0 to 40, its edges 0, 1 or 2, " +
                               'and it and the origin within ±1e15');
        return new Float32Array(wasm.HEAPU8.buffer, out, count).slice();
      });
    });
  }

  close() {
    if (this.#ptr) wasm._tr_close(this.#ptr);
    this.#ptr = 0;
  }
}

// A world from a parameter file's text; throws Error with the reader's
// "path: reason" lines when the text is not a valid parameter file.
export function openString(json) {
  const errorSlot = wasm._malloc(4);
  try {
    new Uint32Array(wasm.HEAPU8.buffer, errorSlot, 1)[0] = 0;
    const text = String(json);
    if (!text.isWellFormed()) throw new Error('(file): not UTF-8 text (it holds a lone surrogate)');
    const ptr = withBytes(text, (text, size) => wasm._tr_open_buffer(text, size, errorSlot));
    if (ptr) return new World(ptr);
    const error = new Uint32Array(wasm.HEAPU8.buffer, errorSlot, 1)[0];
    const message = error ? wasm.UTF8ToString(error) : 'cannot open the world';
    if (error) wasm._tr_free_string(error);
    throw new Error(message);
  } finally {
    wasm._free(errorSlot);
  }
}
