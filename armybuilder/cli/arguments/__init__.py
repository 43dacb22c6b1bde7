"""The arguments of `event` and `verify`, until their modules move into `cli/commands/`, where
every other command holds its own."""
