"""The one road from a file to a report (`checked`), the roster-or-list decision (`lists`), and
the lists a command line names, mail parts too (`inbox`)."""
