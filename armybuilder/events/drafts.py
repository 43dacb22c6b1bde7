"""A draft reply to a player who sent their list by e-mail: their note, addressed to them, for the
organiser to open in a mail program, read and send. Nothing here sends anything.

Every header is built by `email`'s own header classes from text put on one line first: a name a
player wrote can neither break a header nor add one. An internationalised address
(`josé@exämple.org`, RFC 6531) is written as it is, the draft's headers then in UTF-8 (RFC 6532),
as only they can carry it: an encoded word in an address is an address no one can send to.
"""

import re
from email.errors import MessageError
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import default

from armybuilder.intake.message import Sender, deliverable, one_line
from armybuilder.schema.event import Event
from armybuilder.terminal import printable

DRAFT = default.clone(max_line_length=78)
DRAFT_UTF8 = DRAFT.clone(utf8=True)
_MESSAGE_ID = re.compile(r"<[^<>\s]{1,200}>")


def draft_reply(event: Event, to: Sender, note: str, message_id: str = "") -> str | None:
    """The draft as the text of an `.eml` file, a reply to the message `message_id` where given;
    None where the sender's address is none a mail program could send to."""
    address = _address(to.name, to.address)
    if address is None:
        return None
    organiser = _address(event.organiser or "", event.organiser_email or "")
    international = any(not one.addr_spec.isascii() for one in (address, organiser) if one is not None)
    draft = EmailMessage(policy=DRAFT_UTF8 if international else DRAFT)
    draft["X-Unsent"] = "1"  # opened by a mail program as a draft to send, not as a received mail
    if organiser is not None:
        draft["From"] = organiser
    draft["To"] = address
    draft["Subject"] = one_line(f"{event.name}: your list")
    reply_to = one_line(message_id)
    if _MESSAGE_ID.fullmatch(reply_to):  # so the mail program shows it in the player's thread
        draft["In-Reply-To"] = reply_to
        draft["References"] = reply_to
    draft.set_content(note, cte="quoted-printable")
    return draft.as_string()


def _address(name: str, address: str) -> Address | None:
    address = one_line(address)
    parts = deliverable(address)
    if parts is None:
        return None
    # A bidi override in a name would reverse the rest of the line in a mail program: written out.
    shown = printable(one_line(name))
    try:
        if address.isascii():
            return Address(display_name=shown, addr_spec=address)
        # `email` refuses letters beyond ASCII in an address's name part: given by its parts.
        return Address(display_name=shown, username=parts[0], domain=parts[1])
    except (MessageError, ValueError, IndexError):
        return None
