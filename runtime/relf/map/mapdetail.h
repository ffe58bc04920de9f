#pragma once
// What a Relf map shows at a scale, one rule for the studio's tiles, the CLI
// and every export, so that they show the same pixels at every zoom:
// point symbols and streams up to 4 m per pixel (past that they are
// clutter: a symbol is ten pixels wide where ten metres are two pixels), and
// from 8 m per pixel only every fifth contour (the rest run together into
// brown noise).

namespace terrain::relf {

inline constexpr double kSymbolsUpTo = 4.0;      // metres per pixel
inline constexpr double kThinContoursFrom = 8.0; // metres per pixel

inline bool showsSymbols(double metresPerPixel)
{
    return metresPerPixel <= kSymbolsUpTo;
}
inline bool showsStreams(double metresPerPixel)
{
    return metresPerPixel <= kSymbolsUpTo;
}
inline double shownContourInterval(double interval, double metresPerPixel)
{
    return metresPerPixel >= kThinContoursFrom ? interval * 5.0 : interval;
}

} // namespace terrain::relf
