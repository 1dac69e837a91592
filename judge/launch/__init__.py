"""Launching a contestant's program: limits, the sandbox, control groups, the spawner and the
launcher (C), slots across the machine, the judge's folders and its session."""
