"""House rules for the models, checked on the models themselves: no model overrides `__init__` (a
field such as an offering's `kind` is set in one place), and no concrete model inherits through a
chain of more than two abstract models (a reader finds every field within two classes)."""

import ast
import inspect
import textwrap
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.db import models

ROOT = str(Path(settings.BASE_DIR).resolve())
MAX_ABSTRACT_DEPTH = 2


def own_apps() -> list:
    """The project's apps (not Django's or a library's): those that live in this checkout."""
    return [
        config
        for config in apps.get_app_configs()
        if str(Path(config.path).resolve()).startswith(ROOT) and ".venv" not in config.path
    ]


def own_models() -> list[type[models.Model]]:
    return [model for config in own_apps() for model in config.get_models(include_auto_created=False)]


def abstract_depth(cls: type) -> int:
    """How many abstract models stand in the longest chain above `cls`."""
    return max(
        (
            1 + abstract_depth(base)
            for base in cls.__bases__
            if issubclass(base, models.Model) and base is not models.Model and base._meta.abstract
        ),
        default=0,
    )


def overridden_init(model: type[models.Model]) -> list[str]:
    """The project's classes above `model` whose source defines `__init__`. Read from the source:
    django-modeltranslation puts its own `__init__` on every translated model, over ours."""
    names = {config.name for config in own_apps()}
    found = []
    for klass in model.__mro__:
        if klass.__module__.split(".")[0] not in names:
            continue
        [node] = ast.parse(textwrap.dedent(inspect.getsource(klass))).body
        if any(isinstance(item, ast.FunctionDef) and item.name == "__init__" for item in node.body):
            found.append(klass.__qualname__)
    return found


def test_the_rules_see_the_project_models():
    names = {model.__name__ for model in own_models()}
    assert {"Service", "CaseStudy", "Article", "ContactSubmission", "Subscriber"} <= names


def test_no_model_overrides_init():
    found = {model.__name__: overridden_init(model) for model in own_models() if overridden_init(model)}
    assert found == {}, f"models that override __init__: {found}"


def test_no_abstract_chain_is_deeper_than_two():
    deep = {model.__name__: abstract_depth(model) for model in own_models()}
    assert {name: depth for name, depth in deep.items() if depth > MAX_ABSTRACT_DEPTH} == {}


def test_the_depth_rule_counts_a_chain():
    class Base(models.Model):
        class Meta:
            abstract = True
            app_label = "marketing"

    class Middle(Base):
        class Meta:
            abstract = True
            app_label = "marketing"

    class Top(Middle):
        class Meta:
            abstract = True
            app_label = "marketing"

    assert abstract_depth(Top) == 2 and abstract_depth(Middle) == 1
