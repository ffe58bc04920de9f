// An orienteering course on the forest page: the start at a good site
// (tr_good_site, findGoodSite) near the player, the controls on point
// features (tr_features), each with the feature's control code, in order
// round a loop back to the finish at the start. A control is punched when
// the player comes within 2 m of it; the clock runs from the first step
// away from the start to the finish.
export const PUNCH_RADIUS = 2;
const LEG = [120, 320];      // metres a leg is long
const APART = 60;            // metres between any two controls
const REACH = 700;           // metres from the start a control may lie

export class Course {
  constructor(world, x, y, controls = 6) {
    const site = world.goodSite(x, y);
    this.start = { x: site.x, y: site.y };
    const near = world.features(site.x - REACH, site.y - REACH, site.x + REACH, site.y + REACH)
      .filter((f) => f.kind !== 'LAKE' && f.feature !== 'BUILDING' && f.code);
    this.controls = [];
    let from = this.start;
    for (let n = 0; n < controls; ++n) {
      // Round the loop: the next control turns away from the start for the
      // first half and back towards it for the second.
      const back = n >= controls / 2;
      let best = null, bestScore = Infinity;
      for (const f of near) {
        const leg = Math.hypot(f.x - from.x, f.y - from.y);
        if (leg < LEG[0] || leg > LEG[1]) continue;
        if (this.controls.some((c) => Math.hypot(c.x - f.x, c.y - f.y) < APART)) continue;
        if (Math.hypot(f.x - this.start.x, f.y - this.start.y) < APART) continue;
        const home = Math.hypot(f.x - this.start.x, f.y - this.start.y);
        const score = Math.abs(leg - (LEG[0] + LEG[1]) / 2) + (back ? home : -home) * 0.5;
        if (score < bestScore) { bestScore = score; best = f; }
      }
      if (!best) break;
      this.controls.push({ x: best.x, y: best.y, code: best.code, feature: best.feature,
                           number: n + 1 });
      from = best;
    }
    this.next = 0;          // the control to punch next; controls.length: the finish
    this.punched = [];      // seconds after the start each was punched
    this.startedAt = null;  // the clock, in seconds of page time
    this.finishedAt = null;
  }

  get finished() { return this.finishedAt !== null; }

  // Punches what the player at (x, y) at time t (seconds) reaches.
  visit(x, y, t) {
    if (this.finished) return null;
    const away = Math.hypot(x - this.start.x, y - this.start.y);
    if (this.startedAt === null) {
      if (away > PUNCH_RADIUS) this.startedAt = t;
      return null;
    }
    const target = this.next < this.controls.length ? this.controls[this.next] : this.start;
    if (Math.hypot(x - target.x, y - target.y) > PUNCH_RADIUS) return null;
    this.punched.push(t - this.startedAt);
    if (this.next++ >= this.controls.length) {
      this.finishedAt = t;
      return 'finish';
    }
    return target;
  }

  elapsed(t) {
    if (this.startedAt === null) return 0;
    return (this.finishedAt ?? t) - this.startedAt;
  }

  // The course on the map: the start triangle, control circles with their
  // numbers and codes, the legs between them and the finish's double circle
  // (ISOM 701–706), sized for the map scale.
  overprint(c, toPixel, mpp, purple) {
    const r = Math.max(10, 30 / mpp);
    const points = [this.start, ...this.controls, this.start];
    c.save();
    c.strokeStyle = purple;
    c.fillStyle = purple;
    c.lineWidth = 2;
    c.font = 'bold 16px sans-serif';
    for (let k = 0; k + 1 < points.length; ++k) {
      const [ax, ay] = toPixel(points[k].x, points[k].y);
      const [bx, by] = toPixel(points[k + 1].x, points[k + 1].y);
      const d = Math.hypot(bx - ax, by - ay);
      if (d < 2.2 * r) continue;
      const ux = (bx - ax) / d, uy = (by - ay) / d;
      c.beginPath();
      c.moveTo(ax + ux * r, ay + uy * r);
      c.lineTo(bx - ux * r, by - uy * r);
      c.stroke();
    }
    const [sx, sy] = toPixel(this.start.x, this.start.y);
    c.beginPath();
    for (let k = 0; k < 3; ++k) {
      const a = -Math.PI / 2 + (k * 2 * Math.PI) / 3;
      c[k ? 'lineTo' : 'moveTo'](sx + Math.cos(a) * r * 1.1, sy + Math.sin(a) * r * 1.1);
    }
    c.closePath();
    c.stroke();
    for (const radius of [r * 0.7, r * 0.95]) {
      c.beginPath(); c.arc(sx, sy, radius, 0, 2 * Math.PI); c.stroke();
    }
    this.controls.forEach((control, k) => {
      const [x, y] = toPixel(control.x, control.y);
      c.globalAlpha = k < this.next ? 0.45 : 1;
      c.beginPath(); c.arc(x, y, r, 0, 2 * Math.PI); c.stroke();
      c.fillText(`${control.number} ${control.code}`, x + r + 3, y - r * 0.4);
    });
    c.restore();
  }
}
