"""What every printout shares before reportlab draws it: the print layout (a template) and the
date it names."""
