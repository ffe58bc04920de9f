// What a point feature stands as in the scene: a mine on steep ground is a
// cave mouth facing downhill (the runtime's mine cell 3; the map draws its
// open arc the same way), any other mine a shaft.

export const MINE = 1; // tr_features' code of a mine

// The cave mouth's heading at (x, y): degrees anticlockwise from east
// towards the ground's fall (against the gradient of the heights a metre
// either side), east on flat ground.
export function caveHeading(world, x, y) {
  const gx = world.height(x + 1, y) - world.height(x - 1, y);
  const gy = world.height(x, y + 1) - world.height(x, y - 1);
  return gx === 0 && gy === 0 ? 0 : Math.atan2(-gy, -gx) * 180 / Math.PI;
}

// { shape, heading } for a feature of world.features: shape the feature's
// code, or 'cave' for a cave mouth.
export function standing(world, f) {
  if (f.featureCode === MINE && world.mineCell(f.x, f.y, 0) === 3)
    return { shape: 'cave', heading: caveHeading(world, f.x, f.y) };
  return { shape: f.featureCode, heading: 0 };
}
