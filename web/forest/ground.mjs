// The ground of the forest page: the runtime's levels of detail (tr_lod_*)
// as three.js meshes, each chunk textured by terrain kind from tr_kinds and
// morphed in the vertex shader exactly as tr_lod_morph says, so levels meet
// without cracks and nothing pops. Snow above the snow line is shaded in
// the fragment shader from the ground height.
import * as THREE from '../vendor/three/three.module.js';
import { lodChunks, lodIndices } from './terrainruntime.mjs';
import { KIND_COLOURS, SNOW } from './colours.mjs';

const vertexMorph = `
  float morphFactor = 0.0;
  if (lodMorph < 0.0) morphFactor = 1.0;
  else if (lodMorph > 0.0) {
    vec2 d = position.xz - lodCamera.xy;
    float dist = sqrt(d.x * d.x + d.y * d.y + lodCamera.z * lodCamera.z);
    float start = lodMorphStart * lodMorph;
    morphFactor = clamp((dist - start) / (lodMorph - start), 0.0, 1.0);
  }
  vec3 transformed = vec3(position.x, position.y + morphFactor * (lodCoarseY - position.y),
                          position.z);
  vGroundHeight = transformed.y;
  vGround = position.xz;
`;

function groundMaterial(uniforms, texture) {
  const material = new THREE.MeshLambertMaterial({ map: texture });
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms);
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', `#include <common>
        attribute float lodCoarseY; attribute float lodMorph;
        uniform vec3 lodCamera; uniform float lodMorphStart;
        varying float vGroundHeight; varying vec2 vGround;`)
      .replace('#include <begin_vertex>', vertexMorph);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>
        uniform float snowHeight; varying float vGroundHeight; varying vec2 vGround;`)
      .replace('#include <map_fragment>', `#include <map_fragment>
        // A grain of the ground, fixed to the ground point.
        float grain = fract(sin(dot(floor(vGround * 2.0), vec2(12.9898, 78.233))) * 43758.5453);
        diffuseColor.rgb *= 0.9 + 0.2 * grain;
        float snow = smoothstep(snowHeight - 0.5, snowHeight + 0.5, vGroundHeight);
        diffuseColor.rgb = mix(diffuseColor.rgb, vec3(${SNOW.map((c) => (c / 255).toFixed(4))}), snow);`);
  };
  material.customProgramCacheKey = () => 'forest-ground';
  return material;
}

