"""Judging: verdicts and results, the one decide, the test template and its three kinds
(interactive, relayed, batch), the line channel, grading a submission and many."""
