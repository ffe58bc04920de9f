// The ground's colour: the map picture (drawn without contours; the
// region's in the region, a coarser one of the whole view beyond, both where
// a chunk crosses the region's edge), lit as ground.vert says, and the contours
// drawn here, for the view's scale: their width is measured in screen pixels
// from the height's screen-space gradient, as the map renderer measures it
// in map pixels (relf/maprenderer.cpp, contourRow), so they stay one and two
// pixels wide, anti-aliased, at any distance, and fade out where they crowd
// closer than a few pixels, the thin ones first.
VARYING float vLight;
VARYING vec2 vGround;
VARYING float vHeight;

void MAIN()
{
    vec2 map = vGround * mapScale + vec2(mapOffset);
    vec3 colour = texture(mapTexture, map).rgb;
#ifdef TWO_MAPS // across the region's edge: the far map outside it
    {
        vec3 far = texture(farTexture, vGround * farScale + vec2(farOffset)).rgb;
        bool inside = all(greaterThanEqual(map, vec2(0.0))) && all(lessThanEqual(map, vec2(1.0)));
        colour = inside ? colour : far;
    }
#endif
    if (contours && !(water && vHeight < waterLevel)) {
        float g = length(vec2(dFdx(vHeight), dFdy(vHeight))) + 1e-6; // metres a pixel
        float index = floor(vHeight / interval + 0.5);
        float off = abs(vHeight - index * interval);
        float indexContour = floor(index * 0.2) == index * 0.2 ? 1.0 : 0.0;
        float halfWidth = 0.5 * thinWidth + 0.5 * (indexWidth - thinWidth) * indexContour;
        float c = clamp(halfWidth + 0.5 - off / g, 0.0, 1.0);
        float spacing = interval / g * (1.0 + 4.0 * indexContour);
        float fade = clamp((spacing - fadeFrom) / (fadeTo - fadeFrom), 0.0, 1.0);
        colour = mix(colour, contourColour, c * fade);
    }
    FRAGCOLOR = vec4(colour * vLight, 1.0);
}
