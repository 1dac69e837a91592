"""The engine of the game problems ("decide, then play") and its protocol dialects: the
side that talks; the games themselves are judge.games, pure."""
