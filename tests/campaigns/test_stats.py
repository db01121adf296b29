"""The A/B tests' arithmetic against reference values: textbook sample sizes, a hand-worked
interval, Pearson's χ² as tables give it; and the assignment against nginx itself."""

import subprocess
import time
from pathlib import Path

import httpx
import pytest

from campaigns import stats
from campaigns.assignment import murmurhash2, version_for
from tests.support.live import free_port


@pytest.mark.parametrize(
    ("p1", "p2", "expected"),
    [
        # Fleiss, Levin & Paik (2003), eq. 4.14 without continuity correction, α = 0.05 two-sided,
        # power 0.80 (z = 1.959964 and 0.841621). 10 % vs 15 %: (1.959964 x sqrt(2 x .125 x .875)
        # + 0.841621 x sqrt(.09 + .1275))² / .05² = 685.6, the textbook's 686 per group.
        (0.10, 0.15, 686),
        (0.05, 0.06, 8158),
        # (1.959964 x sqrt(.375) + 0.841621 x sqrt(.37))² / .1² = 293.15: 294.
        (0.20, 0.30, 294),
    ],
)
def test_the_visitors_needed_are_the_textbook_two_proportion_sample_size(p1, p2, expected):
    assert stats.sample_size(p1, p2 / p1 - 1) == (expected, expected)


def test_unequal_shares_need_more_visitors_in_all_and_three_versions_compare_at_half_the_alpha():
    n_a, n_b = stats.sample_size(0.10, 0.5, (70, 30))
    assert n_b < n_a and n_a + n_b > 2 * 686
    # Bonferroni over two comparisons with A: each at 2.5 %.
    assert stats.visitors_needed(0.10, 0.5, [34, 33, 33])[1] > 686
    assert stats.comparison_alpha(3) == pytest.approx(0.025)


def test_the_difference_and_its_95_percent_interval():
    # 50/1000 against 70/1000: d = 0.02, SE = sqrt(.05*.95/1000 + .07*.93/1000) = 0.0106113,
    # margin = 1.959964 * SE = 0.0207977.
    difference = stats.difference_interval(50, 1000, 70, 1000)
    assert difference.value == pytest.approx(0.02)
    assert difference.low == pytest.approx(-0.0007977, abs=1e-6)
    assert difference.high == pytest.approx(0.0407977, abs=1e-6)
    assert stats.difference_interval(0, 0, 1, 10) is None


def test_the_sample_ratio_check_is_pearsons_chi_squared():
    # χ² = (100² + 100²) / 5000 = 4.0 with 1 degree of freedom: p = 0.0455 (any χ² table).
    assert stats.sample_ratio_p([5100, 4900], [50, 50]) == pytest.approx(0.0455003, abs=1e-6)
    # 52/48 of 17,200: χ² = 2 x 344² / 8600 = 27.5, p = 1.6e-7: a broken split.
    assert stats.sample_ratio_p([9000, 8200], [50, 50]) < stats.SRM_ALPHA
    assert stats.sample_ratio_p([0, 0], [50, 50]) is None


def test_murmurhash2_matches_the_reference_implementation():
    # Austin Appleby's MurmurHash2 with seed 0, as nginx's ngx_murmur_hash2 computes it.
    assert murmurhash2(b"") == 0
    assert murmurhash2(b"abc") == version_hash_reference(b"abc")


def version_hash_reference(data: bytes) -> int:
    """A second, literal transcription of ngx_murmur_hash2 (src/core/ngx_murmurhash.c)."""
    m, h, i, n = 0x5BD1E995, len(data), 0, len(data)
    while n >= 4:
        k = data[i] | data[i + 1] << 8 | data[i + 2] << 16 | data[i + 3] << 24
        k = k * m & 0xFFFFFFFF
        k ^= k >> 24
        k = k * m & 0xFFFFFFFF
        h = h * m & 0xFFFFFFFF
        h ^= k
        i, n = i + 4, n - 4
    if n == 3:
        h ^= data[i + 2] << 16
    if n >= 2:
        h ^= data[i + 1] << 8
    if n >= 1:
        h ^= data[i]
        h = h * m & 0xFFFFFFFF
    h ^= h >> 13
    h = h * m & 0xFFFFFFFF
    return h ^ h >> 15


def test_the_middleware_draws_the_version_nginx_draws(tmp_path: Path):
    """nginx's split_clients and campaigns.assignment give every visitor the same version."""
    port = free_port()
    for folder in ("logs", "work"):
        (tmp_path / folder).mkdir()
    config = tmp_path / "nginx.conf"
    config.write_text(
        f"""
pid {tmp_path}/nginx.pid;
error_log stderr warn;
daemon off;
events {{}}
http {{
  access_log off;
  client_body_temp_path {tmp_path}/work; proxy_temp_path {tmp_path}/work; fastcgi_temp_path {tmp_path}/work;
  uwsgi_temp_path {tmp_path}/work; scgi_temp_path {tmp_path}/work;
  split_clients "${{remote_addr}}${{http_user_agent}}t7" $two {{ 50% "7:A"; * "7:B"; }}
  split_clients "${{remote_addr}}${{http_user_agent}}t9" $three {{ 20% "9:A"; 30% "9:B"; * "9:C"; }}
  server {{ listen 127.0.0.1:{port}; location / {{ return 200 "$two $three"; }} }}
}}
"""
    )
    nginx = subprocess.Popen(["nginx", "-p", str(tmp_path), "-c", str(config)], stderr=subprocess.PIPE)
    try:
        with httpx.Client() as client:
            deadline = time.monotonic() + 10
            while True:
                try:
                    client.get(f"http://127.0.0.1:{port}/")
                    break
                except httpx.ConnectError:
                    assert time.monotonic() < deadline, "nginx did not start"
                    time.sleep(0.1)
            for number in range(200):
                agent = f"Mozilla/5.0 visitor {number}" + "x" * (number % 4)
                answer = client.get(f"http://127.0.0.1:{port}/", headers={"User-Agent": agent}).text
                two = version_for("127.0.0.1", agent, "t7", [50, 50])
                three = version_for("127.0.0.1", agent, "t9", [20, 30, 50])
                assert answer == f"7:{two} 9:{three}", agent
    finally:
        nginx.terminate()
        nginx.wait(timeout=10)
