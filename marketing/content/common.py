"""Pieces of seed copy shared by several items."""

# The four Our Approach steps have fixed titles on every service and solution page.
APPROACH_TITLES = (
    "Discovery & Analysis",
    "Strategy Development",
    "Implementation",
    "Monitoring & Optimization",
)

INSIGHTS_NOTE = (
    "<p>Indicative figures from our client engagements and the marketing industry. Every business is "
    "different: your own targets are set with you in the strategy phase.</p>"
)


def approach_steps(
    discovery: str, strategy: str, implementation: str, monitoring: str
) -> list[tuple[str, str]]:
    return list(zip(APPROACH_TITLES, (discovery, strategy, implementation, monitoring), strict=True))
