// Times mapgen4's own map generation, as its pages run it, for
// bench_polymap's BM_Full1MBesideMapgen4. mapgen4 (Red Blob Games,
// Apache-2.0) is fetched and this driver bundled beside it by
// scripts/vendor-mapgen4.sh; it is not kept in this repository.
//   node benchmarks/node/vendor/mapgen4/bench.mjs SPACING [RUNS]
// Each run makes, from mapgen4's points at that spacing (which it computes
// ahead of time, in its build): the mesh (Delaunator, the dual mesh with
// its ghost structure, the boundary triangles, the sides' lengths and the
// mountain peaks, as mesh.ts), then the map (elevation, rainfall and
// rivers, as worker.ts does first) with the initial sliders of mapgen4.ts
// and the island its painting module draws at the start. Then, on the
// last run's map, what its worker redoes after each change of a slider:
// elevation, rainfall and rivers again (the mountain distances and the
// noise, made once per seed, are kept), RUNS times more after ten to warm
// the JIT. Prints one line of JSON: the regions, and for the points, the
// mesh, the map, mesh with map and the map after a change, the fastest and
// the median in milliseconds.
import Delaunator from 'delaunator';
import {createNoise2D} from 'simplex-noise';
import {makeRandFloat} from '@redblobgames/prng';
import {TriangleMesh} from './mapgen4/dual-mesh/index.ts';
import {choosePoints} from './mapgen4/generate-points.ts';
import Map from './mapgen4/map.ts';
import config from './mapgen4/config.js';

const spacing = Number(process.argv[2] ?? config.spacing);
const runs = Number(process.argv[3] ?? 3);
const param = {...config, spacing};

// mapgen4.ts's initial sliders.
const elevation = {seed: 187, island: 0.5, noisy_coastlines: 0.01, hill_height: 0.02,
                   mountain_jagged: 0, mountain_sharpness: 9.8, mountain_folds: 0.05,
                   ocean_depth: 1.40};
const biomes = {wind_angle_deg: 0, raininess: 0.9, rain_shadow: 0.5, evaporation: 0.5};
const rivers = {lg_min_flow: 2.7, lg_river_width: -2.4, flow: 0.2};

// The island painting.ts draws before any painting: 128² elevations from
// five octaves of simplex noise and the island slider, with mountains.
function island(size: number) {
    const elevations = new Float32Array(size * size);
    const noise2D = createNoise2D(makeRandFloat(elevation.seed));
    const fbm = (nx: number, ny: number) => {
        let sum = 0, amplitudes = 0;
        for (let octave = 0; octave < 5; octave++) {
            const amplitude = Math.pow(0.5, octave), frequency = 1 << octave;
            sum += amplitude * noise2D(nx * frequency, ny * frequency);
            amplitudes += amplitude;
        }
        return sum / amplitudes;
    };
    for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
            const nx = 2 * x / size - 1, ny = 2 * y / size - 1;
            const distance = Math.max(Math.abs(nx), Math.abs(ny));
            let e = 0.5 * (fbm(nx, ny) + elevation.island * (0.75 - 2 * distance * distance));
            e = Math.min(1, Math.max(-1, e));
            elevations[y * size + x] = e;
            if (e > 0) {
                const m = 0.5 * noise2D(nx + 30, ny + 50) + 0.5 * noise2D(2 * nx + 33, 2 * ny + 55);
                const mountain = Math.min(1, e * 5) * (1 - Math.abs(m) / 0.5);
                if (mountain > 0)
                    elevations[y * size + x] = Math.max(e, Math.min(e * 3, mountain));
            }
        }
    return {size, constraints: elevations};
}

function makeMesh(points: ReturnType<typeof choosePoints>) {
    const init = TriangleMesh.addGhostStructure({
        points: points.points,
        delaunator: Delaunator.from(points.points),
        numBoundaryPoints: points.numExteriorBoundaryPoints,
    });
    const mesh: any = new TriangleMesh(init);
    mesh.is_boundary_t = new Int8Array(mesh.numTriangles);
    for (let t = 0; t < mesh.numTriangles; t++)
        mesh.is_boundary_t[t] = mesh.r_around_t(t).some((r: number) => mesh.is_boundary_r(r)) ? 1 : 0;
    mesh.length_s = new Float32Array(mesh.numSides);
    for (let s = 0; s < mesh.numSides; s++) {
        const r1 = mesh.r_begin_s(s), r2 = mesh.r_end_s(s);
        const dx = mesh.x_of_r(r1) - mesh.x_of_r(r2), dy = mesh.y_of_r(r1) - mesh.y_of_r(r2);
        mesh.length_s[s] = Math.sqrt(dx * dx + dy * dy);
    }
    const first = points.numExteriorBoundaryPoints + points.numInteriorBoundaryPoints;
    const t_peaks: number[] = [];
    for (let k = 0; k < points.numMountainPoints; k++)
        t_peaks.push(mesh.t_inner_s(mesh._s_of_r[first + k]));
    return {mesh, t_peaks};
}

const constraints = island(128);
const times = {points: [] as number[], mesh: [] as number[], map: [] as number[], total: [] as number[]};
let regions = 0;
let last: any = null;
for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const points = choosePoints(config.mesh.seed, spacing, config.mountainSpacing);
    const t1 = performance.now();
    const {mesh, t_peaks} = makeMesh(points);
    const t2 = performance.now();
    const map = new Map(mesh, t_peaks, param);
    map.assignElevation(elevation, constraints);
    map.assignRainfall(biomes);
    map.assignRivers(rivers);
    const t3 = performance.now();
    regions = mesh.numSolidRegions ?? mesh.numRegions;
    times.points.push(t1 - t0);
    times.mesh.push(t2 - t1);
    times.map.push(t3 - t2);
    times.total.push(t3 - t1);
    last = map;
}
const changes: number[] = [];
for (let run = -10; run < runs; run++) {
    const start = performance.now();
    last.assignElevation(elevation, constraints);
    last.assignRainfall(biomes);
    last.assignRivers(rivers);
    if (run >= 0)
        changes.push(performance.now() - start);
}
const summary = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {best_ms: sorted[0], median_ms: sorted[sorted.length >> 1]};
};
console.log(JSON.stringify({
    spacing, runs, regions,
    points: summary(times.points), mesh: summary(times.mesh), map: summary(times.map),
    mesh_and_map: summary(times.total), after_change: summary(changes),
}));
