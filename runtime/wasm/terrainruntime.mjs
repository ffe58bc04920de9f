// The terrain runtime in JavaScript: the studio's C++ compiled to
// WebAssembly, giving the studio's bits. An ES module for Node and browsers:
//
//   import { openString } from './terrainruntime.mjs';
//   const w = openString(jsonText);          // throws Error("path: reason")
//   w.height(10.5, -3);                      // a number
//   w.terra(10.5, -3);                       // { height, kind: 'WOOD', feature: 'NONE', code, ... }
//   w.heights(x0, y0, width, height, step);  // Float64Array, row r at y0 + r·step
//   w.kinds(x0, y0, width, height, step);    // Uint8Array of kind codes
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
export const kindNames = Array.from({ length: 11 }, (_, k) => wasm.UTF8ToString(wasm._tr_kind_name(k)));
export const featureNames = Array.from({ length: 11 }, (_, f) =>
  wasm.UTF8ToString(wasm._tr_feature_name(f)));

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
  try {
    wasm.stringToUTF8(text, ptr, size + 1);
    return use(ptr, size);
  } finally {
    wasm._free(ptr);
  }
}

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

  #grid(call, Type, x0, y0, width, height, step) {
    const n = Math.max(0, width | 0) * Math.max(0, height | 0);
    const out = wasm._malloc(Math.max(1, n * Type.BYTES_PER_ELEMENT));
    try {
      check(call(this.#world(), x0, y0, width | 0, height | 0, step, out));
      return new Type(wasm.HEAPU8.buffer, out, n).slice();
    } finally {
      wasm._free(out);
    }
  }

  heights(x0, y0, width, height, step = 1) {
    return this.#grid(wasm._tr_heights, Float64Array, x0, y0, width, height, step);
  }

  kinds(x0, y0, width, height, step = 1) {
    return this.#grid(wasm._tr_kinds, Uint8Array, x0, y0, width, height, step);
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
    const ptr = withBytes(String(json), (text, size) => wasm._tr_open_buffer(text, size, errorSlot));
    if (ptr) return new World(ptr);
    const error = new Uint32Array(wasm.HEAPU8.buffer, errorSlot, 1)[0];
    const message = error ? wasm.UTF8ToString(error) : 'cannot open the world';
    if (error) wasm._tr_free_string(error);
    throw new Error(message);
  } finally {
    wasm._free(errorSlot);
  }
}
