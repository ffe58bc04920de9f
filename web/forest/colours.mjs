// The colours of the player's scene, shared with the studio's 3-D Scene
// look: the numbers of runtime/render/scenecolours.h (web_forest checks
// that they agree). The ground by tr_kind (LAKE is the lake bed under the
// water), the snow, and the scatter's parts.
export const KIND_COLOURS = [
  [128, 116, 84], [150, 144, 132], [122, 168, 74], [160, 150, 92], [76, 104, 44],
  [56, 86, 34], [138, 126, 110], [104, 88, 62], [164, 140, 100], [70, 100, 124],
  [92, 118, 84],
];
export const SNOW = [240, 242, 250];
export const PARTS = { trunk: 0x5a4030, conifer: 0x2f5a2a, broadleaf: 0x4f7a30, bush: 0x557a35,
                       rock: 0x8a8a84 };
