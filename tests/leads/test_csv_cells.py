"""The one formula guard both lead exports (Django admin action, staff CSV) write cells through."""

import datetime as dt
import uuid

import pytest

from leads.csv_cells import csv_cell


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        ('=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'),
        ("+1 619 555 0147", "'+1 619 555 0147"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "'\t=1"),
        ("\r=1", "'\r=1"),
        ("Harbour Coffee", "Harbour Coffee"),
        ("a=b", "a=b"),
        (None, ""),
        (12, "12"),
        (-5, "'-5"),
    ],
)
def test_formula_like_cells_are_shown_as_text(value, cell):
    assert csv_cell(value) == cell


def test_dates_and_other_values_are_written_as_text():
    when = dt.datetime(2025, 3, 4, 5, 6, 7, tzinfo=dt.UTC)
    key = uuid.UUID("12345678-1234-5678-1234-567812345678")
    assert csv_cell(when) == "2025-03-04T05:06:07+00:00"
    assert csv_cell(key) == "12345678-1234-5678-1234-567812345678"


def test_both_exports_are_the_one_export_with_the_shared_guard():
    from leads import admin, exports
    from staff import apis as staff_apis

    assert exports.csv_cell is csv_cell
    assert admin.leads_csv_response is staff_apis.leads_csv_response is exports.leads_csv_response
