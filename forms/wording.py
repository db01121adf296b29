"""Every word a lead form shows and every analytics event it records: the one owner.

The server-rendered forms (forms.html_forms, the templates in templates/leads/forms and the
thank-you pages of forms.form_views) and the React islands (their props, forms.islands) read these
dictionaries; static_src/ keeps no copy of them (tests/forms/test_shared_wording.py checks). The keys
are camelCase because the dictionaries travel to the islands as JSON as they are.

The validation messages and length limits are forms.fields' (the API's own); `lead_rules()` hands
them to the islands so their checks say exactly what the API would.
"""

from django.utils.translation import gettext_lazy as _

from forms import fields
from leads.models import LeadSource

# The contact details every lead form asks for, with the same labels everywhere.
CONTACT_DETAILS: dict[str, str] = {
    "name": _("Name"),
    "email": _("Email"),
    "company": _("Company"),
    "phone": _("Phone"),
}

BACK = _("Back")
NEXT = _("Next")
CHOOSE_ALL = _("Choose all that apply.")


def _event(event: str, category: str, label: str) -> dict[str, str]:
    return {"event": event, "category": category, "label": label}


def _toast(title: str, description: str) -> dict[str, str]:
    """A toast's words, as the islands' toast() takes them."""
    return {"title": title, "description": description}


# The analytics events a sent lead records (window.dataLayer), by form. The thank-you pages of the
# forms without JavaScript record the same ones.
EVENTS: dict[str, dict[str, str]] = {
    "contact-home": _event("form_submission", "lead_generation", "homepage_contact_form"),
    "contact-page": _event("form_submission", "lead_generation", "contact_page_form"),
    "pricing": _event("form_submission", "lead_generation", "pricing_quiz"),
    "hero-quiz": _event("quiz_completed", "engagement", "hero_section"),
    "consultation": _event("form_submission", "lead_generation", "ai_automation_consultation"),
}

CONTACT = {
    "formLabel": _("Contact form"),
    "labels": {**CONTACT_DETAILS, "service": _("Service"), "message": _("Message")},
    "placeholders": {"service": _("Select a service"), "message": _("Tell us about your project and goals")},
    "submit": _("Send message"),
    "submitting": _("Sending..."),
    "success": {
        "title": _("Message sent!"),
        "description": _(
            "Your message went to our enquiry mailbox. We'll reply as soon as possible, within 24 hours."
        ),
        # The island names the mailbox (site config's contactEmail) where it knows it.
        "withMailbox": _(
            "Your message went to our enquiry mailbox ({mailbox}). "
            "We'll reply as soon as possible, within 24 hours."
        ),
    },
    "failure": _toast(_("Something went wrong."), _("Your message couldn't be sent. Please try again.")),
}

HERO_QUIZ = {
    "title": _("Get your custom marketing strategy"),
    "description": _("Five quick questions, then we send you a proposal within 24 hours."),
    "steps": [
        _("What is your main business goal?"),
        _("What is your monthly marketing budget?"),
        _("Which services are you interested in?"),
        _("Which industry are you in?"),
        _("Tell us about your business"),
    ],
    "stepCount": _("Step {step} of {count}"),
    "progressLabel": _("Quiz progress"),
    "chooseAll": CHOOSE_ALL,
    "labels": {
        "industry": _("Industry"),
        "company": _("Company name"),
        "name": _("Your name"),
        "email": CONTACT_DETAILS["email"],
        "phone": CONTACT_DETAILS["phone"],
        "website": _("Website"),
        "description": _("What does your business do?"),
    },
    "placeholders": {"industry": _("Select your industry"), "website": "https://example.com"},
    "back": BACK,
    "next": NEXT,
    "submit": _("Get My Strategy"),
    "submitting": _("Sending..."),
    "success": _toast(_("Thank you!"), _("We'll contact you within 24 hours with a customized proposal.")),
    "failure": _toast(_("Error"), _("Failed to submit your information. Please try again.")),
}

