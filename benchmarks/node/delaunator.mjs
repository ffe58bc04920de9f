// Times Delaunator (vendored by scripts/vendor-delaunator.sh) on the points
// of a file, pairs of little-endian float64 x, y, as bench_polymap's
// BM_MeshBesideDelaunator asks, so that the two meshes are measured on the
// same points in one run. Prints one line of JSON: the runs, the fastest
// and the median in milliseconds, and the triangles made.
//   node benchmarks/node/delaunator.mjs points.bin [runs]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Delaunator = require('./vendor/delaunator/delaunator.js');

const [file, runsArgument] = process.argv.slice(2);
const bytes = readFileSync(file);
const coords = new Float64Array(bytes.length / 8);
for (let k = 0; k < coords.length; ++k)
    coords[k] = bytes.readDoubleLE(8 * k);
const runs = Number(runsArgument ?? 30);
for (let k = 0; k < 10; ++k) // the JIT warmed, as in a page that meshes again
    new Delaunator(coords);
const times = [];
let triangles = 0;
for (let k = 0; k < runs; ++k) {
    const start = process.hrtime.bigint();
    const d = new Delaunator(coords);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    triangles = d.triangles.length / 3;
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ runs, best_ms: times[0], median_ms: times[runs >> 1], triangles }));
