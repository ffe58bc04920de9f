#pragma once
// The one thing a map view needs of a generator: something that paints any
// region of its map onto a picture, from an immutable snapshot, safe to call
// from several threads at once. Pixels depend only on their own ground
// position, so tiles painted apart fit together with no seam.
//
// A source may also say what a picture shows (for a legend or statistics) in
// a summary of its own kind; the view merges the summaries of the tiles in
// sight without knowing what they hold.

#include "mapsettings.h"

#include <QImage>

#include <memory>

namespace terrain::render {

class MapSummary
{
public:
    virtual ~MapSummary() = default;
    virtual std::unique_ptr<MapSummary> clone() const = 0;
    // Adds what `other` shows; other is of the same kind (it came from the same source type).
    virtual void merge(const MapSummary &other) = 0;
};

class TileSource
{
public:
    virtual ~TileSource() = default;
    // Paints the region of s on s.threads threads; when summary is given, it
    // receives what the picture shows (or stays empty if the source keeps none).
    virtual QImage render(const MapRenderSettings &s,
                          std::unique_ptr<MapSummary> *summary = nullptr) const = 0;
};

using TileSourcePtr = std::shared_ptr<const TileSource>;

} // namespace terrain::render
