"""The list rules every catalog can switch on, one module per family."""
