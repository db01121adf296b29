"""How an A/B test's results read, in the admin (campaigns.admin) and in staff Reports (given to
analytics.selectors.experiment_reports_register when the app starts): the verdict and the
sample-ratio check in words, and each test as the Reports API sends it.

Reports are read by staff who may not edit content (lead managers given the Reports permission):
the card is the whole results view, plan included, and the link into the test's admin page is sent
only to someone the admin lets change tests (editors, superusers); for anyone else it would be a 403."""

from django.urls import reverse

from campaigns import selectors
from campaigns.models import Experiment
from campaigns.stats import Difference

VERDICTS = {
    selectors.Verdict.NOT_STARTED: "Not started.",
    selectors.Verdict.KEEP_COLLECTING: (
        "Keep collecting: not every version has had its planned visitors yet, so any difference may be noise."
    ),
    selectors.Verdict.SPLIT_BROKEN: (
        "Do not trust these numbers: the visitors are not split as planned (see the sample-ratio check)."
    ),
    selectors.Verdict.WINNER: "The planned sample is reached: version {best} converts better than A.",
    selectors.Verdict.NO_DIFFERENCE: (
        "The planned sample is reached and no version differs from A by more than chance: keep A, or "
        "test a bolder change."
    ),
}


def percent(value: float | None, digits: int = 2) -> str:
    return "–" if value is None else f"{value * 100:.{digits}f} %"


def difference_text(difference: Difference | None) -> str:
    if difference is None:
        return "–"
    low, high = difference.low * 100, difference.high * 100
    return f"{difference.value * 100:+.2f} points ({low:+.2f} to {high:+.2f})"


def verdict_text(found: selectors.ExperimentResults) -> str:
    if found.test.status == Experiment.Status.ENDED:
        return f"Ended: version {found.test.winner} kept. " + VERDICTS[found.verdict].format(
            best=selectors.best_version(found)
        )
    return VERDICTS[found.verdict].format(best=selectors.best_version(found))


def sample_ratio_text(found: selectors.ExperimentResults) -> str:
    if found.sample_ratio_p is None:
        return "Sample-ratio check: no exposures yet."
    if found.sample_ratio_mismatch:
        return (
            f"Warning: sample-ratio mismatch (χ² p = {found.sample_ratio_p:.2g} < 0.001): the exposures "
            "do not follow the planned shares."
        )
    return f"Sample-ratio check: the exposures follow the planned shares (χ² p = {found.sample_ratio_p:.2g})."


def plan_text(test: Experiment) -> str:
    """The plan the verdict waits for, in words: the goal, the rates, the visitors each version needs."""
    goal = f"Goal: {test.get_goal_display().lower()}."
    baseline, needs = selectors.baseline_of(test), selectors.planned_visitors(test)
    if needs is None:
        return f"{goal} No plan yet: the page's conversion rate is unknown."
    per_version = ", ".join(f"{v}: {n:,}" for v, n in zip(test.version_names, needs, strict=True))
    return (
        f"{goal} Planned from {percent(baseline)} to {percent(baseline * (1 + test.minimum_lift / 100))} "
        f"(the smallest lift worth detecting, {test.minimum_lift} %): visitors needed per version "
        f"{per_version} (80 % power, 5 % significance, two-sided"
        + (", 2.5 % per comparison with A" if test.versions == 3 else "")
        + ")."
    )


def reports_rows(user=None) -> list[dict]:
    """Every started test with its results, as staff Reports show them to `user` (newest first):
    the admin's address only for a user who may change tests there."""
    can_change = user is not None and user.has_perm("campaigns.change_experiment")
    rows = []
    for found in selectors.experiments_for_reports():
        test = found.test
        admin_url = reverse("admin:campaigns_experiment_change", args=[test.pk])
        rows.append(
            {
                "id": test.pk,
                "name": test.name,
                "page": test.page.get_absolute_url(),
                "status": test.get_status_display(),
                "startedAt": test.started_at,
                "endedAt": test.ended_at,
                "winner": test.winner,
                "verdict": found.verdict,
                "verdictText": verdict_text(found),
                "sampleRatioP": found.sample_ratio_p,
                "sampleRatioMismatch": found.sample_ratio_mismatch,
                "sampleRatioText": sample_ratio_text(found),
                "planText": plan_text(test),
                "adminUrl": admin_url if can_change else None,
                "versions": [
                    {  # percentages (conversion rate; difference from A and its 95 % interval, points)
                        "version": row.version,
                        "share": row.share,
                        "exposures": row.exposures,
                        "planned": row.planned,
                        "leads": row.leads,
                        "rate": None if row.rate is None else round(row.rate * 100, 2),
                        **_difference_points(row.difference),
                    }
                    for row in found.versions
                ],
            }
        )
    return rows


def _difference_points(difference: Difference | None) -> dict:
    if difference is None:
        return {"difference": None, "low": None, "high": None}
    return {
        "difference": round(difference.value * 100, 2),
        "low": round(difference.low * 100, 2),
        "high": round(difference.high * 100, 2),
    }
