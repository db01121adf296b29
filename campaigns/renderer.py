"""How a landing page's blocks become HTML: feincms3's RegionRenderer, one template per kind of block
in templates/campaigns/blocks/.

Blocks of a grouped kind (cards, figures, steps, testimonials, case-study results, questions) that
follow each other are drawn together, as one section with the first one's heading: the renderer's
"subregions". Every section gets an id of its own for its heading (`b1`, `b2`...), counted per page.
"""

from feincms3.renderer import RegionRenderer, render_in_context, template_renderer

from campaigns import models
from marketing.selectors import brand_logos

# Each grouped kind: its subregion (and template name).
GROUPS = {
    models.CardBlock: "cards",
    models.FigureBlock: "figures",
    models.StepBlock: "steps",
    models.TestimonialBlock: "testimonials",
    models.CaseStudyResultsBlock: "results",
    models.FaqBlock: "faq",
}
# The kinds drawn one by one: their template names.
SINGLES = {
    models.HeroBlock: "hero",
    models.LogoRowBlock: "logos",
    models.RichTextBlock: "rich_text",
    models.FormBlock: "form",
    models.CtaBandBlock: "cta_band",
}


def _section_id(context) -> str:
    return f"b{next(context['block_ids'])}"


def _shown(plugin) -> bool:
    """A picked testimonial or case study that has been unpublished since is left out."""
    if isinstance(plugin, models.TestimonialBlock):
        return plugin.testimonial.is_published
    if isinstance(plugin, models.CaseStudyResultsBlock):
        return plugin.case_study.is_published
    return True


def _single_context(plugin, context) -> dict:
    local = {"plugin": plugin, "section_id": _section_id(context)}
    if isinstance(plugin, models.LogoRowBlock):
        local["logos"] = brand_logos()
    return local


class CampaignRenderer(RegionRenderer):
    def _group(self, plugins, context, subregion: str):
        items = [plugin for plugin in self.takewhile_subregion(plugins, subregion) if _shown(plugin)]
        if not items:
            return
        local = {"items": items, "heading": items[0].group_heading, "section_id": _section_id(context)}
        yield render_in_context(context, f"campaigns/blocks/{subregion}.html", local)

    # One handler per grouped kind of GROUPS (RegionRenderer calls `handle_<subregion>`).
    def handle_cards(self, plugins, context):
        return self._group(plugins, context, "cards")

    def handle_figures(self, plugins, context):
        return self._group(plugins, context, "figures")

    def handle_steps(self, plugins, context):
        return self._group(plugins, context, "steps")

    def handle_testimonials(self, plugins, context):
        return self._group(plugins, context, "testimonials")

    def handle_results(self, plugins, context):
        return self._group(plugins, context, "results")

    def handle_faq(self, plugins, context):
        return self._group(plugins, context, "faq")


renderer = CampaignRenderer()
for _model, _name in GROUPS.items():
    renderer.register(_model, "", subregion=_name)
for _model, _name in SINGLES.items():
    renderer.register(_model, template_renderer(f"campaigns/blocks/{_name}.html", _single_context))
