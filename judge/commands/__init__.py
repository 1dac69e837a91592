"""The commands of `judge`, one module each; judge.cli parses the arguments and calls them."""
