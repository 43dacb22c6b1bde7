"""Editing a roster: the operations every edit goes through, and applying a finding's fix with them."""
