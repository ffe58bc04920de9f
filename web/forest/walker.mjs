// The player on the forest page: a position on the ground, a heading
// (degrees clockwise from north, as a compass reads) and a look up or down;
// walked with the arrow keys or WASD at a pace the ground sets, as in The
// Forest: fast on roads, paths and grass, slower in wood, moor and marsh,
// slowest in thicket; never into a lake or a building.

// Metres a second by tr_kind: LAKE, TOWN, GRASS, MOOR, WOOD, THICKET, ROAD,
// MUD, PATH, STREAM, MARSH.
export const PACE = [0, 3.6, 3.4, 2.2, 2.6, 1.0, 4.0, 1.6, 3.6, 1.6, 1.4];
export const EYE = 1.7;      // metres above the ground
const TURN = 90;             // degrees a second with the arrow keys
const STEP = 0.25;           // metres a movement is cut into

export class Walker {
  constructor(x, y, heading = 0) {
    this.x = x; this.y = y; this.heading = heading; this.pitch = 0;
    this.keys = new Set();
    this.walked = 0;
    this.blocked = '';
  }

  // What the keys ask for: [forward, right] in −1..1, and the turn.
  #intent() {
    const k = this.keys;
    const forward = (k.has('KeyW') || k.has('ArrowUp') ? 1 : 0) -
                    (k.has('KeyS') || k.has('ArrowDown') ? 1 : 0);
    const right = (k.has('KeyD') ? 1 : 0) - (k.has('KeyA') ? 1 : 0);
    const turn = (k.has('ArrowRight') ? 1 : 0) - (k.has('ArrowLeft') ? 1 : 0);
    return { forward, right, turn };
  }

  // Moves the player over dt seconds; canEnter(x, y) says whether a ground
  // point can be stood on (no lake, no building); pace(x, y) the speed
  // there. Returns the metres walked.
  advance(dt, pace, canEnter) {
    const { forward, right, turn } = this.#intent();
    this.heading = (this.heading + turn * TURN * dt + 360) % 360;
    if (!forward && !right) return 0;
    const a = (this.heading * Math.PI) / 180;
    let dx = forward * Math.sin(a) + right * Math.cos(a);
    let dy = forward * Math.cos(a) - right * Math.sin(a);
    const length = Math.hypot(dx, dy);
    dx /= length; dy /= length;
    let left = dt, moved = 0;
    this.blocked = '';
    while (left > 1e-9) {
      const speed = pace(this.x, this.y);
      if (speed <= 0) break;
      const step = Math.min(STEP, speed * left);
      const nx = this.x + dx * step, ny = this.y + dy * step;
      const why = canEnter(nx, ny);
      if (why) { this.blocked = why; break; }
      this.x = nx; this.y = ny;
      moved += step;
      left -= step / speed;
    }
    this.walked += moved;
    return moved;
  }

  look(dHeading, dPitch) {
    this.heading = (this.heading + dHeading + 360) % 360;
    this.pitch = Math.max(-80, Math.min(80, this.pitch + dPitch));
  }
}
