"""Whose fault: the one exception that says the judge's side failed, not the contestant's.

A fault of the judge's environment (a launcher or spawner that fails, a fork refused for want
of resources, a compiler that could not even start for that reason) is raised as
`EnvironmentFailure`, and the runner makes it the submission's JE, with its message: never
the contestant's CE or RTE, and never a traceback.
"""


class EnvironmentFailure(RuntimeError):
    """The judge's environment failed while judging: JE, with this message."""
