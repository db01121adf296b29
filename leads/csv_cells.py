"""CSV cells that spreadsheet programs show as text, shared by every lead export.

Excel, LibreOffice and Google Sheets run a cell that starts with = + - @ (or a tab or carriage
return before one) as a formula. Leads are typed by strangers, so an exported value starting with
one of these gets a leading apostrophe: shown as text, never run.
"""

_FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value) -> str:
    """The text of one cell: "" for None, ISO 8601 for dates and times, defused if formula-like."""
    if value is None:
        return ""
    text = value.isoformat() if hasattr(value, "isoformat") else str(value)
    return f"'{text}" if text.startswith(_FORMULA_PREFIXES) else text
