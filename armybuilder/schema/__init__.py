"""The data models: catalogs, rosters and print templates. Models only; loading lives elsewhere."""
