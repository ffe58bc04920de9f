#include "rundeflate.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

namespace terrain::exporting {

namespace {

constexpr std::size_t kBlockBytes = 256 * 1024;
constexpr int kLiteralSymbols = 286; // 0–255 literals, 256 end of block, 257–285 lengths
constexpr int kEndOfBlock = 256;
constexpr int kMaxRun = 258;
constexpr int kMinRun = 3;

// RFC 1951, 3.2.5: the length symbols' first lengths and extra bits.
constexpr std::array<int, 29> kLengthBase = {3,  4,  5,  6,   7,   8,   9,   10,  11, 13,
                                             15, 17, 19, 23,  27,  31,  35,  43,  51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                              2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
// The order in which the code-length code's lengths are sent (3.2.7).
constexpr std::array<int, 19> kCodeLengthOrder = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                  11, 4,  12, 3, 13, 2, 14, 1, 15};

// For each run length, its length symbol's index (0–28).
struct LengthSymbols
{
    std::array<std::uint8_t, kMaxRun + 1> index{};
    constexpr LengthSymbols()
    {
        for (int s = 0; s < 29; ++s) {
            const int last = s + 1 < 29 ? kLengthBase[s + 1] - 1 : kLengthBase[s];
            for (int l = kLengthBase[s]; l <= last && l <= kMaxRun; ++l)
                index[l] = std::uint8_t(s);
        }
        index[kMaxRun] = 28; // 258 has a symbol of its own, not 227 + 31
    }
};
constexpr LengthSymbols kLengthSymbols;

// Code lengths of at most maxBits for the counts (0 for a symbol not
// used): Huffman's algorithm on the counts, halved (rounding up) until the
// longest code fits. A single used symbol gets a partner of the same
// length, so that every code is complete.
void codeLengths(const std::uint32_t *counts, int n, int maxBits, std::uint8_t *lengths)
{
    std::fill(lengths, lengths + n, 0);
    std::vector<std::pair<std::uint64_t, int>> leaves;
    for (int s = 0; s < n; ++s)
        if (counts[s])
            leaves.emplace_back(counts[s], s);
    if (leaves.empty())
        return;
    if (leaves.size() == 1) {
        const int s = leaves[0].second;
        lengths[s] = 1;
        lengths[s == 0 ? 1 : 0] = 1;
        return;
    }
    const std::size_t m = leaves.size();
    std::vector<std::uint64_t> weight(2 * m - 1);
    std::vector<std::size_t> parent(2 * m - 1);
    std::vector<int> depth(2 * m - 1);
    for (;;) {
        std::sort(leaves.begin(), leaves.end());
        for (std::size_t k = 0; k < m; ++k)
            weight[k] = leaves[k].first;
        // Two queues: the sorted leaves and the internal nodes, which are
        // made in order of weight.
        std::size_t leaf = 0, inner = m;
        const auto lightest = [&](std::size_t made) {
            if (leaf < m && (inner >= made || weight[leaf] <= weight[inner]))
                return leaf++;
            return inner++;
        };
        for (std::size_t made = m; made < 2 * m - 1; ++made) {
            const std::size_t a = lightest(made), b = lightest(made);
            weight[made] = weight[a] + weight[b];
            parent[a] = parent[b] = made;
        }
        depth[2 * m - 2] = 0;
        int longest = 0;
        for (std::size_t k = 2 * m - 2; k-- > 0;) {
            depth[k] = depth[parent[k]] + 1;
            if (k < m)
                longest = std::max(longest, depth[k]);
        }
        if (longest <= maxBits) {
            for (std::size_t k = 0; k < m; ++k)
                lengths[leaves[k].second] = std::uint8_t(depth[k]);
            return;
        }
        for (auto &[count, symbol] : leaves)
            count = (count + 1) / 2;
    }
}

// Canonical codes for the lengths (3.2.2), bit-reversed: deflate sends a
// Huffman code's first bit first into a stream filled from its low bits.
void canonicalCodes(const std::uint8_t *lengths, int n, std::uint32_t *codes)
{
    std::array<int, 16> perLength{};
    for (int s = 0; s < n; ++s)
        ++perLength[lengths[s]];
    perLength[0] = 0;
    std::array<std::uint32_t, 16> next{};
    std::uint32_t code = 0;
    for (int bits = 1; bits < 16; ++bits) {
        code = (code + std::uint32_t(perLength[bits - 1])) << 1;
        next[bits] = code;
    }
    for (int s = 0; s < n; ++s) {
        const int len = lengths[s];
        if (!len) {
            codes[s] = 0;
            continue;
        }
        std::uint32_t c = next[len]++, reversed = 0;
        for (int b = 0; b < len; ++b, c >>= 1)
            reversed = (reversed << 1) | (c & 1);
        codes[s] = reversed;
    }
}

// Bits into bytes, first bit lowest. Each put stores the whole 64-bit
// buffer and moves on by the bytes it filled, so there is no branch on
// whether a byte is full; the last store may write up to 8 bytes past the
// end, which deflateRunsBound leaves room for.
class BitWriter
{
public:
    explicit BitWriter(unsigned char *to)
        : m_to(to)
    {
    }
    // len ≤ 32
    void put(std::uint32_t bits, int len)
    {
        m_buffer |= std::uint64_t(bits) << m_count;
        m_count += len;
        std::uint64_t little = m_buffer;
        if constexpr (std::endian::native == std::endian::big)
            little = __builtin_bswap64(little);
        std::memcpy(m_to, &little, 8);
        m_to += m_count >> 3;
        m_buffer >>= m_count & ~7;
        m_count &= 7;
    }
    void toByteBoundary()
    {
        if (m_count)
            put(0, 8 - m_count);
    }
    unsigned char *end() const { return m_to; }

private:
    unsigned char *m_to;
    std::uint64_t m_buffer = 0;
    int m_count = 0;
};

// A token: a literal byte (0–255) or a run of 3–258 bytes (256 + length).
using Token = std::uint16_t;

// The block's tokens and their symbols' counts. A run repeats the byte
// before it, which may lie in the band's previous block.
std::size_t tokenize(const unsigned char *band, std::size_t begin, std::size_t end, Token *tokens,
                     std::uint32_t *counts)
{
    Token *const first = tokens;
    std::size_t i = begin;
    if (i == 0 && i < end) {
        *tokens++ = band[0];
        ++counts[band[0]];
        ++i;
    }
    while (i < end) {
        // Eight bytes none of which repeats the one before it are eight
        // literals.
        if (i + 8 <= end) {
            std::uint64_t here, before;
            std::memcpy(&here, band + i, 8);
            std::memcpy(&before, band + i - 1, 8);
            const std::uint64_t x = here ^ before;
            const bool anyEqual = ((x - 0x0101010101010101ULL) & ~x & 0x8080808080808080ULL) != 0;
            if (!anyEqual) {
                for (int k = 0; k < 8; ++k) {
                    *tokens++ = band[i + k];
                    ++counts[band[i + k]];
                }
                i += 8;
                continue;
            }
        }
        const unsigned char previous = band[i - 1];
        std::size_t run = 0;
        const std::size_t most = std::min<std::size_t>(kMaxRun, end - i);
        while (run < most && band[i + run] == previous)
            ++run;
        if (run >= kMinRun) {
            *tokens++ = Token(256 + run);
            ++counts[257 + kLengthSymbols.index[run]];
            i += run;
        } else {
            *tokens++ = band[i];
            ++counts[band[i]];
            ++i;
        }
    }
    ++counts[kEndOfBlock];
    return std::size_t(tokens - first);
}

// The code lengths of both alphabets as the header sends them: runs of
// zeros as symbols 17 and 18, repeats of a length as 16 (3.2.7).
struct CodeLengthSymbol
{
    std::uint8_t symbol, extra;
};

std::vector<CodeLengthSymbol> runLengthCoded(const std::vector<std::uint8_t> &lengths)
{
    std::vector<CodeLengthSymbol> out;
    for (std::size_t i = 0; i < lengths.size();) {
        const std::uint8_t v = lengths[i];
        std::size_t run = 1;
        while (i + run < lengths.size() && lengths[i + run] == v)
            ++run;
        i += run;
        if (v == 0) {
            for (; run >= 11; run -= std::min<std::size_t>(run, 138))
                out.push_back({18, std::uint8_t(std::min<std::size_t>(run, 138) - 11)});
            if (run >= 3) {
                out.push_back({17, std::uint8_t(run - 3)});
                run = 0;
            }
        } else {
            out.push_back({v, 0});
            --run;
            for (; run >= 3; run -= std::min<std::size_t>(run, 6))
                out.push_back({16, std::uint8_t(std::min<std::size_t>(run, 6) - 3)});
        }
        for (; run > 0; --run)
            out.push_back({v, 0});
    }
    return out;
}

void writeBlock(std::span<const Token> tokens, const std::uint32_t *counts, bool final,
                BitWriter &bits)
{
    std::array<std::uint8_t, kLiteralSymbols> literalLengths;
    codeLengths(counts, kLiteralSymbols, 15, literalLengths.data());
    std::array<std::uint32_t, kLiteralSymbols> literalCodes;
    canonicalCodes(literalLengths.data(), kLiteralSymbols, literalCodes.data());

    // Distances: only 1 is used; a second code (distance 2) keeps the
    // distance code complete. Both are one bit, distance 1's code is 0.
    int literalsSent = kLiteralSymbols;
    while (literalsSent > 257 && literalLengths[std::size_t(literalsSent - 1)] == 0)
        --literalsSent;
    std::vector<std::uint8_t> allLengths(literalLengths.begin(),
                                         literalLengths.begin() + literalsSent);
    allLengths.push_back(1);
    allLengths.push_back(1);
    const std::vector<CodeLengthSymbol> header = runLengthCoded(allLengths);

    std::array<std::uint32_t, 19> headerCounts{};
    for (const CodeLengthSymbol &s : header)
        ++headerCounts[s.symbol];
    std::array<std::uint8_t, 19> headerLengths;
    codeLengths(headerCounts.data(), 19, 7, headerLengths.data());
    std::array<std::uint32_t, 19> headerCodes;
    canonicalCodes(headerLengths.data(), 19, headerCodes.data());
    int headerLengthsSent = 19;
    while (headerLengthsSent > 4 &&
           headerLengths[std::size_t(kCodeLengthOrder[std::size_t(headerLengthsSent - 1)])] == 0)
        --headerLengthsSent;

    bits.put(final ? 1 : 0, 1);
    bits.put(2, 2); // dynamic Huffman codes
    bits.put(std::uint32_t(literalsSent - 257), 5);
    bits.put(2 - 1, 5);
    bits.put(std::uint32_t(headerLengthsSent - 4), 4);
    for (int k = 0; k < headerLengthsSent; ++k)
        bits.put(headerLengths[std::size_t(kCodeLengthOrder[std::size_t(k)])], 3);
    static constexpr std::array<int, 3> kExtraBits = {2, 3, 7}; // symbols 16, 17, 18
    for (const CodeLengthSymbol &s : header) {
        bits.put(headerCodes[s.symbol], headerLengths[s.symbol]);
        if (s.symbol >= 16)
            bits.put(s.extra, kExtraBits[std::size_t(s.symbol - 16)]);
    }

    // A run is its length symbol, the length's extra bits and distance 1's
    // one-bit code, all sent as one.
    std::array<std::uint32_t, kMaxRun + 1> runCode{};
    std::array<std::uint8_t, kMaxRun + 1> runBits{};
    for (int run = kMinRun; run <= kMaxRun; ++run) {
        const int s = kLengthSymbols.index[std::size_t(run)];
        const int symbol = 257 + s, len = literalLengths[std::size_t(symbol)];
        if (!len)
            continue;
        const int extra = kLengthExtra[std::size_t(s)];
        runCode[std::size_t(run)] = literalCodes[std::size_t(symbol)] |
                                    (std::uint32_t(run - kLengthBase[std::size_t(s)]) << len);
        runBits[std::size_t(run)] = std::uint8_t(len + extra + 1);
    }
    for (const Token t : tokens) {
        if (t < 256)
            bits.put(literalCodes[t], literalLengths[t]);
        else
            bits.put(runCode[t - 256u], runBits[t - 256u]);
    }
    bits.put(literalCodes[kEndOfBlock], literalLengths[kEndOfBlock]);
}

} // namespace

std::size_t deflateRunsBound(std::size_t size)
{
    // A literal's code is at most 15 bits for 8, a run's 21 for at least
    // 24; a block's header at most 3 + 14 + 19·3 + 318·(7 + 7) bits.
    const std::size_t blocks = size / kBlockBytes + 1;
    return size * 15 / 8 + blocks * 600 + 16 + 8; // and the last store's 8
}

std::size_t deflateRuns(std::span<const unsigned char> band, DeflateEnd end, unsigned char *out)
{
    BitWriter bits(out);
    std::vector<Token> tokens(std::min(band.size(), kBlockBytes));
    std::size_t begin = 0;
    do {
        const std::size_t blockEnd = std::min(band.size(), begin + kBlockBytes);
        std::array<std::uint32_t, kLiteralSymbols> counts{};
        const std::size_t n = tokenize(band.data(), begin, blockEnd, tokens.data(), counts.data());
        writeBlock({tokens.data(), n}, counts.data(),
                   end == DeflateEnd::Final && blockEnd == band.size(), bits);
        begin = blockEnd;
    } while (begin < band.size());
    if (end == DeflateEnd::SyncFlush) {
        // An empty stored block: 3 header bits, then to the byte, then
        // LEN 0 and NLEN 0xffff.
        bits.put(0, 3);
        bits.toByteBoundary();
        bits.put(0xffff0000u, 32);
    }
    bits.toByteBoundary();
    return std::size_t(bits.end() - out);
}

} // namespace terrain::exporting
