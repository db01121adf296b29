"""How an area page's blocks become HTML: the campaign pages' block templates
(templates/campaigns/blocks/), through feincms3's RegionRenderer, grouped kinds that follow each
other drawn as one section (cards, steps, questions)."""

from feincms3.renderer import RegionRenderer, render_in_context, template_renderer

from areas import models

GROUPS = {models.CardBlock: "cards", models.StepBlock: "steps", models.FaqBlock: "faq"}
SINGLES = {models.RichTextBlock: "rich_text", models.CtaBandBlock: "cta_band"}


def _section_id(context) -> str:
    return f"b{next(context['block_ids'])}"


def _single_context(plugin, context) -> dict:
    return {"plugin": plugin, "section_id": _section_id(context)}


class AreaRenderer(RegionRenderer):
    def _group(self, plugins, context, subregion: str):
        items = list(self.takewhile_subregion(plugins, subregion))
        local = {"items": items, "heading": items[0].group_heading, "section_id": _section_id(context)}
        yield render_in_context(context, f"campaigns/blocks/{subregion}.html", local)

    def handle_cards(self, plugins, context):
        return self._group(plugins, context, "cards")

    def handle_steps(self, plugins, context):
        return self._group(plugins, context, "steps")

    def handle_faq(self, plugins, context):
        return self._group(plugins, context, "faq")


renderer = AreaRenderer()
for _model, _name in GROUPS.items():
    renderer.register(_model, "", subregion=_name)
for _model, _name in SINGLES.items():
    renderer.register(_model, template_renderer(f"campaigns/blocks/{_name}.html", _single_context))
