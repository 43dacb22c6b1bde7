"""What every printout shares before reportlab draws it: the date it names."""
