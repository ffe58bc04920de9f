#pragma once
// Deflate (RFC 1951) made for PNG's filtered rows and fast: the matching
// of zlib's Z_RLE strategy (a run of one byte value is a match at distance
// 1, every other byte a literal) with Huffman codes made for each block of
// 256 KB, encoded in two passes over the block (count, then write). It
// compresses what zlib's level 1 with Z_RLE does, to within a few per cent,
// at several times its speed (docs/exports.md has the measurement); this is
// what lets a PNG's bands be deflated at the speed its rows are made.
//
// A call deflates one band: its blocks end either on a sync flush (an
// empty stored block, so that the next band's bytes follow on a byte
// boundary, as zlib's Z_SYNC_FLUSH) or, for the stream's last band, with the
// final block. Bands written one after another form one deflate stream; a
// match never reaches back before its band, so each band is deflated on its
// own. The same input gives the same bytes.

#include <cstddef>
#include <span>

namespace terrain::exporting {

enum class DeflateEnd
{
    SyncFlush, // more bands follow
    Final      // the stream's last band
};

// Writes the band's deflate blocks at `out`, which has room for
// deflateRunsBound(band.size()) bytes, and returns how many it wrote.
std::size_t deflateRuns(std::span<const unsigned char> band, DeflateEnd end, unsigned char *out);

// The most bytes deflateRuns writes for a band of `size` bytes.
std::size_t deflateRunsBound(std::size_t size);

} // namespace terrain::exporting
