"""Pure game theory: positions, legal moves, outcomes, winning moves. No I/O here."""
