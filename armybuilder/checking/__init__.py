"""The one road from a file to a report (`checked`), the roster-or-list decision (`lists`), the
roster file itself (`rosters`), and the lists a command line names, mail parts too (`inbox`)."""