CONSULTATION = {
    "title": _("Book your free AI automation consultation"),
    "description": _("Tell us where your team loses time. We reply within 24 hours with next steps."),
    "labels": {
        **CONTACT_DETAILS,
        "email": _("Work email"),
        "vertical": _("Area to automate"),
        "currentChallenges": _("Current challenges"),
        "automationGoals": _("Automation goals"),
        "teamSize": _("Team size"),
        "budget": _("Budget"),
    },
    "placeholders": {
        "vertical": _("Select an area"),
        "currentChallenges": _("Which tasks take the most time today?"),
        "automationGoals": _("What would you like AI to handle for your team?"),
        "teamSize": _("Select team size"),
        "budget": _("Select a budget"),
    },
    "submit": _("Request Consultation"),
    "submitting": _("Submitting..."),
    "success": _toast(
        _("Consultation Requested!"),
        _("We'll contact you within 24 hours to schedule your free AI automation consultation."),
    ),
    "failure": _toast(_("Error"), _("Failed to submit your request. Please try again.")),
}

PRICING_QUIZ = {
    "questionCount": _("Question {step} of {count}"),
    "progressLabel": _("Pricing quiz progress"),
    "almostDone": _("Almost done"),
    "contactHeading": _("Where should we send your quote?"),
    "chooseAll": CHOOSE_ALL,
    "labels": dict(CONTACT_DETAILS),
    "back": BACK,
    "next": NEXT,
    "complete": _("Complete Quiz"),
    "submit": _("Get My Custom Quote"),
    "submitting": _("Submitting..."),
    "success": _toast(
        _("Quote request submitted!"),
        _("Thank you! We'll review your answers and send your custom quote within 24 hours."),
    ),
    "failure": _toast(_("Something went wrong"), _("Please try again or contact us directly.")),
}

# After a quote request, when a scheduling page is set (leads.booking): the toast's link and the
# thank-you page's button.
BOOKING = {
    "label": _("Book your call now"),
    "hint": _("Pick a time that suits you: your name and email are already filled in."),
}

# A form that offers a guide (a landing page's form block: leads.guides) says, on success and on
# its thank-you page, that the guide follows by email.
GUIDE_ON_ITS_WAY = _(
    "Your copy of “{title}” is on its way: the email we just sent you has the download link."
)


def guide_note(title: str) -> str:
    """The success's line about the guide, in the active language."""
    return str(GUIDE_ON_ITS_WAY).format(title=title)


# The thank-you panel that takes a form's place once its lead is stored, with JavaScript (a built
# form; a landing page's form): the thank-you page's words, closed by its own last line, which the
# island fills with the agency's mailbox (the site config's contactEmail) and links.
THANKS_IN_PLACE = {
    "anythingToAdd": _("Anything to add? Write to {email}."),
}

# What a form built in the admin says besides the editor's words (forms.built_forms.island_props).
BUILT_FORM = {
    "submitting": _("Sending..."),
    "failure": _toast(_("Something went wrong."), _("Your answers couldn't be sent. Please try again.")),
    "chooseAll": CHOOSE_ALL,
    "thanks": THANKS_IN_PLACE,
}


def built_form_event(slug: str) -> dict[str, str]:
    """The analytics event of a built form's lead: a form submission labelled with its address name."""
    return _event("form_submission", "lead_generation", f"built_form_{slug}")


CONTACT_SOURCES = {"home": LeadSource.HOME_PAGE.value, "page": LeadSource.CONTACT_PAGE.value}


def lead_rules() -> dict:
    """The API's limits and messages for the fields every lead form shares (forms.fields)."""
    return {
        "messages": {
            "name": fields.NAME_MESSAGE,
            "email": fields.EMAIL_MESSAGE,
            "company": fields.COMPANY_MESSAGE,
            "service": fields.SERVICE_MESSAGE,
            "message": fields.MESSAGE_MESSAGE,
            "atLeastOne": fields.AT_LEAST_ONE_MESSAGE,
            "option": fields.OPTION_MESSAGE,
            "website": fields.WEBSITE_MESSAGE,
        },
        "nameMin": fields.NAME_MIN,
        "messageMin": fields.MESSAGE_MIN,
        "max": {
            "name": fields.NAME_MAX,
            "company": fields.COMPANY_MAX,
            "phone": fields.PHONE_MAX,
            "text": fields.TEXT_MAX,
        },
        "tooLong": {
            "name": fields.NAME_TOO_LONG,
            "company": fields.COMPANY_TOO_LONG,
            "phone": fields.PHONE_TOO_LONG,
            "message": fields.too_long_text(CONTACT["labels"]["message"]),
            "currentChallenges": fields.too_long_text(CONSULTATION["labels"]["currentChallenges"]),
            "automationGoals": fields.too_long_text(CONSULTATION["labels"]["automationGoals"]),
        },
    }