// The kinds of a chunk at twice its vertex density, as a texture whose
// texel centres lie on the sampled ground points.
function kindTexture(world, x0, yTop, samples, step) {
  const kinds = world.kinds(x0, yTop - (samples - 1) * step, samples, samples, step);
  const rgba = new Uint8Array(samples * samples * 4);
  for (let r = 0; r < samples; ++r)
    for (let c = 0; c < samples; ++c) {
      // kinds' row r lies at y0 + r·step (south first); texture rows too.
      const colour = KIND_COLOURS[kinds[r * samples + c]] ?? KIND_COLOURS[2];
      const at = (r * samples + c) * 4;
      rgba[at] = colour[0]; rgba[at + 1] = colour[1]; rgba[at + 2] = colour[2]; rgba[at + 3] = 255;
    }
  const texture = new THREE.DataTexture(rgba, samples, samples);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.magFilter = THREE.LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

export class Ground {
  constructor(scene, settings, snowHeight) {
    this.scene = scene;
    this.settings = settings;
    this.uniforms = {
      lodCamera: { value: new THREE.Vector3() },
      lodMorphStart: { value: settings.morphStart },
      snowHeight: { value: snowHeight },
    };
    this.index = new THREE.BufferAttribute(lodIndices(settings.cells), 1);
    this.meshes = new Map(); // key → mesh, the chunks drawn now
    this.pending = null;     // { key → chunk } still to mesh before the switch
    this.built = new Map();  // meshes made for the pending set
    this.stale = new Map();  // key → a former world's mesh, drawn until its successor is made
    this.generation = 0;     // the world's, recorded on each mesh
  }

  static key(c) { return `${c.level}:${c.i}:${c.j}:${c.edges.join('')}`; }

  // Forgets every chunk (a new origin).
  clear() {
    for (const mesh of [...this.meshes.values(), ...this.built.values(), ...this.stale.values()])
      this.#dispose(mesh);
    this.meshes.clear();
    this.built.clear();
    this.stale.clear();
    this.pending = null;
    this.asked = null;
  }

  // Meshes every chunk again (a new world), drawing the old ones until the
  // new set is whole.
  renew(generation) {
    this.generation = generation;
    for (const mesh of this.built.values()) this.#dispose(mesh);
    for (const [key, mesh] of this.meshes) {
      const former = this.stale.get(key);
      if (former) this.#dispose(former);
      this.stale.set(key, mesh);
    }
    this.meshes = new Map();
    this.built.clear();
    this.pending = null;
    this.asked = null;
  }

  #dispose(mesh) {
    this.scene.remove(mesh);
    mesh.geometry.dispose();
    mesh.material.map.dispose();
    mesh.material.dispose();
  }

  #mesh(world, chunk, origin) {
    const s = this.settings;
    const v = world.lodMesh(s, chunk, origin.x, origin.y);
    const count = v.length / 8;
    const geometry = new THREE.BufferGeometry();
    const buffer = new THREE.InterleavedBuffer(v, 8);
    geometry.setAttribute('position', new THREE.InterleavedBufferAttribute(buffer, 3, 0));
    geometry.setAttribute('normal', new THREE.InterleavedBufferAttribute(buffer, 3, 3));
    geometry.setAttribute('lodCoarseY', new THREE.InterleavedBufferAttribute(buffer, 1, 6));
    geometry.setAttribute('lodMorph', new THREE.InterleavedBufferAttribute(buffer, 1, 7));
    const side = s.cells * s.finestStep * 2 ** chunk.level;
    const samples = 2 * s.cells + 1, step = side / (2 * s.cells);
    const uv = new Float32Array(count * 2);
    const n = s.cells + 1;
    for (let r = 0; r < n; ++r)
      for (let c = 0; c < n; ++c) {
        // Vertex rows run from the north; texture rows from the south.
        uv[(r * n + c) * 2] = (2 * c + 0.5) / samples;
        uv[(r * n + c) * 2 + 1] = (2 * (n - 1 - r) + 0.5) / samples;
      }
    geometry.setAttribute('uv', new THREE.BufferAttribute(uv, 2));
    geometry.setIndex(this.index);
    let low = Infinity, high = -Infinity;
    for (let k = 0; k < count; ++k) {
      low = Math.min(low, v[k * 8 + 1], v[k * 8 + 6]);
      high = Math.max(high, v[k * 8 + 1], v[k * 8 + 6]);
    }
    geometry.boundingSphere = new THREE.Sphere(
      new THREE.Vector3((chunk.i + 0.5) * side - origin.x, (low + high) / 2,
                        origin.y - (chunk.j + 0.5) * side),
      Math.hypot(side * Math.SQRT1_2, (high - low) / 2) + 1);
    const texture = kindTexture(world, chunk.i * side, (chunk.j + 1) * side, samples, step);
    const mesh = new THREE.Mesh(geometry, groundMaterial(this.uniforms, texture));
    mesh.matrixAutoUpdate = false;
    mesh.userData.chunk = chunk;
    mesh.userData.generation = this.generation;
    return mesh;
  }

  // Brings the chunks up to date for the camera at ground point (x, y),
  // eye metres above the ground, meshing until budgetMs is spent. When the
  // camera moves, the new set replaces the old only when whole, so no frame
  // shows a crack; when the world changes (renew), each chunk replaces its
  // former self as soon as it is meshed, nearest first, so an edit shows at
  // once under the player.
  update(world, origin, x, y, eye, budgetMs) {
    const started = performance.now();
    this.uniforms.lodCamera.value.set(x - origin.x, origin.y - y, eye);
    const last = this.asked;
    if (!this.pending && last && Math.hypot(last.x - x, last.y - y) < 0.25 &&
        Math.abs(last.eye - eye) < 0.25)
      return 0;
    this.asked = { x, y, eye };
    const chunks = lodChunks(this.settings, x, y, x, y, eye);
    const wanted = new Map(chunks.map((c) => [Ground.key(c), c]));
    const renewing = this.stale.size > 0;
    const same = !renewing && wanted.size === this.meshes.size &&
      [...wanted.keys()].every((k) => this.meshes.has(k));
    if (same) { this.pending = null; return 0; }
    this.pending = wanted;
    let made = 0;
    // Nearest first (the finest level comes first, but not in distance).
    const order = [...wanted].sort(([, a], [, b]) => this.#distance(a, x, y) - this.#distance(b, x, y));
    for (const [key, chunk] of order) {
      if (this.meshes.has(key) || this.built.has(key)) continue;
      if (performance.now() - started > budgetMs) break;
      const mesh = this.#mesh(world, chunk, origin);
      ++made;
      if (!renewing) { this.built.set(key, mesh); continue; }
      const former = this.stale.get(key);
      if (former) { this.#dispose(former); this.stale.delete(key); }
      this.meshes.set(key, mesh);
      this.scene.add(mesh);
    }
    const ready = [...wanted.keys()].every((k) => this.meshes.has(k) || this.built.has(k));
    if (!ready) return made;
    const next = new Map();
    for (const key of wanted.keys()) {
      const mesh = this.meshes.get(key) ?? this.built.get(key);
      if (!this.meshes.has(key)) this.scene.add(mesh);
      next.set(key, mesh);
    }
    for (const [key, mesh] of this.meshes) if (!wanted.has(key)) this.#dispose(mesh);
    for (const [key, mesh] of this.built) if (!next.has(key)) this.#dispose(mesh);
    for (const mesh of this.stale.values()) this.#dispose(mesh);
    this.stale.clear();
    this.meshes = next;
    this.built.clear();
    this.pending = null;
    return made;
  }

  #distance(c, x, y) {
    const s = this.settings, side = s.cells * s.finestStep * 2 ** c.level;
    const dx = Math.max(c.i * side - x, 0, x - (c.i + 1) * side);
    const dy = Math.max(c.j * side - y, 0, y - (c.j + 1) * side);
    return Math.hypot(dx, dy);
  }

  // The generation of the world the finest chunk under ground point (x, y)
  // was meshed from, or 0.
  generationAt(x, y) {
    for (const mesh of this.meshes.values()) {
      const c = mesh.userData.chunk, s = this.settings;
      const side = s.cells * s.finestStep * 2 ** c.level;
      if (x >= c.i * side && x < (c.i + 1) * side && y >= c.j * side && y < (c.j + 1) * side)
        return mesh.userData.generation;
    }
    return 0;
  }

  get busy() { return this.pending !== null; }
}
