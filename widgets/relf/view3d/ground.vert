// The ground: heights in metres (the model sits at the scene's origin, so
// the vertex's y is the ground height). Chunks with levels of detail morph
// towards their coarser level with the distance from the camera, as
// relf::lodMorphFactor computes (relf/terrainlod.h): UV0 holds the coarser
// height and the morph (> 0 the distance where the vertex is wholly coarse,
// 0 never morphed, < 0 always). The position on the ground and the height
// go on to the fragment shader, which finds the map picture from them, and
// the light: the sun's and the light from below, as the rest of the scene is
// lit, worked out here for each vertex (the ground's cells are a few pixels
// wide, and the fragments are what the CPU that draws pays most for).
VARYING float vLight;
VARYING vec2 vGround;
VARYING float vHeight;

void MAIN()
{
    vec3 p = VERTEX;
    float range = UV0.y;
    float m = range < 0.0 ? 1.0 : 0.0;
    if (range > 0.0) {
        vec2 d = p.xz - lodCamera.xz;
        float dist = sqrt(dot(d, d) + lodCamera.y * lodCamera.y);
        float start = morphStart * range;
        m = clamp((dist - start) / (range - start), 0.0, 1.0);
    }
    p.y = mix(p.y, UV0.x, m);
    vec3 n = normalize(NORMAL);
    vLight = ambient + sunBrightness * max(dot(n, -sunDirection), 0.0) +
             bounceBrightness * max(dot(n, -bounceDirection), 0.0);
    vGround = p.xz;
    vHeight = p.y;
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(p, 1.0);
}
