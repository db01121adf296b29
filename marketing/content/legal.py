"""Seed text of the privacy policy and the terms of service: (heading, body) sections.

Body format (see PageBlock): a blank line starts a paragraph, lines starting with "- " form a list.
The pages add a final section with the agency's contact details from the settings.
"""

PRIVACY_SECTIONS = [
    (
        "Who we are",
        "We are a digital marketing agency based in San Diego, California. We run this website and "
        'decide how the information sent through it is used. In this policy, "we", "us" and '
        '"our" mean the agency, and "you" means anyone who visits the website or contacts us '
        "through it.",
    ),
    (
        "Information you give us",
        "When you use a form on this website (the contact forms, the quote quizzes or the AI "
        "automation consultation request), we collect what you enter:\n\n"
        "- your name, email address and company name\n"
        "- your phone number and website address, if you give them\n"
        "- the service you are interested in and your message\n"
        "- your quiz answers, such as business type, goals, services of interest, timeline, budget "
        "range, team size, current challenges and automation goals",
    ),
    (
        "Information collected automatically",
        "With each form submission we also record when it was sent, the page it was sent from, the "
        "page that referred you to the website, any campaign (UTM) parameters in the address you "
        "arrived with, and your browser's user agent. Our servers keep short-lived technical logs, "
        "including IP addresses, to keep the website secure and to limit abuse such as automated "
        "spam.\n\n"
        "The website does not need cookies to work. Where we use analytics to understand which "
        "pages are useful, those tools may set cookies; you can block or delete cookies in your "
        "browser settings at any time.",
    ),
    (
        "How we use your information",
        "We use the information only to:\n\n"
        "- reply to your enquiry and prepare the quote, proposal or consultation you asked for\n"
        "- follow up about that enquiry, for example to confirm scope or schedule a call\n"
        "- understand which pages and campaigns bring enquiries, so we can improve the website\n"
        "- protect the website and our systems against spam, fraud and misuse\n"
        "- meet our legal, accounting and tax obligations\n\n"
        "We do not send you marketing newsletters unless you ask for them, and you can stop any "
        "follow-up at any time by replying to our email.",
    ),
    (
        "When we share information",
        "We do not sell your personal information, and we do not share it for cross-context "
        "behavioral advertising. We share it only with:\n\n"
        "- service providers who host the website, store our data and deliver our email, under "
        "contracts that allow them to use it only on our behalf\n"
        "- professional advisers such as accountants and lawyers, where needed\n"
        "- authorities, when the law requires it or to protect our rights and the safety of others",
    ),
    (
        "How long we keep it",
        "- Enquiries that do not lead to a project are deleted within 24 months of our last contact.\n"
        "- Client records are kept for the length of the engagement and then for up to 7 years, as "
        "tax and accounting rules require.\n"
        "- Submissions identified as spam are deleted within 90 days.\n"
        "- Technical server logs are kept for up to 30 days.",
    ),
    (
        "How we protect it",
        "Information is sent to the website over an encrypted connection, stored with access "
        "limited to the staff who handle enquiries, and protected by strong authentication. No "
        "method of transmission or storage is completely secure, but we review our safeguards "
        "regularly and will notify you and the authorities of a breach where the law requires.",
    ),
    (
        "Your rights",
        "You can ask us to:\n\n"
        "- tell you what personal information we hold about you and give you a copy\n"
        "- correct information that is wrong or incomplete\n"
        "- delete your information, unless we must keep it by law\n"
        "- stop contacting you\n\n"
        "California residents have these rights under the California Consumer Privacy Act, as "
        "amended by the California Privacy Rights Act, including the right to know, to delete, to "
        "correct and to opt out of sale or sharing (we do neither). We will not treat you "
        "differently for using your rights. We answer requests within 45 days and may ask you to "
        "confirm your identity first. You may also use an authorized agent.",
    ),
    (
        "Children",
        "This website is meant for businesses. It is not directed to children under 16, and we do "
        "not knowingly collect their information. If you believe a child has sent us information, "
        "contact us and we will delete it.",
    ),
    (
        "Changes to this policy",
        "We may update this policy when our practices or the law change. The effective date at the "
        "top shows when it was last changed; significant changes will be highlighted on this page.",
    ),
]

TERMS_SECTIONS = [
    (
        "Agreement to these terms",
        "These terms apply to your use of this website, operated by a digital marketing agency based "
        "in San Diego, California. By using the website you agree to them. If you do not agree, "
        "please do not use the website.",
    ),
    (
        "Using the website",
        "You may browse the website and send us enquiries for your own business purposes. You "
        "agree not to:\n\n"
        "- send false, misleading or someone else's information through our forms\n"
        "- send spam, malicious code or automated requests that burden the website\n"
        "- try to gain unauthorized access to any part of the website or its systems\n"
        "- copy or reuse the website's content for commercial purposes without our permission",
    ),
    (
        "Information on the website",
        "The website describes our services in general terms. Figures such as savings, cost "
        "reductions, response times and sample dashboard numbers illustrate typical outcomes and "
        "are not guarantees: results depend on each business, its market and its budget. We keep "
        "the content accurate and up to date, but it may change without notice.",
    ),
    (
        "Quotes and services",
        "All pricing is by custom quote; the website shows no fixed prices. A quote is an offer that "
        "becomes binding only when both parties sign a written proposal or services agreement, which "
        "then governs the work, including scope, fees, timelines and ownership of deliverables.\n\n"
        "Unless that agreement says otherwise: ongoing services are billed monthly and we recommend "
        "a minimum of 3 months; payment is by credit card, ACH or wire transfer; and installment "
        "plans are available for large projects.",
    ),
    (
        "Your submissions",
        "When you send us an enquiry you confirm that the information is accurate and that you may "
        "share it, and you agree that we may contact you about it. We handle what you send as "
        "described in our Privacy Policy.",
    ),
    (
        "Intellectual property",
        "The website's text, design, graphics and code belong to us or our licensors and are "
        "protected by copyright and trademark law. Client names and marks shown on the website "
        "belong to their owners.",
    ),
    (
        "Links to other websites",
        "Some buttons, such as the demo booking links, open websites run by other companies. We do "
        "not control those websites and are not responsible for their content or privacy practices.",
    ),
    (
        "Disclaimer",
        'The website is provided "as is" and "as available". To the extent the law allows, we '
        "make no warranties that it will be uninterrupted or error-free, or that its content suits "
        "your particular purpose.",
    ),
    (
        "Limitation of liability",
        "To the extent the law allows, we are not liable for any indirect, incidental or "
        "consequential loss arising from your use of the website. Our total liability for any claim "
        "about the website is limited to one hundred US dollars. Nothing in these terms limits "
        "liability that cannot be limited by law.",
    ),
    (
        "Governing law",
        "These terms are governed by the laws of the State of California. Any dispute about the "
        "website will be heard by the state or federal courts located in San Diego County, "
        "California.",
    ),
    (
        "Changes to these terms",
        "We may update these terms from time to time. The effective date at the top shows when they "
        "last changed; continuing to use the website after a change means you accept the new terms.",
    ),
]
