// The ground: heights in metres (the model sits at the scene's origin, so
// the vertex's y is the ground height), the map picture's coordinates and
// the normal, passed on to the fragment shader.
VARYING vec3 vNormal;
VARYING vec2 vMap;
VARYING float vHeight;

void MAIN()
{
    vNormal = NORMAL;
    vMap = UV0;
    vHeight = VERTEX.y;
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
}
