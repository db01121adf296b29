"""Which lead to call first: a score from 0 to 100, from the rules staff edit (ScoreRule).

Each active rule names a question (leads.options.SCORE_QUESTIONS), an answer and its points. A
lead earns the points of every rule its answers match (for "Number of services", only the
highest count it reaches), and the score is their sum held between 0 and 100. The reasons say
which rules matched, in the options' own labels, highest points first.

`lead_score` is called when a lead is stored (leads.services); `leads_rescore` recomputes every
lead when a rule changes (leads.signals connects ScoreRule's saves and deletes to the task).
"""

from django.db import transaction
from django.tasks import task

from leads.models import Lead, ScoreRule
from leads.options import SCORE_QUESTION_BY_ID, rule_reason

MAX_SCORE = 100
BATCH = 500


def lead_answers(lead: Lead) -> dict[str, object]:
    """The lead's answers to the score questions: a choice id/label, a count, or a bool."""
    answers = lead.answer("quiz_answers")
    answers = answers if isinstance(answers, dict) else {}
    services = answers.get("services")
    return {
        "budget": answers.get("budget") or lead.answer("budget"),
        "timeline": answers.get("timeline", ""),
        "team_size": lead.answer("team_size"),
        "business_type": answers.get("business-type", ""),
        "goal": answers.get("businessGoal") or answers.get("goals", ""),
        "industry": answers.get("industry", ""),
        "services": len(services) if isinstance(services, list) else 0,
        "website": bool(str(lead.answer("website")).strip()),
        "phone": bool(str(lead.phone or "").strip()),
    }


def active_rules() -> list[ScoreRule]:
    return list(ScoreRule.objects.filter(active=True))


def lead_score(lead: Lead, rules: list[ScoreRule] | None = None) -> tuple[int, list[str]]:
    rules = active_rules() if rules is None else rules
    answers = lead_answers(lead)
    matched: list[ScoreRule] = []
    best_count: dict[str, ScoreRule] = {}
    for rule in rules:
        question = SCORE_QUESTION_BY_ID.get(rule.question)
        value = answers.get(rule.question)
        if question is None or not value:
            continue
        if question.kind == "given":
            matched.append(rule)
        elif question.kind == "count":
            try:
                needed = int(rule.answer)
            except ValueError:
                continue
            current = best_count.get(rule.question)
            if value >= needed and (current is None or needed > int(current.answer)):
                best_count[rule.question] = rule
        elif isinstance(value, str) and value == rule.answer:
            matched.append(rule)
    matched.extend(best_count.values())
    matched.sort(key=lambda rule: (-rule.points, rule.question))
    total = sum(rule.points for rule in matched)
    reasons = [rule_reason(rule.question, rule.answer, rule.points) for rule in matched]
    return max(0, min(MAX_SCORE, total)), reasons


def leads_rescore_now() -> int:
    """Recomputes every lead's score with today's rules; returns how many changed."""
    rules = active_rules()
    changed = 0
    batch = []
    for lead in Lead.objects.order_by("pk").iterator(chunk_size=BATCH):
        score, reasons = lead_score(lead, rules)
        if (score, reasons) != (lead.score, lead.score_reasons):
            lead.score, lead.score_reasons = score, reasons
            batch.append(lead)
        if len(batch) >= BATCH:
            Lead.objects.bulk_update(batch, ["score", "score_reasons"])
            changed += len(batch)
            batch = []
    if batch:
        Lead.objects.bulk_update(batch, ["score", "score_reasons"])
        changed += len(batch)
    return changed


@task()
def leads_rescore() -> int:
    return leads_rescore_now()


def rescore_after_commit() -> None:
    """A rule was saved or deleted: the worker recomputes every lead once the change is committed."""
    transaction.on_commit(leads_rescore.enqueue)


def rule_changed(sender, **kwargs) -> None:
    rescore_after_commit()
