// What stands on the forest page's ground: the runtime's scatter (trees,
// bushes, rocks: tr_scatter, decided by position alone) as instanced
// meshes in 64 m tiles round the player, the town's buildings (tr_buildings)
// as blocks and the point features (tr_features) as objects.
import * as THREE from '../vendor/three/three.module.js';
import { PARTS } from './colours.mjs';
import { standing } from './standing.mjs';

export const TILE = 64;      // metres a scatter tile's side
export const TILE_REACH = 3; // tiles either side of the player's tile
const FEATURE_REACH = 320;   // metres round the player for buildings and features

function lambert(colour) { return new THREE.MeshLambertMaterial({ color: colour }); }

// Unit-height shapes, their base at the origin, scaled by each instance.
function parts() {
  const trunk = new THREE.CylinderGeometry(0.012, 0.022, 0.45, 5).translate(0, 0.225, 0);
  return {
    conifer: [[trunk, lambert(PARTS.trunk)],
              [new THREE.ConeGeometry(0.16, 0.8, 7).translate(0, 0.6, 0), lambert(PARTS.conifer)]],
    broadleaf: [[trunk, lambert(PARTS.trunk)],
                [new THREE.IcosahedronGeometry(0.24, 0).scale(1, 0.9, 1).translate(0, 0.7, 0),
                 lambert(PARTS.broadleaf)]],
    bush: [[new THREE.IcosahedronGeometry(0.5, 0).scale(1, 0.7, 1).translate(0, 0.35, 0),
            lambert(PARTS.bush)]],
    rock: [[new THREE.DodecahedronGeometry(0.5, 0).scale(1, 0.6, 1).translate(0, 0.2, 0),
            lambert(PARTS.rock)]],
  };
}

// The point features' objects: a shape and its size in metres by feature code.
function featureShapes() {
  return {
    2: [new THREE.DodecahedronGeometry(1, 0).scale(1, 0.7, 1), lambert(0x7c7b75), 1.4],  // boulder
    3: [new THREE.CylinderGeometry(0.1, 0.6, 1, 6).translate(0, 0.3, 0), lambert(0x5c4328), 1], // root stock
    4: [new THREE.CylinderGeometry(1, 1, 0.05, 16), lambert(0x3f6f9a), 1.5],              // water hole
    5: [new THREE.SphereGeometry(1, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2).scale(1, 0.35, 1),
        lambert(0x6f7f3e), 4],                                                            // knoll
    1: [new THREE.CylinderGeometry(1, 1, 0.6, 12).translate(0, 0.3, 0), lambert(0x2a2622), 1.5], // mine shaft
    6: [new THREE.BoxGeometry(0.15, 1.4, 0.15).rotateZ(0.6), lambert(0xb08040), 1],       // X
    7: [new THREE.ConeGeometry(0.3, 1, 12).translate(0, 0.5, 0), lambert(0xe07020), 1],   // cone
    8: [new THREE.CylinderGeometry(0.2, 0.2, 3, 10).translate(0, 1.5, 0), lambert(0xd8d8e0), 1], // rocket
    9: [new THREE.BoxGeometry(3, 2.5, 3).translate(0, 1.25, 0), lambert(0x9a7a5a), 1],   // building
    10: [new THREE.BoxGeometry(0.15, 1.5, 0.15).translate(0, 0.75, 0), lambert(0xb08040), 1], // T
    // A cave mouth: a dark half-disc standing open towards +z (turned to
    // face downhill) under a hood of rock.
    cave: [new THREE.CylinderGeometry(1, 1, 0.3, 16, 1, false, -Math.PI / 2, Math.PI)
      .rotateX(-Math.PI / 2).translate(0, 0, 0.2), lambert(0x141210), 1.6],
    hood: [new THREE.DodecahedronGeometry(1, 0).scale(1.5, 1.1, 1).translate(0, 0.2, -0.6),
           lambert(0x7c7b75), 1.6],
  };
}

