"""The Spanish seed mirrors the English one: same shape, same slugs, icons, figures and dates.

A Spanish module that drifts from its English twin would load Spanish words into the wrong rows
(or none), so every difference in shape is reported with its path.
"""

import datetime
import importlib
import pkgutil
import re

import pytest

import marketing.content.es as spanish_package

# Strings a translation must leave exactly as they are: slugs, icon names, colours, addresses.
VERBATIM = re.compile(r"^([a-z0-9_-]+|#[0-9a-fA-F]{3,8}|https?://\S*|mailto:\S*|\S+@\S+|[\d\s.,$%+()x-]*)$")


def spanish_modules():
    return sorted(info.name for info in pkgutil.iter_modules(spanish_package.__path__))


def differences(english, spanish, path="") -> list[str]:
    found = []
    if isinstance(english, dict):
        if not isinstance(spanish, dict):
            return [f"{path}: a dict in English, {type(spanish).__name__} in Spanish"]
        if set(english) != set(spanish):
            return [f"{path}: keys differ: {sorted(set(english) ^ set(spanish))}"]
        for key in english:
            found += differences(english[key], spanish[key], f"{path}.{key}")
    elif isinstance(english, list | tuple):
        if not isinstance(spanish, list | tuple) or len(english) != len(spanish):
            return [f"{path}: {len(english)} items in English, not the same in Spanish"]
        for index, (a, b) in enumerate(zip(english, spanish, strict=True)):
            found += differences(a, b, f"{path}[{index}]")
    elif isinstance(english, str):
        if not isinstance(spanish, str):
            found.append(f"{path}: text in English, {type(spanish).__name__} in Spanish")
        elif VERBATIM.match(english) and english != spanish:
            found.append(f"{path}: {english!r} must stay as it is, found {spanish!r}")
        elif english.strip() and not spanish.strip():
            found.append(f"{path}: empty in Spanish")
    elif isinstance(english, int | float | bool | datetime.date | type(None)) and english != spanish:
        found.append(f"{path}: {english!r} in English, {spanish!r} in Spanish")
    return found


def test_there_is_spanish_seed_content():
    assert spanish_modules(), "marketing/content/es/ holds no module"


@pytest.mark.parametrize("name", spanish_modules())
def test_a_spanish_module_mirrors_its_english_twin(name):
    english = importlib.import_module(f"marketing.content.{name}")
    spanish = importlib.import_module(f"marketing.content.es.{name}")
    public = [key for key in vars(english) if key.isupper() and not key.startswith("_")]
    missing = [key for key in public if not hasattr(spanish, key)]
    assert not missing, f"marketing.content.es.{name} lacks {missing}"
    problems = []
    for key in public:
        problems += differences(getattr(english, key), getattr(spanish, key), f"{name}.{key}")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("name", spanish_modules())
def test_rich_text_in_spanish_keeps_the_english_markup(name):
    """The same tags in the same order: a paragraph stays a paragraph, a list keeps its items."""
    english = importlib.import_module(f"marketing.content.{name}")
    spanish = importlib.import_module(f"marketing.content.es.{name}")
    tags = re.compile(r"</?([a-z0-9]+)")

    def strings(value):
        if isinstance(value, dict):
            for item in value.values():
                yield from strings(item)
        elif isinstance(value, list | tuple):
            for item in value:
                yield from strings(item)
        elif isinstance(value, str):
            yield value

    for key in [key for key in vars(english) if key.isupper()]:
        for a, b in zip(strings(getattr(english, key)), strings(getattr(spanish, key)), strict=False):
            assert tags.findall(a) == tags.findall(b), f"{name}.{key}: markup differs in {b[:80]!r}"
