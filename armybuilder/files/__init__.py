"""Reading and writing files: opened safely, decoded as people send them, parsed as YAML with
located errors, written whole, and locked where two commands share one; the catalog and roster
files themselves."""