export class Things {
  constructor(scene) {
    this.scene = scene;
    this.parts = parts();
    this.tiles = new Map(); // "i:j" → { columns, meshes: [InstancedMesh] }
    this.shapes = featureShapes();
    this.group = new THREE.Group();
    scene.add(this.group);
    this.centre = null;
    this.inView = { x0: 0, y0: 0, x1: 0, y1: 0, count: 0, trees: 0, bushes: 0, rocks: 0 };
    this.buildings = [];
    this.features = [];
    this.generation = 0;
    this.fixedGeneration = -1;
  }

  clear() {
    for (const tile of this.tiles.values()) this.#drop(tile);
    this.tiles.clear();
    this.centre = null;
    this.group.clear();
    this.buildings = [];
    this.features = [];
  }

  #drop(tile) {
    for (const mesh of tile.meshes) {
      this.scene.remove(mesh);
      mesh.dispose();
    }
  }

  // A new world: the tiles drawn now stay until each is scattered again
  // (update), nearest first.
  renew(generation) {
    this.generation = generation;
    this.fixedGeneration = -1;
  }

  // Loads the tiles round the player when they enter another tile (each
  // tile's instances made once, culled by the view as a whole) and, after
  // a renew, scatters the former world's tiles again while budgetMs lasts.
  update(world, origin, x, y, budgetMs) {
    const started = performance.now();
    const ci = Math.floor(x / TILE), cj = Math.floor(y / TILE);
    const moved = !this.centre || this.centre.i !== ci || this.centre.j !== cj;
    if (moved) {
      this.centre = { i: ci, j: cj };
      const keep = new Map();
      for (let j = cj - TILE_REACH; j <= cj + TILE_REACH; ++j)
        for (let i = ci - TILE_REACH; i <= ci + TILE_REACH; ++i) {
          const key = `${i}:${j}`;
          keep.set(key, this.tiles.get(key) ?? this.#tile(world, origin, i, j));
        }
      for (const [key, tile] of this.tiles) if (!keep.has(key)) this.#drop(tile);
      this.tiles = keep;
      const x0 = (ci - TILE_REACH) * TILE, y0 = (cj - TILE_REACH) * TILE;
      const x1 = (ci + TILE_REACH + 1) * TILE, y1 = (cj + TILE_REACH + 1) * TILE;
      Object.assign(this.inView, { x0, y0, x1, y1 });
    }
    const stale = [...this.tiles].filter(([, t]) => t.generation !== this.generation)
      .sort(([, a], [, b]) => Math.hypot(a.i - ci, a.j - cj) - Math.hypot(b.i - ci, b.j - cj));
    for (const [key, tile] of stale) {
      if (performance.now() - started > budgetMs) break;
      this.#drop(tile);
      this.tiles.set(key, this.#tile(world, origin, tile.i, tile.j));
    }
    if (moved || stale.length) this.#count();
    if (moved || this.fixedGeneration !== this.generation) {
      this.fixedGeneration = this.generation;
      this.#placeFixed(world, origin, x, y);
    }
    return moved || stale.length > 0;
  }

  get busy() { return [...this.tiles.values()].some((t) => t.generation !== this.generation); }

  #count() {
    const totals = { trees: 0, bushes: 0, rocks: 0, count: 0 };
    for (const { columns } of this.tiles.values())
      for (let k = 0; k < columns.count; ++k) {
        totals[['trees', 'bushes', 'rocks'][columns.kind[k]]]++;
        totals.count++;
      }
    Object.assign(this.inView, totals);
  }

  // A tile's scatter as instanced meshes, one a part of each shape.
  #tile(world, origin, i, j) {
    const t = world.scatter(i * TILE, j * TILE, (i + 1) * TILE, (j + 1) * TILE);
    const names = Array.from(t.kind, (kind, k) =>
      kind === 0 ? (t.species[k] < 2 ? 'conifer' : 'broadleaf') : kind === 1 ? 'bush' : 'rock');
    const m = new THREE.Matrix4(), q = new THREE.Quaternion(), lean = new THREE.Quaternion();
    const up = new THREE.Vector3(0, 1, 0), axis = new THREE.Vector3();
    const p = new THREE.Vector3(), s = new THREE.Vector3();
    const meshes = [];
    for (const [name, list] of Object.entries(this.parts)) {
      const mine = [];
      for (let k = 0; k < t.count; ++k) if (names[k] === name) mine.push(k);
      if (!mine.length) continue;
      const made = list.map(([geometry, material]) => {
        const mesh = new THREE.InstancedMesh(geometry, material, mine.length);
        mesh.userData.kind = { conifer: 0, broadleaf: 0, bush: 1, rock: 2 }[name];
        return mesh;
      });
      mine.forEach((k, at) => {
        p.set(t.x[k] - origin.x, t.z[k], origin.y - t.y[k]);
        q.setFromAxisAngle(up, t.rotation[k]);
        // The lean: the top tilted by lean radians towards leanDirection
        // (from east towards north: scene (cos d, 0, −sin d)), about the
        // axis up × that direction.
        const d = t.leanDirection[k];
        axis.set(-Math.sin(d), 0, -Math.cos(d));
        lean.setFromAxisAngle(axis, t.lean[k]);
        q.premultiply(lean);
        const h = t.height[k];
        s.set(h, h, h);
        m.compose(p, q, s);
        for (const mesh of made) mesh.setMatrixAt(at, m);
      });
      for (const mesh of made) {
        mesh.computeBoundingSphere();
        this.scene.add(mesh);
      }
      made[0].userData.first = true;
      meshes.push(...made);
    }
    return { columns: t, meshes, i, j, generation: this.generation };
  }

  // Buildings and features within FEATURE_REACH, as plain meshes.
  #placeFixed(world, origin, x, y) {
    this.group.clear();
    const x0 = x - FEATURE_REACH, x1 = x + FEATURE_REACH;
    const y0 = y - FEATURE_REACH, y1 = y + FEATURE_REACH;
    this.buildings = world.buildings(x0, y0, x1, y1);
    const wall = lambert(0xb9a58a), roof = lambert(0x7a3f30);
    for (const b of this.buildings) {
      const ground = Math.min(...[-1, 1].flatMap((sx) => [-1, 1].map((sy) =>
        world.height(b.x + sx * b.size / 2, b.y + sy * b.size / 2))));
      const height = 7;
      const block = new THREE.Mesh(new THREE.BoxGeometry(b.size, height, b.size), wall);
      block.position.set(b.x - origin.x, ground + height / 2, origin.y - b.y);
      const top = new THREE.Mesh(new THREE.ConeGeometry(b.size * 0.75, 3, 4), roof);
      top.rotation.y = Math.PI / 4;
      top.position.set(b.x - origin.x, ground + height + 1.5, origin.y - b.y);
      this.group.add(block, top);
    }
    this.features = world.features(x0, y0, x1, y1);
    for (const f of this.features) {
      const { shape, heading } = standing(world, f);
      for (const name of shape === 'cave' ? ['cave', 'hood'] : [shape]) {
        if (!this.shapes[name]) continue;
        const [geometry, material, size] = this.shapes[name];
        const mesh = new THREE.Mesh(geometry, material);
        mesh.scale.setScalar(size);
        mesh.position.set(f.x - origin.x, world.height(f.x, f.y), origin.y - f.y);
        // +z turned to the heading: scene (cos h, 0, −sin h) is rotation h + 90°.
        mesh.rotation.y = (heading + 90) * Math.PI / 180;
        this.group.add(mesh);
      }
    }
  }

  // Every instance drawn, as ground points: { kind (0 tree, 1 bush, 2 rock),
  // x, y, z } read back from the instance matrices, for the check.
  drawn(origin) {
    const out = [], m = new THREE.Matrix4(), p = new THREE.Vector3();
    for (const tile of this.tiles.values())
      for (const mesh of tile.meshes) {
        if (!mesh.userData.first) continue;
        for (let k = 0; k < mesh.count; ++k) {
          mesh.getMatrixAt(k, m);
          p.setFromMatrixPosition(m);
          out.push({ kind: mesh.userData.kind, x: p.x + origin.x, y: origin.y - p.z, z: p.y });
        }
      }
    return out;
  }

  // Whether ground point (x, y) lies inside a building, with a margin.
  inBuilding(x, y, margin = 0.3) {
    return this.buildings.some((b) => Math.abs(x - b.x) < b.size / 2 + margin &&
                                      Math.abs(y - b.y) < b.size / 2 + margin);
  }
}
