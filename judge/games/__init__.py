"""Pure games: positions, legal moves, outcomes, winning moves, the opponents' choices (from a
random generator they are given), and the rules objects the engine (judge.engine.playing) plays. No
I/O here: the engine reads and writes (tests/test_games_pure.py checks the imports)."""
