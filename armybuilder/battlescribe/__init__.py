"""BattleScribe data (`.gst`/`.cat` game systems and catalogues, `.ros` rosters, and their zipped
forms) read safely and turned into our catalogs and rosters: a use case of its own, so the rest
of armybuilder only ever sees catalogs and rosters."""
