// WebAssembly heights in Node against the author's height function written
// in JavaScript (seed 000's calcHeight: the profile interpolated along each
// height vector) run in the same Node, and against the native scalar kernel
// (bench_runtime, TERRAIN_ROW_KERNEL=scalar) run beside it. Best of several
// repetitions each, 1024 × 1024 whole-metre points.
//   node benchmarks/bench_runtime_wasm.mjs build/release
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const build = resolve(process.argv[2] ?? 'build/release');
const { openString } = await import(join(build, 'runtime/wasm/terrainruntime.mjs'));
const params = JSON.parse(execFileSync(join(build, 'app/terrainstudio-cli'), ['params'],
                                       { encoding: 'utf8' }));
const N = 1024, X0 = -512, Y0 = -300, REPEATS = 25;

// calcHeight as the seed writes it, in JavaScript.
const P = params.profile, MASK = P.length - 1;
const AH = params.vectors.height.map((v) => v.a), BH = params.vectors.height.map((v) => v.b);
function calcHeight(x, y) {
  let ht = 0;
  for (let i = 0; i < AH.length; i++) {
    const j = (AH[i] * x + BH[i] * y) / 128;
    const jint = Math.floor(j);
    const jfrac = j - jint;
    const prof0 = P[jint & MASK], prof1 = P[(jint + 1) & MASK];
    ht += prof0 + jfrac * (prof1 - prof0);
  }
  return ht;
}
function jsHeights(out) {
  for (let r = 0; r < N; ++r)
    for (let c = 0; c < N; ++c) out[r * N + c] = calcHeight(X0 + c, Y0 + r);
}

// The best of REPEATS runs each, the runs of all taken in turn so that a
// busy spell of the machine falls on every one of them alike.
function best(...runs) {
  const min = runs.map(() => Infinity), max = runs.map(() => 0);
  for (let k = 0; k < REPEATS; ++k)
    runs.forEach((run, i) => {
      const t = performance.now();
      run();
      const dt = performance.now() - t;
      min[i] = Math.min(min[i], dt);
      max[i] = Math.max(max[i], dt);
    });
  return runs.map((_, i) => [min[i], max[i]]);
}

// The plain parameter set (no mountains, no time): calcHeight is the height.
// Both write into an array made once, as a game reusing its buffer would;
// a new array each call (heights without into) is timed beside them.
const w = openString(JSON.stringify(params));
const wasmOut = new Float64Array(N * N), jsOut = new Float64Array(N * N);
const [[wasmMin, wasmMax], [freshMin], [jsMin, jsMax]] = best(
  () => w.heights(X0, Y0, N, N, 1, wasmOut), () => w.heights(X0, Y0, N, N, 1),
  () => jsHeights(jsOut));
let same = 0;
for (let i = 0; i < N * N; ++i) same += wasmOut[i] === jsOut[i];

const native = JSON.parse(execFileSync(join(build, 'benchmarks/bench_runtime'),
  ['--benchmark_filter=BM_Heights1024', '--benchmark_repetitions=5', '--benchmark_format=json'],
  { encoding: 'utf8', env: { ...process.env, TERRAIN_ROW_KERNEL: 'scalar' } }));
const nativeMs = Math.min(...native.benchmarks.filter((b) => b.run_type === 'iteration')
  .map((b) => b.real_time));

const f = (v) => v.toFixed(2);
console.log(`WebAssembly heights 1024^2:   ${f(wasmMin)} ms (to ${f(wasmMax)}); ` +
            `${f(freshMin)} ms into a new array`);
console.log(`JavaScript calcHeight 1024^2: ${f(jsMin)} ms (to ${f(jsMax)}); ` +
            `${same} of ${N * N} values the same`);
console.log(`native scalar kernel 1024^2:  ${f(nativeMs)} ms`);
console.log(`WebAssembly is ${f(jsMin / wasmMin)}x the JavaScript, ` +
            `${f(wasmMin / nativeMs)}x the native scalar time`);
