"""`armybuilder verify LOCK.json ROSTER|QR-TEXT|FINGERPRINT...`: each argument's answer, as
`events.verify` gives it, printed as it comes."""

import argparse
import sys

from armybuilder.cli.common import catalog_set
from armybuilder.events.verify import at_table, outcome, partial_note, verify
from armybuilder.terminal import printable


def run(args: argparse.Namespace) -> int:
    table = at_table(args.lock, catalog_set(args), args.event)
    if table.partial:
        print(printable(partial_note(args.lock)))
    answers = []
    for item in args.items:
        answer = verify(table, item, sys.stdin.buffer.read)
        for line in answer.lines:
            print(printable(line))
        answers.append(answer)
    return outcome(answers)
