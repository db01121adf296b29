"""Every throttle counts over a rolling window: no more than the limit in any period-long stretch."""

import pytest

from agency import throttle


@pytest.fixture
def clock(monkeypatch):
    class Clock:
        now = 1_900_000_000.0 + 59.5  # half a second before a minute boundary

        def advance(self, seconds):
            self.now += seconds

    clock = Clock()
    monkeypatch.setattr(throttle, "now", lambda: clock.now)
    return clock


def admitted(count, limit=20, period=60, identity="198.51.100.7"):
    return sum(throttle.hit("test", identity, limit, period).allowed for _ in range(count))


def test_a_minute_boundary_does_not_double_the_limit(clock):
    assert admitted(25) == 20
    clock.advance(1)  # a new calendar minute: a fixed window would admit 20 more here
    assert admitted(20) == 0
    verdict = throttle.hit("test", "198.51.100.7", 20, 60)
    assert not verdict.allowed
    assert 58 <= verdict.wait <= 61


def test_room_comes_back_as_the_oldest_requests_leave_the_window(clock):
    assert admitted(10) == 10
    clock.advance(30)
    assert admitted(15) == 10
    clock.advance(31)  # the first ten are now more than a minute old; the later ten are not
    assert admitted(15) == 10
    clock.advance(61)
    assert admitted(1) == 1


def test_a_daily_limit_does_not_reset_at_midnight(clock):
    assert admitted(5, limit=5, period=86400) == 5
    clock.advance(6 * 3600)  # whatever the hour, a day has not passed
    assert admitted(1, limit=5, period=86400) == 0
    clock.advance(18 * 3600 + 1500)
    assert admitted(1, limit=5, period=86400) == 1


def test_refused_requests_do_not_count(clock):
    assert admitted(50, limit=3, period=60) == 3
    clock.advance(62)
    assert admitted(5, limit=3, period=60) == 3


def test_each_identity_has_its_own_count(clock):
    assert admitted(3, limit=3) == 3
    assert admitted(3, limit=3, identity="198.51.100.8") == 3
