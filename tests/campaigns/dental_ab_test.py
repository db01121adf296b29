"""A started A/B test on the seeded dental page, for the tests and the A/B benchmark that need one:
the page's hero drawn again as version B with another heading. In-process tests call
`dental_test_start`; a deployed stack's database gets it through `manage.py shell -c`, with the code
`dental_test_shell` writes (the stack runs from the repository, so this module is importable)."""

from decimal import Decimal

PAGE = "/lp/san-diego-dental-seo"
CHALLENGER = "Fill your chairs by June"


def dental_test_start(name: str, heading: str = CHALLENGER):
    """The started Experiment. Django's models are imported here: the benchmark, which is no Django
    process, imports this module for `dental_test_shell` alone."""
    from campaigns.models import CampaignPage, Experiment, HeroBlock
    from campaigns.services import experiment_start

    page = CampaignPage.objects.get(slug="san-diego-dental-seo")
    hero = HeroBlock.objects.filter(parent=page).first()
    HeroBlock.objects.filter(pk=hero.pk).update(version="A")
    hero.pk = None
    hero.version = "B"
    hero.heading_en = heading
    hero.ordering += 1
    hero.save()
    return experiment_start(Experiment.objects.create(page=page, name=name, baseline_rate=Decimal("4")))


def dental_test_shell(name: str, heading: str = CHALLENGER) -> str:
    """Python for `manage.py shell -c` that starts the test and prints its id as JSON."""
    return (
        "import json\n"
        "from tests.campaigns.dental_ab_test import dental_test_start\n"
        f"print(json.dumps(dental_test_start({name!r}, {heading!r}).pk))\n"
    )
