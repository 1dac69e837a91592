"""judge: a harness that judges contest programs, above all interactive game problems."""

__version__ = "0.1.0"
