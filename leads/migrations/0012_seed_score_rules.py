"""The first lead score rules (staff change them in the Django admin), and every stored lead scored
by them. Budget and timeline weigh most: they say how soon and how big the work is."""

from django.db import migrations

RULES = [
    # The hero quiz's budgets (its options are their labels) and the consultation's (ids).
    ("budget", "Over $50,000", 35),
    ("budget", "$15,000 - $50,000", 30),
    ("budget", "$5,000 - $15,000", 20),
    ("budget", "$1,000 - $5,000", 10),
    ("budget", "100k+", 35),
    ("budget", "50k-100k", 35),
    ("budget", "15k-50k", 30),
    ("budget", "5k-15k", 20),
    ("budget", "under-5k", 5),
    ("budget", "discuss", 10),
    ("timeline", "immediate", 20),
    ("timeline", "1-3-months", 15),
    ("timeline", "3-6-months", 5),
    ("team_size", "500+", 20),
    ("team_size", "201-500", 20),
    ("team_size", "51-200", 15),
    ("team_size", "11-50", 10),
    ("team_size", "1-10", 5),
    ("business_type", "enterprise", 20),
    ("business_type", "ecommerce", 15),
    ("business_type", "small-business", 10),
    ("business_type", "startup", 5),
    ("goal", "Generate more leads", 5),
    ("goal", "Boost online sales", 5),
    ("goal", "lead-generation", 5),
    ("goal", "sales-conversion", 5),
    ("services", "3", 10),
    ("services", "2", 5),
    ("website", "", 10),
    ("phone", "", 10),
]


class _Answered:
    """A row of this migration's time read as the scoring reads a lead (`answer`, `phone`): its
    answers were columns then."""

    def __init__(self, row):
        self.row, self.phone = row, row.phone

    def answer(self, key: str):
        value = getattr(self.row, key, None)
        return "" if value is None else value


def seed(apps, schema_editor):
    from leads.scoring import lead_score

    ScoreRule = apps.get_model("leads", "ScoreRule")
    for question, answer, points in RULES:
        ScoreRule.objects.get_or_create(question=question, answer=answer, defaults={"points": points})
    rules = list(ScoreRule.objects.filter(active=True))
    for name in ("ContactSubmission", "QuoteRequest"):
        model = apps.get_model("leads", name)
        for lead in model.objects.iterator():
            lead.score, lead.score_reasons = lead_score(_Answered(lead), rules)
            lead.save(update_fields=["score", "score_reasons"])


class Migration(migrations.Migration):
    dependencies = [("leads", "0011_lead_score_and_landing_page")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
