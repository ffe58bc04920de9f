// The forest page's map in hand (M): the whole orienteering map round the
// player drawn by the runtime (tr_map, the studio's own renderer), the
// course overprinted in ISOM course purple, the player's position and
// heading; and the compass.
const PURPLE = '#a626ff'; // ISOM 2017 course overprint, C35 M85 Y0 K0

export class MapView {
  constructor(canvas, compass) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.compass = compass;
    this.mpp = 1;
    this.sheet = null; // { image: canvas, left, top, mpp, width, height, generation }
    this.shown = false;
    this.lastSha = '';
  }

  toggle(on = !this.shown) {
    this.shown = on;
    this.canvas.style.display = on ? 'block' : 'none';
    if (on) this.fit();
  }

  // The map as large as the window allows, at most 640 pixels square.
  fit() {
    const side = Math.max(160, Math.min(640, window.innerWidth - 24, window.innerHeight - 24));
    if (this.canvas.width === side && this.canvas.height === side) return;
    this.canvas.width = this.canvas.height = side;
    this.sheet = null;
  }

  zoom(factor) {
    this.mpp = Math.min(8, Math.max(0.5, this.mpp * factor));
    this.sheet = null;
  }

  // Draws a sheet of the map twice the view's size round (x, y), on whole
  // multiples of mpp as the studio's map does; returns the milliseconds.
  #drawSheet(world, x, y, generation) {
    const started = performance.now();
    const m = this.mpp;
    const width = 2 * this.canvas.width, height = 2 * this.canvas.height;
    const left = Math.round((x - (width / 2) * m) / m) * m;
    const top = Math.round((y + (height / 2) * m) / m) * m;
    const pixels = world.map(left, top - height * m, width, height, m);
    const image = document.createElement('canvas');
    image.width = width; image.height = height;
    image.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
    this.sheet = { image, left, top, mpp: m, width, height, generation, pixels };
    return performance.now() - started;
  }

  // Redraws when shown: a new sheet when the view would leave the old one.
  draw(world, walker, course, generation) {
    if (!this.shown || !world) return 0;
    const c = this.context, w = this.canvas.width, h = this.canvas.height;
    let spent = 0;
    const s = this.sheet;
    const px = s ? (walker.x - s.left) / s.mpp : 0, py = s ? (s.top - walker.y) / s.mpp : 0;
    if (!s || s.generation !== generation || px < w / 2 || px > s.width - w / 2 ||
        py < h / 2 || py > s.height - h / 2)
      spent = this.#drawSheet(world, walker.x, walker.y, generation);
    const t = this.sheet;
    const ox = Math.round((walker.x - t.left) / t.mpp - w / 2);
    const oy = Math.round((t.top - walker.y) / t.mpp - h / 2);
    c.drawImage(t.image, -ox, -oy);
    const toPixel = (gx, gy) => [(gx - t.left) / t.mpp - ox, (t.top - gy) / t.mpp - oy];
    course?.overprint(c, toPixel, t.mpp, PURPLE);
    // The player: a red arrow along the heading.
    const [x, y] = toPixel(walker.x, walker.y);
    c.save();
    c.translate(x, y);
    c.rotate((walker.heading * Math.PI) / 180);
    c.fillStyle = '#e00000';
    c.strokeStyle = 'white';
    c.lineWidth = 1.5;
    c.beginPath();
    c.moveTo(0, -12); c.lineTo(7, 8); c.lineTo(0, 4); c.lineTo(-7, 8); c.closePath();
    c.fill(); c.stroke();
    c.restore();
    return spent;
  }

  // The region a check compares with terrainstudio-cli render: the sheet.
  sheetRegion() {
    const s = this.sheet;
    return s && { left: s.left, top: s.top, mpp: s.mpp, width: s.width, height: s.height };
  }

  drawCompass(heading) {
    const c = this.compass.getContext('2d'), r = this.compass.width / 2;
    c.clearRect(0, 0, this.compass.width, this.compass.height);
    c.save();
    c.translate(r, r);
    c.fillStyle = 'rgba(255, 255, 255, 0.85)';
    c.beginPath(); c.arc(0, 0, r - 2, 0, 2 * Math.PI); c.fill();
    c.strokeStyle = '#333'; c.lineWidth = 1.5; c.stroke();
    c.rotate((-heading * Math.PI) / 180);
    const tip = r - 22;
    c.fillStyle = '#d00000';
    c.beginPath(); c.moveTo(0, -tip); c.lineTo(6, 0); c.lineTo(-6, 0); c.closePath(); c.fill();
    c.fillStyle = '#333';
    c.beginPath(); c.moveTo(0, tip); c.lineTo(6, 0); c.lineTo(-6, 0); c.closePath(); c.fill();
    // N beyond the red tip, upright.
    c.translate(0, -(r - 13));
    c.rotate((heading * Math.PI) / 180);
    c.font = 'bold 12px sans-serif'; c.textAlign = 'center'; c.textBaseline = 'middle';
    c.fillStyle = '#d00000';
    c.fillText('N', 0, 0);
    c.restore();
    // The heading in degrees under the card.
    c.fillStyle = 'rgba(255, 255, 255, 0.85)';
    c.fillRect(r - 20, 2 * r + 1, 40, 15);
    c.fillStyle = '#111';
    c.font = '12px sans-serif'; c.textAlign = 'center'; c.textBaseline = 'middle';
    c.fillText(`${Math.round(heading) % 360}°`, r, 2 * r + 9);
  }
}
