"""The presentation layer: what every view shows of a Report, made once as data and short words.

The CLI, the PDF, the editor and the Markdown list only style what these modules give; none
builds a roster row, words figures on a base or a finding, or gathers an element's assumptions
itself. This package reads the engine, the schema, `words`, the roster operations (an entry's
default limit), the text-list grammar (the Markdown and compact forms) and `terminal` (what is
published is made printable), never a view.
"""
