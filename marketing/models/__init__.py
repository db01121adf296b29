"""The content catalogue: every word the marketing pages show, editable in the Django admin.

Rows are written by the admin and by `marketing.services` (the seed loader). Pages read them
through `marketing.selectors`; saving anything here bumps the page-cache version.

One module per job, each importing only the ones listed before it:

- `kit`: what every content model is built from: help texts, timestamps and order, pictures with
  their descriptions (the picture fields themselves are publishing.models'), the social card
  picture, icons, titled items;
- `identity`: who the agency is (`SiteIdentity`);
- `pages`: the fixed pages, their blocks and the sections they show;
- `catalogue`: the services and solutions (`Offering`, `Service`, `Solution`) and their lists;
- `proof`: case studies, testimonials and the team.

Every name they define is handed on here: `from marketing.models import Offering` reads it.
"""

from agency.uploads import validate_image_upload  # noqa: F401 -- named by migration 0004
from marketing.models.catalogue import *  # noqa: F403
from marketing.models.identity import *  # noqa: F403
from marketing.models.kit import *  # noqa: F403
from marketing.models.pages import *  # noqa: F403
from marketing.models.proof import *  # noqa: F403
