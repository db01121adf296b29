"""Which version of a page under test a visitor sees: the same answer nginx gives (split_clients),
without a cookie and without the browser swapping anything.

The version is drawn from a hash of the visitor's address, their user agent and the test's key,
exactly as nginx's `split_clients "${remote_addr}${http_user_agent}<key>"` does (MurmurHash2 of the
string, compared with the cumulative shares scaled to 32 bits). `make run` assigns here, in
campaigns.middleware; under `make prod` nginx assigns and passes the version in a header, and the
middleware only reads it. The two agree for the same inputs (tests/campaigns/test_assignment.py
checks the hash against nginx itself).

Why these inputs: nothing is stored in the browser before consent, so the version must come from
what every request carries. Address and user agent together keep one visitor on one version across
pages and visits while either stays the same; the test's key makes two tests independent of each
other. The limits (docs/developers/ab-tests.md): a visitor whose address changes (a phone between
networks) may see the other version; people behind one address with the same browser build share a
version. Both dilute a difference rather than bias the split, which the sample-ratio check watches.
"""

VERSIONS = ("A", "B", "C")
# The header nginx sets (and replaces whatever a client sent under that name).
VERSION_HEADER = "X-Agency-Version"
VERSION_META = "HTTP_X_AGENCY_VERSION"

_M = 0x5BD1E995
_MASK = 0xFFFFFFFF


def murmurhash2(data: bytes) -> int:
    """nginx's ngx_murmur_hash2 (src/core/ngx_murmurhash.c): MurmurHash2, seed 0, little-endian."""
    length = len(data)
    h = length & _MASK
    index = 0
    while length - index >= 4:
        k = int.from_bytes(data[index : index + 4], "little")
        k = (k * _M) & _MASK
        k ^= k >> 24
        k = (k * _M) & _MASK
        h = (h * _M) & _MASK
        h ^= k
        index += 4
    rest = length - index
    if rest == 3:
        h ^= data[index + 2] << 16
    if rest >= 2:
        h ^= data[index + 1] << 8
    if rest >= 1:
        h ^= data[index]
        h = (h * _M) & _MASK
    h ^= h >> 13
    h = (h * _M) & _MASK
    h ^= h >> 15
    return h


def thresholds(split: list[int]) -> list[int]:
    """split_clients' cumulative bounds for shares in percent (the last takes the rest: `*`)."""
    bounds, last = [], 0
    for share in split[:-1]:
        # nginx reads "50%" as 5000 hundredths and adds share * 0xffffffff / 10000 to the bound.
        last += share * 100 * _MASK // 10000
        bounds.append(last)
    return bounds


def version_for(address: str, user_agent: str, key: str, split: list[int]) -> str:
    """The version ("A", "B", "C") for this visitor in the test named `key` with these shares."""
    value = murmurhash2(f"{address}{user_agent}{key}".encode())
    for version, bound in zip(VERSIONS, thresholds(split), strict=False):
        if value < bound:
            return version
    return VERSIONS[len(split) - 1]
