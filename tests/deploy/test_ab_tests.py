"""An A/B test through the production stack: once an editor starts it, nginx draws each visitor's
version (split_clients, the launcher rewriting its configuration within PROXY_AB_REFRESH_SECONDS),
caches each version apart, ignores a version a client names, and gives crawlers the original; the
beacon and the lead endpoints behind it draw the same version for the same visitor, whatever the
visitor names."""

import json
import re
import time

import httpx
import pytest

from tests.campaigns.dental_ab_test import CHALLENGER, dental_test_shell
from tests.campaigns.dental_ab_test import PAGE as PATH
from tests.deploy.test_stack import running_stack
from tests.leads.conftest import PAGE_CONTACT

pytestmark = pytest.mark.deployed

BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
START = dental_test_shell("Shorter promise")


@pytest.fixture(scope="module")
def stack():
    with running_stack("agency-prod-ab-", {"PROXY_AB_REFRESH_SECONDS": "2"}) as stack:
        yield stack


def heading(html: str) -> str:
    return re.sub(r"<[^>]+>", "", re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1)).strip()


def get(client: httpx.Client, url: str, agent: str) -> httpx.Response:
    """A page as a browser gets it: the launcher reloads nginx when the test starts, and a reload
    closes idle kept-alive connections; a request sent on one as it closes gets no answer, and a
    browser sends such a GET again on a new connection. So does this, once."""
    try:
        return client.get(url, headers={"user-agent": agent})
    except httpx.RemoteProtocolError:
        return client.get(url, headers={"user-agent": agent})


def test_nginx_draws_caches_and_keeps_each_visitors_version(stack):
    with stack.client() as client:
        original = heading(client.get(f"{stack.https}{PATH}", headers={"user-agent": BROWSER}).text)
        test = stack.query(START)
        seen: dict[str, list[str]] = {}
        deadline = time.monotonic() + 60
        while len(seen) < 2 and time.monotonic() < deadline:
            seen.clear()
            for number in range(24):
                agent = f"{BROWSER} visitor {number}"
                seen.setdefault(heading(get(client, f"{stack.https}{PATH}", agent).text), []).append(agent)
            time.sleep(0.5)
        assert set(seen) == {original, CHALLENGER}, stack.output()

    # A new connection: nginx's worker from before the reload may still hold the old one.
    time.sleep(2)
    with stack.client() as client:
        seen = {}
        for number in range(24):
            agent = f"{BROWSER} visitor {number}"
            response = client.get(f"{stack.https}{PATH}", headers={"user-agent": agent})
            seen.setdefault(heading(response.text), []).append(agent)
        assert set(seen) == {original, CHALLENGER}

        for version_heading, agents in seen.items():
            for agent in agents[:3]:
                again = client.get(f"{stack.https}{PATH}", headers={"user-agent": agent})
                assert heading(again.text) == version_heading
                assert again.headers["x-cache-status"] == "HIT"
                assert "set-cookie" not in again.headers
                marker = (
                    f'<meta name="ab-version" content="{test}:{"A" if version_heading == original else "B"}">'
                )
                assert marker in again.text

        # A visitor cannot pick a version, and a crawler reads the original.
        agent = seen[original][0]
        forged = client.get(
            f"{stack.https}{PATH}", headers={"user-agent": agent, "x-agency-version": f"{test}:B"}
        )
        assert heading(forged.text) == original
        crawler = client.get(
            f"{stack.https}{PATH}", headers={"user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)"}
        )
        assert (
            heading(crawler.text) == original and 'name="ab-version"' not in crawler.text.split("</head>")[0]
        )

        # Django draws as nginx drew the page (the same address, as nginx passes it on, and user
        # agent): B's visitor counts an exposure of B and its lead is B's; A's visitor naming B
        # counts a plain view and its lead is A's.
        visitors = {"b@visitor.example": seen[CHALLENGER][0], "a@visitor.example": seen[original][0]}
        for email, agent in visitors.items():
            claim = {"user-agent": agent}
            beacon = json.dumps({"p": PATH, "v": f"{test}:B"})
            client.post(
                f"{stack.https}/api/beacon", content=beacon, headers={**claim, "content-type": "text/plain"}
            )
            context = {"page": f"{stack.https}{PATH}", "version": f"{test}:B"}
            lead = {**PAGE_CONTACT, "email": email, "source": "contact_page", "context": context}
            assert client.post(f"{stack.https}/api/contact", json=lead, headers=claim).status_code == 201
        counted = stack.query(
            "import json\n"
            "from analytics.models import DailyCount\n"
            "from leads.models import Lead\n"
            f"views = DailyCount.objects.filter(path={PATH!r}).values_list('version', 'count')\n"
            "leads = dict(Lead.objects.values_list('email', 'ab_version'))\n"
            "print(json.dumps({'views': sorted(views), 'leads': leads}))\n"
        )
        exposed = {version: count for version, count in counted["views"] if version}
        assert exposed == {f"{test}:B": 1}, counted
        assert counted["leads"] == {"b@visitor.example": f"{test}:B", "a@visitor.example": f"{test}:A"}
