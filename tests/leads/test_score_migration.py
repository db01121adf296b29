"""Migration 0012: the first score rules, and every lead stored before them scored by them. Its
leads' answers were columns then; the scoring of today reads them through the migration's own
adapter, so each lead gets the score its answers earn."""

BEFORE = ("leads", "0011_lead_score_and_landing_page")
AFTER = ("leads", "0012_seed_score_rules")


def test_every_lead_stored_before_the_rules_is_scored_by_its_answers(migrator):
    old = migrator.apply_initial_migration(BEFORE).apps
    contacts = old.get_model("leads", "ContactSubmission").objects
    quotes = old.get_model("leads", "QuoteRequest").objects
    person = {"name": "Ada", "email": "ada@example.org"}
    quiet = contacts.create(**person, source="home_page", service="seo", message="Hi")
    called = contacts.create(
        **person, source="contact_page", service="seo", message="Hi", phone="+1 619 555 0147"
    )
    hero = quotes.create(
        **person,
        source="hero_quiz",
        phone="+1 858 555 0192",
        website="https://northwindlabs.example",
        quiz_answers={
            "businessGoal": "Generate more leads",
            "budget": "$15,000 - $50,000",
            "services": ["Social Media Marketing", "Search Engine Optimization (SEO)", "Paid Advertising"],
        },
    )
    consultation = quotes.create(
        **person, source="ai_automation_page", budget="15k-50k", team_size="51-200", quiz_answers={}
    )

    new = migrator.apply_tested_migration(AFTER).apps
    scores = {
        **dict(new.get_model("leads", "ContactSubmission").objects.values_list("pk", "score")),
        **{
            ("quote", pk): score
            for pk, score in new.get_model("leads", "QuoteRequest").objects.values_list("pk", "score")
        },
    }
    assert scores[quiet.pk] == 0
    assert scores[called.pk] == 10  # a phone number
    # Budget 30, three services 10, a phone 10, a website 10, the goal 5.
    assert scores["quote", hero.pk] == 65
    assert scores["quote", consultation.pk] == 45  # budget 30, team size 15
    reasons = new.get_model("leads", "QuoteRequest").objects.get(pk=consultation.pk).score_reasons
    assert len(reasons) == 2
